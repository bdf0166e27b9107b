import type { User } from '@blindspot/contracts';
import { Avatar, AvatarFallback, AvatarImage, cn } from '@blindspot/ui';
import { displayName, initials } from '@blindspot/web-core';
import { frameSlot } from '../lib/signed-in-frame.js';

/** The profile image, or the user's initials (docs/product.md#display). */
export function UserAvatar({ user, className }: { user: User | null; className?: string }) {
  return (
    <Avatar className={cn('size-8', className)}>
      {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={displayName(user)} />}
      <AvatarFallback data-testid="avatar-initials" {...frameSlot('initials')}>
        {initials(user)}
      </AvatarFallback>
    </Avatar>
  );
}
