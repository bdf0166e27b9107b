import type { Tier } from '@blindspot/contracts';
import { toast } from '@blindspot/ui';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Input, Label } from '@blindspot/ui/core';
import { errorMessage, isApiError, paidPlanFrom, rememberChosenPlan, tierName, useAuth } from '@blindspot/web-core';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LogoMark } from '../layout/logo.js';
import { ThemeToggle } from '../layout/theme-toggle.js';
import { useHydrated } from '../lib/use-hydrated.js';
import { usePageTitle } from '../lib/use-page-title.js';

export type Mode = 'sign-in' | 'sign-up';

/** Each mode has its own address, so every "get started" link opens Create Account (docs/product.md#sign-in). */
const PATHS: Record<Mode, string> = { 'sign-in': '/login', 'sign-up': '/signup' };

/** Which field a refused submission is about: both for wrong credentials (which one is wrong is not said). */
type FieldError = { fields: ReadonlyArray<'email' | 'password'>; message: string };

function fieldError(mode: Mode, error: unknown, message: string): FieldError | null {
  // Only the answers about what was typed (400, 422) mark a field; limits and outages are toasts alone.
  if (!isApiError(error) || (error.status !== 400 && error.status !== 422)) return null;
  if (mode === 'sign-in') return { fields: ['email', 'password'], message: `${message}. Check your e-mail and password.` };
  return { fields: [/password/i.test(message) ? 'password' : 'email'], message };
}

const TEXT = {
  'sign-in': {
    title: 'Welcome Back',
    subtitle: 'Sign in to continue your sales training',
    submit: 'Sign In',
    pending: 'Signing in...',
    switchPrompt: "Don't have an account?",
    switchAction: 'Sign up',
  },
  'sign-up': {
    title: 'Create Account',
    subtitle: 'Start your sales training journey',
    submit: 'Create Account',
    pending: 'Creating account...',
    switchPrompt: 'Already have an account?',
    switchAction: 'Sign in',
  },
} as const;

export default function LoginPage({ mode = 'sign-in' }: { mode?: Mode }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState<FieldError | null>(null);
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read after the first render: the page may be served prerendered, without the query string.
  const [plan, setPlan] = useState<Tier | null>(null);
  useEffect(() => setPlan(paidPlanFrom(new URLSearchParams(search).get('plan'))), [search]);
  const text = TEXT[mode];
  usePageTitle(text.title);
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: switching between sign-in and sign-up clears the field errors
  useEffect(() => setInvalid(null), [mode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setInvalid(null);
    try {
      if (mode === 'sign-in') {
        await signIn(email, password);
        toast({ title: 'Welcome back!', description: 'Successfully signed in to your account' });
      } else {
        await signUp(email, password);
        toast({ title: 'Account created!', description: "Welcome to Blindspot. Let's get you set up." });
      }
      // A plan picked before signing up waits for onboarding; a signed-in user goes to its checkout now.
      rememberChosenPlan(plan);
      navigate(plan && mode === 'sign-in' ? '/pricing' : '/dashboard', { replace: true });
    } catch (error) {
      const message = errorMessage(error, mode === 'sign-in' ? 'Failed to sign in' : 'Failed to sign up');
      toast({ title: 'Error', description: message, variant: 'destructive' });
      setInvalid(fieldError(mode, error, message));
      setPending(false);
    }
  };

  const errorFor = (field: 'email' | 'password') => (invalid?.fields.includes(field) ? invalid : null);
  const describedBy = (field: 'email' | 'password', ...ids: Array<string | false>) =>
    [...ids, errorFor(field) && 'credentials-error'].filter(Boolean).join(' ') || undefined;
  const edited = (field: 'email' | 'password') => {
    if (errorFor(field)) setInvalid(null);
  };

  return (
    <main className="relative flex min-h-svh flex-col items-center justify-center bg-gradient-to-b from-primary/10 via-background to-background px-4 py-12">
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-md">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Home
        </Link>
        <Card className="shadow-lg">
          <CardHeader className="items-center text-center">
            <LogoMark className="mx-auto mb-2 size-10" />
            <CardTitle className="text-2xl">
              <h1>{text.title}</h1>
            </CardTitle>
            <CardDescription>{text.subtitle}</CardDescription>
            {plan && (
              <p className="mt-2 rounded-md bg-primary/10 px-3 py-2 text-sm" data-testid="chosen-plan">
                You chose the {tierName(plan)} plan: checkout follows {mode === 'sign-up' ? 'your account setup' : 'sign-in'}.
              </p>
            )}
          </CardHeader>
          <CardContent>
            <form onSubmit={submit}>
              {/* Disabled in the prerendered page until hydrated (useHydrated). */}
              <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
                <div className="space-y-2">
                  <Label htmlFor="email">Email</Label>
                  <Input
                    id="email"
                    type="email"
                    autoComplete="email"
                    placeholder="you@company.com"
                    required
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      edited('email');
                    }}
                    aria-invalid={errorFor('email') ? true : undefined}
                    aria-describedby={describedBy('email')}
                  />
                </div>
                <div className="space-y-2">
                  <Label htmlFor="password">Password</Label>
                  <Input
                    id="password"
                    type="password"
                    autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
                    required
                    minLength={6}
                    value={password}
                    onChange={(event) => {
                      setPassword(event.target.value);
                      edited('password');
                    }}
                    aria-invalid={errorFor('password') ? true : undefined}
                    aria-describedby={describedBy('password', mode === 'sign-up' && 'password-hint')}
                  />
                  {mode === 'sign-up' && (
                    <p id="password-hint" className="text-xs text-muted-foreground">
                      Minimum 6 characters
                    </p>
                  )}
                </div>
                {invalid && (
                  <p id="credentials-error" className="text-sm font-medium text-destructive">
                    {invalid.message}
                  </p>
                )}
                <Button type="submit" className="w-full" disabled={pending}>
                  {pending ? text.pending : text.submit}
                </Button>
              </fieldset>
            </form>
          </CardContent>
          <CardFooter className="justify-center text-sm text-muted-foreground">
            {text.switchPrompt}
            <Button
              type="button"
              variant="link"
              className="h-auto px-1.5"
              // The chosen plan (?plan=) goes along to the other mode.
              onClick={() => navigate(`${PATHS[mode === 'sign-in' ? 'sign-up' : 'sign-in']}${search}`, { replace: true })}
              // Like the form: a button in the prerendered page does nothing until React has hydrated it.
              disabled={pending || !hydrated}
            >
              {text.switchAction}
            </Button>
          </CardFooter>
        </Card>
      </div>
    </main>
  );
}
