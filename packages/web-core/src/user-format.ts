// Display rules for names, initials and plans (docs/product.md#display).
import type { Tier, User } from '@blindspot/contracts';

type NameFields = Partial<Pick<User, 'firstName' | 'lastName' | 'email'>> | null | undefined;

// Kept here rather than imported from contracts: importing a value from contracts would load its
// request schemas (and zod) on the landing page.
const TIER_NAMES: Record<Tier, string> = { free: 'Free', practice: 'Practice', pro: 'Pro' };

const clean = (value: string | null | undefined) => value?.trim() || '';

/** First plus last name if both exist, else first name, else e-mail, else 'User'. */
export function displayName(user: NameFields): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first} ${last}`;
  return first || clean(user?.email) || 'User';
}

/** First letters of first and last name in upper case, else the first name's, else the e-mail's first letter, else 'U'. */
export function initials(user: NameFields): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return first[0].toUpperCase();
  const email = clean(user?.email);
  return email ? email[0].toUpperCase() : 'U';
}

/** The tier's name; a missing or unknown tier counts as Free. */
export function tierName(tier: Tier | string | null | undefined): string {
  return TIER_NAMES[(tier ?? 'free') as Tier] ?? TIER_NAMES.free;
}

/** '{Tier} Plan', e.g. 'Free Plan'. */
export function planLabel(tier: Tier | string | null | undefined): string {
  return `${tierName(tier)} Plan`;
}
