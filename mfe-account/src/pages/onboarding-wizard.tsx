// The onboarding wizard (docs/product.md#onboarding): the shell shows it, inside its own page chrome, instead
// of the app until the user's onboarding is complete. Three steps; one submission makes two calls in order.
import {
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  MAX_NAME,
  MAX_PROFILE_TEXT,
  PRODUCT_NAME,
  ROLE_LABELS,
  ROLES,
  type SellerProfileTextField,
} from '@blindspot/contracts';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn, Input, Label, toast } from '@blindspot/ui';
import { SelectField } from '@blindspot/ui/controls';
import { useFocusOnChange } from '@blindspot/ui/focus';
import { chosenPlan, errorMessage, refreshUser } from '@blindspot/web-core';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCompleteOnboarding } from '../api/account.js';
import { MethodologyChecklist } from '../components/methodology-checklist.js';
import { ProfileField, ProfileFieldGrid } from '../components/profile-field.js';
import {
  type AboutYou,
  canAdvance,
  canSubmit,
  nextStep,
  ONBOARDING_STEPS,
  previousStep,
  STEP_TITLES,
  type Step,
  segmentsFilled,
} from '../lib/onboarding-steps.js';
import { ONBOARDING_PRODUCT_FIELDS, TARGET_PERSONAS_HINT } from '../lib/profile-fields.js';
import { emptyProfileForm, formToProfile, type ProfileForm } from '../lib/profile-form.js';

const STEP_DESCRIPTIONS: Record<Step, string> = {
  1: 'A few details so your coaching matches your role.',
  2: 'Your product and market, so practice buyers talk about what you really sell.',
  3: 'The buyers you meet and the methodologies you want to master.',
};

const NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;
type Names = Record<(typeof NAME_FIELDS)[number]['name'], string>;

const ABOUT_SELECTS = [
  { name: 'role', label: 'Your role', placeholder: 'Select your role', options: ROLES, labels: ROLE_LABELS },
  { name: 'industry', label: 'Industry', placeholder: 'Select your industry', options: INDUSTRIES, labels: INDUSTRY_LABELS },
  {
    name: 'yearsExperience',
    label: 'Years of sales experience',
    placeholder: 'Select your experience',
    options: EXPERIENCE_LEVELS,
    labels: EXPERIENCE_LABELS,
  },
] as const;

function StepProgress({ step }: { step: Step }) {
  return (
    <div className="space-y-2">
      <p className="text-xs font-medium text-muted-foreground">
        Step {step} of {ONBOARDING_STEPS}
      </p>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEPS}
        aria-valuenow={step}
        className="flex gap-2"
      >
        {segmentsFilled(step).map((filled, index) => (
          <span
            key={index}
            data-testid="progress-segment"
            data-filled={filled}
            className={cn('h-2 flex-1 rounded-full transition-colors', filled ? 'bg-primary' : 'bg-muted')}
          />
        ))}
      </div>
    </div>
  );
}

function namesToSend(names: Names): Partial<Names> {
  return Object.fromEntries(
    Object.entries(names)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value),
  );
}

