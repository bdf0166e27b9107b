import { displayName, initials, planLabel, tierName } from './user-format.js';

describe('displayName', () => {
  it.each([
    [{ firstName: 'Dana', lastName: 'Ortiz', email: 'd@x.io' }, 'Dana Ortiz'],
    [{ firstName: 'Dana', lastName: null, email: 'd@x.io' }, 'Dana'],
    [{ firstName: null, lastName: 'Ortiz', email: 'd@x.io' }, 'd@x.io'],
    [{ firstName: '  ', lastName: '', email: 'd@x.io' }, 'd@x.io'],
    [{ firstName: null, lastName: null, email: '' }, 'User'],
    [null, 'User'],
  ])('%j -> %s', (user, expected) => expect(displayName(user)).toBe(expected));
});

describe('initials', () => {
  it.each([
    [{ firstName: 'dana', lastName: 'ortiz', email: 'x@x.io' }, 'DO'],
    [{ firstName: 'Dana', lastName: null, email: 'sam@x.io' }, 'D'],
    [{ firstName: null, lastName: 'Ortiz', email: 'sam@x.io' }, 'S'],
    [{ firstName: null, lastName: null, email: '' }, 'U'],
    [undefined, 'U'],
  ])('%j -> %s', (user, expected) => expect(initials(user)).toBe(expected));
});

describe('plan labels', () => {
  it('names the tier, Free when missing', () => {
    expect(tierName('practice')).toBe('Practice');
    expect(tierName(null)).toBe('Free');
    expect(planLabel('pro')).toBe('Pro Plan');
    expect(planLabel(undefined)).toBe('Free Plan');
    expect(planLabel('enterprise')).toBe('Free Plan');
  });
});
