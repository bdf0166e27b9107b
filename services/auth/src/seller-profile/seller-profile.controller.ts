import { sellerProfileSchema, type AccessClaims, type SellerProfile } from '@blindspot/contracts';
import { CurrentUser, ZodBody } from '@blindspot/service-kit';
import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ActiveSessionGuard } from '../sessions/active-session.guard.js';
import { SellerProfileService, type StoredSellerProfile } from './seller-profile.service.js';

/** The signed-in seller's own profile. Fields that are absent are left out; no profile yet is `{}`. */
@Controller('api/seller-profile')
@UseGuards(ActiveSessionGuard)
export class SellerProfileController {
  constructor(private readonly profiles: SellerProfileService) {}

  @Get()
  async get(@CurrentUser() user: AccessClaims): Promise<StoredSellerProfile> {
    return (await this.profiles.find(user.sub)) ?? {};
  }

  @Put()
  put(@CurrentUser() user: AccessClaims, @ZodBody(sellerProfileSchema) body: SellerProfile): Promise<StoredSellerProfile> {
    return this.profiles.replace(user.sub, body);
  }
}
