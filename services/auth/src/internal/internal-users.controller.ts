import { type SetSubscriptionInput, setSubscriptionSchema } from '@blindspot/contracts';
import { Internal, ZodBody } from '@blindspot/service-kit';
import { Controller, Get, NotFoundException, Param, Put } from '@nestjs/common';
import { z } from 'zod';
import { SellerProfileService, type StoredSellerProfile } from '../seller-profile/seller-profile.service.js';
import { type SubscriptionState, UsersService } from '../users/users.service.js';

// The stored version is a PostgreSQL integer.
const subscriptionSchema = setSubscriptionSchema.extend({
  version: z.number().int().nonnegative().max(2_147_483_647, 'version must be at most 2147483647'),
});

/** Service-to-service routes (x-internal-token); the gateway never routes `/internal/*`. */
@Controller('internal/users')
export class InternalUsersController {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: SellerProfileService,
  ) {}

  /**
   * Billing's outbox sets a user's tier. Idempotent and ordered: a version not newer than the stored
   * one changes nothing and still answers 200 (so billing stops resending it). The new tier reaches
   * access tokens at the user's next refresh.
   */
  @Internal()
  @Put(':id/subscription')
  setSubscription(@Param('id') id: string, @ZodBody(subscriptionSchema) body: SetSubscriptionInput): Promise<SubscriptionState> {
    return this.users.setSubscription(id, body);
  }

  /** Deals and roleplay personalise with the seller's profile; 404 when there is none. */
  @Internal()
  @Get(':id/seller-profile')
  async sellerProfile(@Param('id') id: string): Promise<StoredSellerProfile> {
    const profile = await this.profiles.find(id);
    if (!profile) throw new NotFoundException('Seller profile not found');
    return profile;
  }
}
