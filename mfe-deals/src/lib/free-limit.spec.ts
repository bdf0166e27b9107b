import { freeUsageOf, nextFreeMonth } from './free-limit.js';

describe('the free limit', () => {
  it('counts free users only, at the limit from 3', () => {
    expect(freeUsageOf({ subscriptionTier: 'free', analysesThisMonth: 2 })).toEqual({ used: 2, atLimit: false });
    expect(freeUsageOf({ subscriptionTier: 'free', analysesThisMonth: 3 })).toEqual({ used: 3, atLimit: true });
    expect(freeUsageOf({ subscriptionTier: 'free', analysesThisMonth: null })).toEqual({ used: 0, atLimit: false });
    expect(freeUsageOf({ subscriptionTier: 'practice', analysesThisMonth: 9 })).toBeNull();
    expect(freeUsageOf(null)).toBeNull();
  });

  it('starts again on the first of the next month, in UTC', () => {
    expect(nextFreeMonth(new Date('2026-11-24T01:00:00Z'))).toBe('December 1');
    expect(nextFreeMonth(new Date('2026-12-31T23:59:00Z'))).toBe('January 1');
  });
});
