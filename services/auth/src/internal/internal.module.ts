import { Module } from '@nestjs/common';
import { SellerProfileModule } from '../seller-profile/seller-profile.module.js';
import { UsersModule } from '../users/users.module.js';
import { InternalUsersController } from './internal-users.controller.js';

/** The `/internal/users/*` routes other services call (billing's subscription updates, the seller profile). */
@Module({
  imports: [UsersModule, SellerProfileModule],
  controllers: [InternalUsersController],
})
export class InternalModule {}
