import { chosenPlan, paidPlanFrom, rememberChosenPlan, takeChosenPlan } from './chosen-plan.js';

describe('the plan chosen before sign-up', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a paid plan until it is taken, once', () => {
    rememberChosenPlan('pro');
    expect(chosenPlan()).toBe('pro');
    expect(takeChosenPlan()).toBe('pro');
    expect(takeChosenPlan()).toBeNull();
  });

  it('reads only paid tiers from a ?plan= value', () => {
    expect(paidPlanFrom('practice')).toBe('practice');
    expect(paidPlanFrom('pro')).toBe('pro');
    expect(paidPlanFrom('free')).toBeNull();
    expect(paidPlanFrom('enterprise')).toBeNull();
    expect(paidPlanFrom(null)).toBeNull();
  });

  it('forgets the choice when told null, and ignores a stored value that is not a paid tier', () => {
    rememberChosenPlan('practice');
    rememberChosenPlan(null);
    expect(chosenPlan()).toBeNull();
    sessionStorage.setItem('blindspot.chosenPlan', 'gold');
    expect(chosenPlan()).toBeNull();
  });
});
