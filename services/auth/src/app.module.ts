import { ACCESS_KEY_PROVIDER, SERVICE_CONFIG, ServiceKitModule } from '@blindspot/service-kit';
import { Module } from '@nestjs/common';
import { AUTH_CONFIG, authConfigSchema } from './config.js';
import { InternalUsersController } from './internal/internal-users.controller.js';
import { JwksController } from './keys/jwks.controller.js';
import { KeyStore } from './keys/key-store.js';
import { AuthSchema1763800000000 } from './migrations/1763800000000-auth-schema.js';
import { LoginDefence1764910000000 } from './migrations/1764910000000-login-defence.js';
import { PersonalTokens1766700000000 } from './migrations/1766700000000-personal-tokens.js';
import { InternalPersonalTokensController, PersonalTokensController } from './personal-tokens/personal-tokens.controller.js';
import { PersonalTokensService } from './personal-tokens/personal-tokens.service.js';
import { SellerProfileController } from './seller-profile/seller-profile.controller.js';
import { SellerProfileEntity } from './seller-profile/seller-profile.entity.js';
import { SellerProfileService } from './seller-profile/seller-profile.service.js';
import { ActiveSessionGuard } from './sessions/active-session.guard.js';
import { AuthController } from './sessions/auth.controller.js';
import { InternalSignInsController } from './sessions/internal-sign-ins.controller.js';
import { LoginThrottle } from './sessions/login-throttle.js';
import { RefreshTokenEntity } from './sessions/refresh-token.entity.js';
import { SessionPurgeService } from './sessions/session-purge.service.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInEntity } from './sessions/sign-in.entity.js';
import { DealsUsageClient } from './usage/deals-usage.client.js';
import { PasswordHasher } from './users/password-hasher.js';
import { UserEntity } from './users/user.entity.js';
import { UsersController } from './users/users.controller.js';
import { UsersService } from './users/users.service.js';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'auth',
      entities: [UserEntity, SignInEntity, RefreshTokenEntity, SellerProfileEntity],
      migrations: [AuthSchema1763800000000, LoginDefence1764910000000, PersonalTokens1766700000000],
      configSchema: authConfigSchema,
      // The guard verifies tokens with auth's own key store, not over HTTP from itself.
      accessKeyProvider: KeyStore,
      // Auth's signed-in routes check its own sign_ins table (ActiveSessionGuard), not a polled list.
      pollRevokedSignIns: false,
    }),
  ],
  controllers: [
    JwksController, AuthController, UsersController, SellerProfileController, InternalUsersController, InternalSignInsController,
    PersonalTokensController, InternalPersonalTokensController,
  ],
  providers: [
    { provide: AUTH_CONFIG, useExisting: SERVICE_CONFIG },
    // One key store: the instance the kit's guard uses also signs.
    { provide: KeyStore, useExisting: ACCESS_KEY_PROVIDER },
    PasswordHasher,
    DealsUsageClient,
    UsersService,
    SessionsService,
    SessionPurgeService,
    SellerProfileService,
    ActiveSessionGuard,
    LoginThrottle,
    PersonalTokensService,
  ],
})
export class AppModule {}
