import { FREE_ANALYSES_PER_MONTH, FREE_LIMIT_MESSAGE } from './limits.js';

describe('the free plan limit', () => {
  // The refusal and the limit are one number: raising the limit must change the message with it.
  it('is named by the limit message', () => {
    expect(FREE_LIMIT_MESSAGE).toBe(`You've reached your monthly limit of ${FREE_ANALYSES_PER_MONTH} analyses. Upgrade to continue.`);
    expect(FREE_LIMIT_MESSAGE.match(/\d+/g)).toEqual([String(FREE_ANALYSES_PER_MONTH)]);
  });
});
