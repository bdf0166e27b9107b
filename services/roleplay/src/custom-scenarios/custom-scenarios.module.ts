import { Module } from '@nestjs/common';
import { SellerProfileModule } from '../seller-profile/seller-profile.module.js';
import { CustomScenariosController } from './custom-scenarios.controller.js';
import { CustomScenariosService } from './custom-scenarios.service.js';

/** The seller's own scenarios (Pro) and the sessions played from them. */
@Module({
  imports: [SellerProfileModule],
  controllers: [CustomScenariosController],
  providers: [CustomScenariosService],
})
export class CustomScenariosModule {}
