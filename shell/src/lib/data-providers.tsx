import { TooltipProvider } from '@blindspot/ui';
import { queryClient } from '@blindspot/web-core/query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** What pages with server data and remote modules need: the shared query client and tooltips. */
export function DataProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
