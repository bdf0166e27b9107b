import { Button } from '@blindspot/ui/core';
import { useAuth } from '@blindspot/web-core';
import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout.js';
import { usePageTitle } from '../lib/use-page-title.js';

export function NotFoundContent() {
  usePageTitle('Page Not Found');
  const { user } = useAuth();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-20 text-center" data-testid="not-found">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass className="size-7" aria-hidden />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button className="mt-8" asChild>
        <Link to={user ? '/dashboard' : '/'}>{user ? 'Go to Dashboard' : 'Back to Home'}</Link>
      </Button>
    </div>
  );
}

export default function NotFoundPage() {
  return (
    <PublicLayout>
      <div className="px-4">
        <NotFoundContent />
      </div>
    </PublicLayout>
  );
}
