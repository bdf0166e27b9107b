import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KeysModule } from '../keys/keys.module.js';
import { ActiveSessionGuard } from './active-session.guard.js';
import { AuthController } from './auth.controller.js';
import { InternalSignInsController } from './internal-sign-ins.controller.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { RefreshTokenEntity } from './refresh-token.entity.js';
import { SessionPurgeService } from './session-purge.service.js';
import { SessionsService } from './sessions.service.js';
import { SignInEntity } from './sign-in.entity.js';

/**
 * Sign-up, sign-in, refresh and logout, and the revoked sign-ins feed. Exports what ActiveSessionGuard
 * needs, so every module whose routes use the guard imports this one.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SignInEntity, RefreshTokenEntity]), KeysModule],
  controllers: [AuthController, InternalSignInsController],
  providers: [SessionsService, SessionPurgeService, LoginThrottle, PasswordHasher, ActiveSessionGuard],
  exports: [SessionsService, ActiveSessionGuard, PasswordHasher],
})
export class SessionsModule {}
