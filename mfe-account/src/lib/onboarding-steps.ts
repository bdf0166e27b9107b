// The onboarding wizard's step rules (docs/product.md#onboarding): three steps, Next never beyond 3, Back
// never below 1, step 1 needs role, industry and years of experience, and only step 3 submits.
import type { ExperienceLevel, Industry, OnboardingInput, SellerRole } from '@blindspot/contracts';

export const ONBOARDING_STEPS = 3;
export type Step = 1 | 2 | 3;

export const STEP_TITLES: Record<Step, string> = {
  1: 'Tell us about yourself',
  2: 'What do you sell?',
  3: 'Who do you sell to?',
};

export interface AboutYou {
  role: SellerRole | '';
  industry: Industry | '';
  yearsExperience: ExperienceLevel | '';
}

export const nextStep = (step: Step): Step => Math.min(step + 1, ONBOARDING_STEPS) as Step;
export const previousStep = (step: Step): Step => Math.max(step - 1, 1) as Step;

/** Step 1 is complete once all three selects are chosen. */
export const aboutYouComplete = (about: AboutYou): about is OnboardingInput =>
  about.role !== '' && about.industry !== '' && about.yearsExperience !== '';

/** Whether Next may be pressed on this step (steps 2 and 3 have no required fields). */
export const canAdvance = (step: Step, about: AboutYou): boolean => step < ONBOARDING_STEPS && (step !== 1 || aboutYouComplete(about));

/** A submission counts only on the last step, with step 1 complete. */
export const canSubmit = (step: Step, about: AboutYou): about is OnboardingInput => step === ONBOARDING_STEPS && aboutYouComplete(about);

/** Progress bar segments: one per step, filled up to the current one. */
export const segmentsFilled = (step: Step): boolean[] => Array.from({ length: ONBOARDING_STEPS }, (_, i) => i < step);
