import { type AccessClaims, type SellerProfile, sellerProfileSchema, storedSellerProfileSchema } from '@blindspot/contracts';
import { ApiRoute, CurrentUser, ZodBody } from '@blindspot/service-kit';
import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ActiveSessionGuard } from '../sessions/active-session.guard.js';
import { SellerProfileService, type StoredSellerProfile } from './seller-profile.service.js';

/** The signed-in seller's own profile. Fields that are absent are left out; no profile yet is `{}`. */
@Controller('api/seller-profile')
@UseGuards(ActiveSessionGuard)
export class SellerProfileController {
  constructor(private readonly profiles: SellerProfileService) {}

  @Get()
  @ApiRoute({ summary: 'Your seller profile (what you sell, to whom, against whom)', tag: 'account', response: storedSellerProfileSchema })
  async get(@CurrentUser() user: AccessClaims): Promise<StoredSellerProfile> {
    return (await this.profiles.find(user.sub)) ?? {};
  }

  @Put()
  @ApiRoute({ summary: 'Replace your seller profile (fields left out are cleared)', tag: 'account', response: storedSellerProfileSchema })
  put(@CurrentUser() user: AccessClaims, @ZodBody(sellerProfileSchema) body: SellerProfile): Promise<StoredSellerProfile> {
    return this.profiles.replace(user.sub, body);
  }
}
