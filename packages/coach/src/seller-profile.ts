// Fetches a seller's profile from auth's internal route, for personalising the coach. Personalisation
// is a bonus: when auth is slow, down or has no profile, the caller goes on without one.
import { SELLER_PROFILE_TEXT_FIELDS, type SellerProfile } from '@blindspot/contracts';

export interface SellerProfileSource {
  /** Auth's base URL for internal routes (e.g. http://127.0.0.1:3001). */
  authInternalUrl: string;
  internalToken: string;
  timeoutMs: number;
}

/** The profile's non-empty text fields, or null when there is none or it cannot be read (the reason goes to `onError`). */
export async function fetchSellerProfile(
  source: SellerProfileSource,
  userId: string,
  onError: (reason: string) => void = () => {},
): Promise<Partial<SellerProfile> | null> {
  const url = `${source.authInternalUrl.replace(/\/+$/, '')}/internal/users/${encodeURIComponent(userId)}/seller-profile`;
  try {
    const response = await fetch(url, {
      headers: { 'x-internal-token': source.internalToken, accept: 'application/json' },
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`auth answered ${response.status}`);
    return pickProfile(await response.json());
  } catch (error) {
    onError((error as Error).message);
    return null;
  }
}

/** Keeps the known text fields that hold something (auth may send nulls or extra fields). */
function pickProfile(body: unknown): Partial<SellerProfile> | null {
  if (typeof body !== 'object' || body === null) return null;
  const profile: Partial<SellerProfile> = {};
  for (const field of SELLER_PROFILE_TEXT_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) profile[field] = value.trim();
  }
  return Object.keys(profile).length > 0 ? profile : null;
}
