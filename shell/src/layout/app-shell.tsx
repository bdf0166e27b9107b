import {
  Button,
  PortalContainerContext,
  Separator,
  SidebarInset,
  SidebarProvider,
  SidebarTrigger,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@blindspot/ui';
import { LifeBuoy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../lib/focus.js';
import { NAV_ITEMS, SUPPORT_EMAIL } from '../lib/nav.js';
import { AppSidebar } from './app-sidebar.js';
import { ThemeToggle } from './theme-toggle.js';
import { UserMenu } from './user-menu.js';

const OTHER_TITLES: Record<string, string> = { '/privacy': 'Privacy Policy', '/terms': 'Terms of Service' };

/**
 * Signed-in layout: the skip link (the first tab stop), the collapsible sidebar (navigation), the header
 * with the toggle, utilities and user menu (a banner), and the page in <main>.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const section = NAV_ITEMS.find((item) => item.path === pathname)?.title ?? OTHER_TITLES[pathname];
  // The header's overlays (the user menu, the tooltip) render inside it, so they are in its landmark.
  const [header, setHeader] = useState<HTMLElement | null>(null);
  return (
    <SidebarProvider>
      <SkipLink />
      <AppSidebar />
      <SidebarInset>
        <header
          ref={setHeader}
          className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 md:px-4"
        >
          <PortalContainerContext.Provider value={header}>
            <SidebarTrigger className="-ml-1" />
            <Separator orientation="vertical" className="mx-1 h-5!" />
            <span className="truncate text-sm font-medium text-muted-foreground">{section ?? 'Blindspot'}</span>
            <div className="ml-auto flex items-center gap-1">
              <Tooltip>
                <TooltipTrigger asChild>
                  <Button variant="ghost" size="icon" className="size-8" asChild>
                    <a href={`mailto:${SUPPORT_EMAIL}`} aria-label="Help and support">
                      <LifeBuoy />
                    </a>
                  </Button>
                </TooltipTrigger>
                <TooltipContent>Help and support</TooltipContent>
              </Tooltip>
              <ThemeToggle />
              <UserMenu />
            </div>
          </PortalContainerContext.Provider>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
