import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, TIERS, type AccessClaims } from '@blindspot/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { z } from 'zod';
import { ACCESS_KEY_PROVIDER, type AccessKeyProvider } from './access-keys.js';

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  tier: z.enum(TIERS),
  sid: z.string().min(1),
});

function keyIdOf(rawJwt: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(rawJwt.split('.')[0], 'base64url').toString('utf8'));
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/** Verifies the bearer access token: RS256 only, issuer, audience and expiry checked. */
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
        keys.publicKey(keyIdOf(rawJwt)).then(
          // jsonwebtoken verifies with a KeyObject as well as a PEM string; the typings only know the latter.
          (key) => done(null, key as string),
          (error) => done(error),
        );
      },
    });
  }

  validate(payload: unknown): AccessClaims | false {
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : false;
  }
}
