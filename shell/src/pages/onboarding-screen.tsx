import { Button } from '@blindspot/ui';
import { LogOut } from 'lucide-react';
import { Logo } from '../layout/logo.js';
import { ThemeToggle } from '../layout/theme-toggle.js';
import { useLogOut } from '../layout/use-log-out.js';
import { DataProviders } from '../lib/data-providers.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { RemoteComponent } from '../remotes/remote-component.js';

/** Signed in with onboarding incomplete: the wizard instead of the app, whatever the path. */
export default function OnboardingScreen() {
  usePageTitle('Welcome');
  const logOut = useLogOut();
  return (
    <div className="flex min-h-svh flex-col bg-gradient-to-b from-primary/5 via-background to-background">
      <header className="flex items-center justify-between px-4 py-4 md:px-8">
        <Logo to="/" />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Button variant="ghost" size="sm" onClick={() => void logOut()}>
            <LogOut />
            Log out
          </Button>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 md:pt-10">
        <div className="w-full max-w-2xl">
          <DataProviders>
            <RemoteComponent id="account/OnboardingWizard" title="Onboarding" />
          </DataProviders>
        </div>
      </main>
    </div>
  );
}
