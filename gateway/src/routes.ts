import type { UpstreamName } from './config.js';

/**
 * Which service answers a public path: `/api/auth/*`, `/api/user` and `/api/user/*`, `/api/seller-profile` to auth,
 * `/api/deal-analyses*` to deals, `/api/roleplay-sessions*` and `/api/call-reviews*` to roleplay, `/api/stripe/*` to billing.
 * Anything else (other `/api/*`, `/internal/*`) is not proxied. Paths with `.` or `..` segments (also
 * percent-encoded) are never proxied either: a service must not be reached at a path that normalises
 * to somewhere else.
 */
export function upstreamFor(url: string): UpstreamName | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.startsWith('/api/')) return null;
  if (hasDotSegment(path)) return null;
  const rest = path.slice(5);
  if (rest.startsWith('auth/') || rest.startsWith('user/')) return 'auth';
  // DELETE /api/user deletes the account (docs/accounts.md).
  if (rest === 'seller-profile' || rest === 'user') return 'auth';
  if (rest === 'deal-analyses' || rest.startsWith('deal-analyses/')) return 'deals';
  if (rest === 'roleplay-sessions' || rest.startsWith('roleplay-sessions/')) return 'roleplay';
  if (rest === 'call-reviews' || rest.startsWith('call-reviews/')) return 'roleplay';
  if (rest.startsWith('stripe/')) return 'billing';
  return null;
}

function hasDotSegment(path: string): boolean {
  if (!path.includes('.') && !/%2e/i.test(path)) return false;
  return path.split('/').some((segment) => {
    const plain = segment.replace(/%2e/gi, '.');
    return plain === '.' || plain === '..';
  });
}
