// Asks auth for the seller's profile so the buyer and account fit what they sell. Personalisation is a
// bonus: when auth is slow or down, the session starts without it.
import { SELLER_PROFILE_TEXT_FIELDS, type SellerProfile } from '@blindspot/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ROLEPLAY_CONFIG, type RoleplayConfig } from '../config.js';

@Injectable()
export class SellerProfileClient {
  private readonly logger = new Logger(SellerProfileClient.name);

  constructor(@Inject(ROLEPLAY_CONFIG) private readonly config: RoleplayConfig) {}

  async fetch(userId: string): Promise<Partial<SellerProfile> | null> {
    const url = `${this.config.AUTH_INTERNAL_URL}/internal/users/${encodeURIComponent(userId)}/seller-profile`;
    try {
      const response = await fetch(url, {
        headers: { 'x-internal-token': this.config.INTERNAL_TOKEN, accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.SELLER_PROFILE_TIMEOUT_MS),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`auth answered ${response.status}`);
      return pickProfile(await response.json());
    } catch (error) {
      this.logger.warn(`Seller profile of ${userId} unavailable, starting without it: ${(error as Error).message}`);
      return null;
    }
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
