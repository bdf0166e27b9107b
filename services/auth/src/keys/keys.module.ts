import { ACCESS_KEY_PROVIDER } from '@blindspot/service-kit';
import { Module } from '@nestjs/common';
import { JwksController } from './jwks.controller.js';
import { KeyStore } from './key-store.js';

/** Auth's signing key: the JWKS route, and the key store sessions sign with. */
@Module({
  controllers: [JwksController],
  // One key store: the instance the kit's guard verifies with (ServiceKitModule's accessKeyProvider) also signs.
  providers: [{ provide: KeyStore, useExisting: ACCESS_KEY_PROVIDER }],
  exports: [KeyStore],
})
export class KeysModule {}
