import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type AccessClaims, TIERS } from '@blindspot/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { z } from 'zod';
import { ACCESS_KEY_PROVIDER, type AccessKeyProvider, UnknownKeyError } from './access-keys.js';

// Auth always sets exp, iat and a user id (a UUID) as sub: a token without them was not made by auth's
// issuing code, and one without exp would never expire (jsonwebtoken only checks exp when present).
const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  tier: z.enum(TIERS),
  sid: z.string().min(1),
  exp: z.number().int(),
  iat: z.number().int(),
});

function keyIdOf(rawJwt: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(rawJwt.split('.')[0], 'base64url').toString('utf8'));
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies the bearer access token: RS256 only, a `kid`, issuer, audience, `exp`, `iat` and a UUID `sub`. */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, 'access-token') {
  constructor(@Inject(ACCESS_KEY_PROVIDER) keys: AccessKeyProvider) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: ['RS256'],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      ignoreExpiration: false,
      secretOrKeyProvider: (_request, rawJwt, done) => {
        const kid = keyIdOf(rawJwt);
        // A token must name its key; with a single published key the JWKS lookup would otherwise pick it.
        if (!kid) return done(new UnknownKeyError('The access token names no key (kid)'));
        keys.publicKey(kid).then(
          // jsonwebtoken verifies with a KeyObject as well as a PEM string; the typings only know the latter.
          (key) => done(null, key as string),
          (error) => done(error),
        );
      },
    });
  }

  validate(payload: unknown): AccessClaims | false {
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return false;
    const { sub, email, tier, sid } = claims.data;
    return { sub, email, tier, sid };
  }
}
