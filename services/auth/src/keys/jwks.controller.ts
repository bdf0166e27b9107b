import { jwksSchema } from '@blindspot/contracts';
import { ApiRoute, Public } from '@blindspot/service-kit';
import { Controller, Get, Header } from '@nestjs/common';
import { KeyStore, type PublicJwk } from './key-store.js';

/** The public keys other services verify access tokens with (the gateway routes the `/api/auth/` form). */
@Controller()
export class JwksController {
  constructor(private readonly keys: KeyStore) {}

  @Public()
  @Get(['.well-known/jwks.json', 'api/auth/.well-known/jwks.json'])
  @Header('Cache-Control', 'public, max-age=300')
  @ApiRoute({ summary: 'The public keys that access tokens are signed with (JWKS)', tag: 'auth', response: jwksSchema })
  jwks(): { keys: PublicJwk[] } {
    return this.keys.jwks();
  }
}
