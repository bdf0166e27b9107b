// Asks auth for the seller's profile so the buyer and account fit what they sell. Personalisation is a
// bonus: when auth is slow or down, the session starts without it.
import { fetchSellerProfile } from '@blindspot/coach';
import type { SellerProfile } from '@blindspot/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ROLEPLAY_CONFIG, type RoleplayConfig } from '../config.js';

@Injectable()
export class SellerProfileClient {
  private readonly logger = new Logger(SellerProfileClient.name);

  constructor(@Inject(ROLEPLAY_CONFIG) private readonly config: RoleplayConfig) {}

  fetch(userId: string): Promise<Partial<SellerProfile> | null> {
    return fetchSellerProfile(
      {
        authInternalUrl: this.config.AUTH_INTERNAL_URL,
        internalToken: this.config.INTERNAL_TOKEN,
        timeoutMs: this.config.SELLER_PROFILE_TIMEOUT_MS,
      },
      userId,
      (reason) => this.logger.warn(`Seller profile of ${userId} unavailable, starting without it: ${reason}`),
    );
  }
}
