import {
  Button,
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  SidebarSeparator,
  useSidebar,
} from '@blindspot/ui';
import { displayName, planLabel, useAuth } from '@blindspot/web-core';
import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { NAV_ITEMS } from '../lib/nav.js';
import { frameSlot } from '../lib/signed-in-frame.js';
import { LogoMark } from './logo.js';
import { useLogOut } from './use-log-out.js';
import { UserAvatar } from './user-avatar.js';

export function AppSidebar() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { isMobile, setOpenMobile } = useSidebar();
  const logOut = useLogOut();
  // On small screens the panel closes once a destination is chosen.
  const closeOnMobile = () => isMobile && setOpenMobile(false);

  return (
    <Sidebar collapsible="icon">
      {/* The app's navigation landmark; the footer (who is signed in, Log Out) is a region of its own. */}
      <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col">
        <SidebarHeader>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton size="lg" asChild>
                <Link to="/dashboard" onClick={closeOnMobile}>
                  {/* Wrapped: the menu button sizes direct svg children as icons. */}
                  <span className="flex size-8 shrink-0 items-center justify-center">
                    <LogoMark />
                  </span>
                  <span className="grid leading-tight">
                    <span className="font-semibold">Blindspot</span>
                    <span className="text-xs text-muted-foreground">AI sales coach</span>
                  </span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarHeader>
        <SidebarSeparator />
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Navigation</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {NAV_ITEMS.map((item) => (
                  <SidebarMenuItem key={item.path}>
                    <SidebarMenuButton asChild isActive={pathname === item.path} tooltip={item.title}>
                      <Link to={item.path} onClick={closeOnMobile}>
                        <item.icon />
                        <span>{item.title}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        </SidebarContent>
      </nav>
      <SidebarSeparator />
      <SidebarFooter role="region" aria-label="Account">
        <div className="flex items-center gap-2 rounded-md p-1 group-data-[collapsible=icon]:p-0" data-testid="sidebar-user">
          <UserAvatar user={user} />
          <div className="grid min-w-0 flex-1 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate text-sm font-medium" data-testid="sidebar-name" {...frameSlot('displayName')}>
              {displayName(user)}
            </span>
            <span className="truncate text-xs text-muted-foreground" data-testid="sidebar-plan" {...frameSlot('plan')}>
              {planLabel(user?.subscriptionTier)}
            </span>
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="w-full justify-start group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:justify-center group-data-[collapsible=icon]:p-0"
          onClick={() => void logOut()}
          aria-label="Log Out"
        >
          <LogOut />
          <span className="group-data-[collapsible=icon]:hidden">Log Out</span>
        </Button>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
