import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module.js';
import { InternalPersonalTokensController, PersonalTokensController } from './personal-tokens.controller.js';
import { PersonalTokensService } from './personal-tokens.service.js';

/** Personal access tokens (`bsp_`): the user's routes and the introspection route every service's guard calls. */
@Module({
  imports: [SessionsModule],
  controllers: [PersonalTokensController, InternalPersonalTokensController],
  providers: [PersonalTokensService],
})
export class PersonalTokensModule {}
