import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@blindspot/ui';
import { displayName, planLabel, useAuth } from '@blindspot/web-core';
import { LogOut } from 'lucide-react';
import { useLogOut } from './use-log-out.js';
import { UserAvatar } from './user-avatar.js';

export function UserMenu() {
  const { user } = useAuth();
  const logOut = useLogOut();
  return (
    // Not modal: an open menu leaves the page in the accessibility tree (a modal one hides all of it,
    // focusable controls included, behind aria-hidden). Focus still moves into the menu; Escape closes it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu">
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <div className="flex flex-col gap-1">
            <p className="truncate text-sm font-medium" data-testid="menu-name">
              {displayName(user)}
            </p>
            <p className="truncate text-xs text-muted-foreground" data-testid="menu-email">
              {user?.email}
            </p>
            <p className="text-xs font-medium text-primary" data-testid="menu-plan">
              {planLabel(user?.subscriptionTier)}
            </p>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
