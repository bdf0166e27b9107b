import { ServiceKitModule } from '@blindspot/service-kit';
import { Module } from '@nestjs/common';
import { AccountsModule } from './accounts/accounts.module.js';
import { AUTH_CONFIG, authConfigSchema } from './config.js';
import { InternalModule } from './internal/internal.module.js';
import { KeyStore } from './keys/key-store.js';
import { KeysModule } from './keys/keys.module.js';
import { AuthSchema1763800000000 } from './migrations/1763800000000-auth-schema.js';
import { LoginDefence1764910000000 } from './migrations/1764910000000-login-defence.js';
import { PersonalTokens1766700000000 } from './migrations/1766700000000-personal-tokens.js';
import { AccountDeletions1767100000000 } from './migrations/1767100000000-account-deletions.js';
import { PersonalTokensModule } from './personal-tokens/personal-tokens.module.js';
import { SellerProfileModule } from './seller-profile/seller-profile.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { UsersModule } from './users/users.module.js';

@Module({
  imports: [
    ServiceKitModule.forRoot({
      name: 'auth',
      migrations: [AuthSchema1763800000000, LoginDefence1764910000000, PersonalTokens1766700000000, AccountDeletions1767100000000],
      configSchema: authConfigSchema,
      configToken: AUTH_CONFIG,
      // The guard verifies tokens with auth's own key store, not over HTTP from itself.
      accessKeyProvider: KeyStore,
      // Auth's signed-in routes check its own sign_ins table (ActiveSessionGuard), not a polled list.
      pollRevokedSignIns: false,
    }),
    KeysModule,
    SessionsModule,
    UsersModule,
    SellerProfileModule,
    PersonalTokensModule,
    InternalModule,
    AccountsModule,
  ],
})
export class AppModule {}
