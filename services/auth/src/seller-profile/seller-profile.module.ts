import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module.js';
import { SellerProfileController } from './seller-profile.controller.js';
import { SellerProfileEntity } from './seller-profile.entity.js';
import { SellerProfileService } from './seller-profile.service.js';

/** The seller's profile, which deals and roleplay personalise with. */
@Module({
  imports: [TypeOrmModule.forFeature([SellerProfileEntity]), SessionsModule],
  controllers: [SellerProfileController],
  providers: [SellerProfileService],
  exports: [SellerProfileService],
})
export class SellerProfileModule {}
