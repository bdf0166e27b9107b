import { toast } from '@blindspot/ui';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Input, Label } from '@blindspot/ui/core';
import { errorMessage, useAuth } from '@blindspot/web-core';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LogoMark } from '../layout/logo.js';
import { ThemeToggle } from '../layout/theme-toggle.js';
import { usePageTitle } from '../lib/use-page-title.js';

type Mode = 'sign-in' | 'sign-up';

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

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const text = TEXT[mode];
  usePageTitle(text.title);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      if (mode === 'sign-in') {
        await signIn(email, password);
        toast({ title: 'Welcome back!', description: 'Successfully signed in to your account' });
      } else {
        await signUp(email, password);
        toast({ title: 'Account created!', description: "Welcome to Blindspot. Let's get you set up." });
      }
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, mode === 'sign-in' ? 'Failed to sign in' : 'Failed to sign up'),
        variant: 'destructive',
      });
      setPending(false);
    }
  };

  return (
    <main className="relative flex min-h-svh flex-col items-center justify-center bg-gradient-to-b from-primary/10 via-background to-background px-4 py-12">
      <div className="absolute top-4 right-4">
        <ThemeToggle />
      </div>
      <div className="w-full max-w-md">
        <Link to="/" className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted-foreground transition-colors hover:text-foreground">
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
          </CardHeader>
          <CardContent>
            <form className="space-y-4" onSubmit={submit}>
              <div className="space-y-2">
                <Label htmlFor="email">Email</Label>
                <Input
                  id="email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
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
                  onChange={(event) => setPassword(event.target.value)}
                  aria-describedby={mode === 'sign-up' ? 'password-hint' : undefined}
                />
                {mode === 'sign-up' && (
                  <p id="password-hint" className="text-xs text-muted-foreground">
                    Minimum 6 characters
                  </p>
                )}
              </div>
              <Button type="submit" className="w-full" disabled={pending}>
                {pending ? text.pending : text.submit}
              </Button>
            </form>
          </CardContent>
          <CardFooter className="justify-center text-sm text-muted-foreground">
            {text.switchPrompt}
            <Button
              type="button"
              variant="link"
              className="h-auto px-1.5"
              onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
              disabled={pending}
            >
              {text.switchAction}
            </Button>
          </CardFooter>
        </Card>
      </div>
    </main>
  );
}
