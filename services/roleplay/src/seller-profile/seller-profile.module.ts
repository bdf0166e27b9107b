import { Module } from '@nestjs/common';
import { SellerProfileClient } from './seller-profile.client.js';

/** Reads the seller's profile from auth, to personalise the buyer. */
@Module({
  providers: [SellerProfileClient],
  exports: [SellerProfileClient],
})
export class SellerProfileModule {}
