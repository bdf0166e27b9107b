import { type AboutYou, aboutYouComplete, canAdvance, canSubmit, nextStep, previousStep, segmentsFilled } from './onboarding-steps.js';

const empty: AboutYou = { role: '', industry: '', yearsExperience: '' };
const complete: AboutYou = { role: 'ae', industry: 'saas', yearsExperience: '3-5' };

describe('onboarding step rules', () => {
  it('moves 1 → 2 → 3 and never beyond 3; back never below 1', () => {
    expect([nextStep(1), nextStep(2), nextStep(3)]).toEqual([2, 3, 3]);
    expect([previousStep(3), previousStep(2), previousStep(1)]).toEqual([2, 1, 1]);
  });

  it('needs all three selects of step 1 before Next', () => {
    expect(canAdvance(1, empty)).toBe(false);
    expect(canAdvance(1, { ...complete, role: '' })).toBe(false);
    expect(canAdvance(1, { ...complete, industry: '' })).toBe(false);
    expect(canAdvance(1, { ...complete, yearsExperience: '' })).toBe(false);
    expect(canAdvance(1, complete)).toBe(true);
    expect(aboutYouComplete(complete)).toBe(true);
  });

  it('step 2 is optional; there is no Next on step 3', () => {
    expect(canAdvance(2, complete)).toBe(true);
    expect(canAdvance(3, complete)).toBe(false);
  });

  it('submits only from step 3 with step 1 complete', () => {
    expect(canSubmit(1, complete)).toBe(false);
    expect(canSubmit(2, complete)).toBe(false);
    expect(canSubmit(3, complete)).toBe(true);
    expect(canSubmit(3, empty)).toBe(false);
  });

  it('fills one progress segment per step reached', () => {
    expect(segmentsFilled(1)).toEqual([true, false, false]);
    expect(segmentsFilled(3)).toEqual([true, true, true]);
  });
});