export default function OnboardingWizard() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLElement>(null);
  const [step, setStep] = useState<Step>(1);
  // Each step is a screen of its own: its title (the page's h1) takes focus and is announced.
  useFocusOnChange(titleRef, step);
  const [about, setAbout] = useState<AboutYou>({ role: '', industry: '', yearsExperience: '' });
  const [names, setNames] = useState<Names>({ firstName: '', lastName: '' });
  const [profile, setProfile] = useState<ProfileForm>(emptyProfileForm);
  const complete = useCompleteOnboarding();
  const setText = (field: SellerProfileTextField) => (value: string) => setProfile((p) => ({ ...p, text: { ...p.text, [field]: value } }));

  const next = () => {
    if (!canAdvance(step, about)) return;
    // The website is a url field: the browser checks it before the user leaves its step.
    if (formRef.current && !formRef.current.checkValidity()) {
      formRef.current.reportValidity();
      return;
    }
    setStep(nextStep(step));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field of an earlier step must not submit; neither may a second click while pending.
    if (!canSubmit(step, about) || complete.isPending) return;
    complete.mutate(
      // Names are optional: an empty one is left out (the service stores it as absent).
      { about: { ...about, ...namesToSend(names) }, profile: formToProfile(profile) },
      {
        onSuccess: async () => {
          toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your profile has been set up successfully.' });
          // A paid plan chosen before sign-up: the pricing page starts its checkout (docs/product.md#onboarding).
          navigate(chosenPlan() ? '/pricing' : '/dashboard', { replace: true });
          // The refreshed user has onboardingComplete: the shell's gate moves on to the app.
          await refreshUser();
        },
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to complete onboarding'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} className="w-full" aria-label="Onboarding">
      <Card className="shadow-lg">
        <CardHeader className="gap-4">
          <StepProgress step={step} />
          <div className="space-y-1.5">
            <CardTitle as="h1" ref={titleRef} className="text-2xl">
              {STEP_TITLES[step]}
            </CardTitle>
            <CardDescription>{STEP_DESCRIPTIONS[step]}</CardDescription>
          </div>
        </CardHeader>

        <CardContent className="space-y-5">
          {step > 1 && (
            <p className="rounded-md border border-dashed bg-muted/50 px-3 py-2 text-sm text-muted-foreground" data-testid="optional-note">
              Steps 2 and 3 are optional, but they help personalize your experience.
            </p>
          )}

          {step === 1 && (
            <div className="grid gap-5 sm:grid-cols-2">
              {NAME_FIELDS.map((field) => (
                <div key={field.name} className="space-y-2">
                  <Label htmlFor={`onboarding-${field.name}`}>
                    {field.label} <span className="font-normal text-muted-foreground">(optional)</span>
                  </Label>
                  <Input
                    id={`onboarding-${field.name}`}
                    autoComplete={field.autoComplete}
                    maxLength={MAX_NAME}
                    value={names[field.name]}
                    onChange={(event) => setNames((n) => ({ ...n, [field.name]: event.target.value }))}
                  />
                </div>
              ))}
            </div>
          )}

          {step === 1 &&
            ABOUT_SELECTS.map((select) => (
              <SelectField<string>
                key={select.name}
                id={`onboarding-${select.name}`}
                label={select.label}
                value={about[select.name]}
                options={select.options}
                labels={select.labels}
                onValueChange={(value) => setAbout((a) => ({ ...a, [select.name]: value }))}
                placeholder={select.placeholder}
              />
            ))}

          {step === 2 && (
            <ProfileFieldGrid specs={ONBOARDING_PRODUCT_FIELDS} idPrefix="onboarding" from="sm" text={profile.text} onChange={setText} />
          )}

          {step === 3 && (
            <>
              <ProfileField
                id="onboarding-targetPersonas"
                label="Target buyer personas"
                value={profile.text.targetPersonas}
                onChange={setText('targetPersonas')}
                placeholder="e.g. VP of Operations, Head of Logistics, IT Director"
                hint={TARGET_PERSONAS_HINT}
                multiline
                maxLength={MAX_PROFILE_TEXT}
              />
              <div className="space-y-3">
                <p className="text-sm leading-none font-medium">Methodologies you want to practise</p>
                <MethodologyChecklist
                  idPrefix="onboarding-methodology"
                  selected={profile.methodologies}
                  onChange={(methodologies) => setProfile((p) => ({ ...p, methodologies }))}
                />
              </div>
            </>
          )}
        </CardContent>

        <CardFooter className="justify-between gap-3 border-t pt-6">
          {/* Distinct keys: the Next button is never reused as the submit button mid-click. */}
          {step > 1 ? (
            <Button key="back" type="button" variant="outline" onClick={() => setStep(previousStep(step))} disabled={complete.isPending}>
              <ArrowLeft aria-hidden /> Back
            </Button>
          ) : (
            <span />
          )}
          {step < ONBOARDING_STEPS ? (
            <Button key="next" type="button" onClick={next} disabled={!canAdvance(step, about)}>
              Next <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={complete.isPending}>
              {complete.isPending ? 'Setting up...' : 'Complete Setup'}
            </Button>
          )}
        </CardFooter>
      </Card>
    </form>
  );
}
