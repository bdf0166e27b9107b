// The page a remote's dev server shows when it runs alone: its exposed pages and widgets inside the
// providers the shell gives them, a sign-in form (the API needs a session) and a theme toggle.
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Spinner,
  Toaster,
  TooltipProvider,
  toast,
} from '@blindspot/ui';
import { errorMessage, startAuth, useAuth, useTheme } from '@blindspot/web-core';
import { queryClient } from '@blindspot/web-core/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router-dom';

export interface StandaloneModule {
  name: string;
  path: string;
  widget: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

/** A page's path without its optional trailing parameter (`/roleplay/call-review/:id?` → `/roleplay/call-review`). */
const navPath = (path: string) => path.replace(/\/:[^/]+\?$/, '');

function SignIn() {
  const { signIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await signIn(email, password);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to sign in'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="mx-auto mt-16 max-w-sm">
      <CardHeader>
        <CardTitle>Sign in to the gateway</CardTitle>
        <CardDescription>This remote calls the API through the gateway proxied at /api.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="email">Email</Label>
            <Input id="email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="password">Password</Label>
            <Input id="password" type="password" required minLength={6} value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Standalone({ name, modules }: { name: string; modules: StandaloneModule[] }) {
  const { user, isLoading, signOut } = useAuth();
  const { theme, toggleTheme } = useTheme();
  const pages = modules.filter((m) => !m.widget).map((m) => ({ ...m, Component: lazy(m.load) }));
  const widgets = modules.filter((m) => m.widget).map((m) => ({ ...m, Component: lazy(m.load) }));
  return (
    <div className="min-h-svh bg-background">
      <header className="flex flex-wrap items-center gap-3 border-b px-4 py-3">
        <strong className="mr-2">{name} (standalone)</strong>
        <NavLink to="/" className="text-sm text-muted-foreground hover:text-foreground">
          Widgets
        </NavLink>
        {/* A page with a parameter (a session's own URL) is reached from another page, not from here; an optional one is left off. */}
        {pages
          .filter((page) => !navPath(page.path).includes(':'))
          .map((page) => (
            <NavLink key={page.path} to={navPath(page.path)} className="text-sm text-muted-foreground hover:text-foreground">
              {page.name}
            </NavLink>
          ))}
        <span className="ml-auto" />
        <Button variant="ghost" size="sm" onClick={toggleTheme}>
          {theme === 'dark' ? 'Light' : 'Dark'}
        </Button>
        {user && (
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            Log out {user.email}
          </Button>
        )}
      </header>
      <main className="mx-auto max-w-6xl p-4 md:p-8">
        {isLoading ? (
          <Spinner className="mx-auto mt-16" />
        ) : !user ? (
          <SignIn />
        ) : (
          <Suspense fallback={<Spinner className="mx-auto mt-16" />}>
            <Routes>
              <Route
                path="/"
                element={
                  <div className="grid gap-6 md:grid-cols-2">
                    {widgets.map(({ name: widgetName, Component }) => (
                      <Component key={widgetName} />
                    ))}
                  </div>
                }
              />
              {pages.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<p className="text-muted-foreground">Not part of this remote.</p>} />
            </Routes>
          </Suspense>
        )}
      </main>
    </div>
  );
}

export function mountStandalone(name: string, modules: StandaloneModule[]): void {
  startAuth();
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <BrowserRouter>
          <Standalone name={name} modules={modules} />
        </BrowserRouter>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}
