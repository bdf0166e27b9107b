// Helpers for a service's HTTP tests: start it on a free port, and mint tokens it will accept.

import { type KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessClaims,
  type PersonalTokenScope,
  type SellerProfile,
  type Tier,
} from '@blindspot/contracts';
import type { INestApplication, Type } from '@nestjs/common';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServiceApp } from './bootstrap.js';
import { checkAnswersAgainstDocument, undocumentedRoutes } from './openapi/testing/answer-checks.js';

export interface TestService {
  url: string;
  app: INestApplication;
  /** Answers that did not match the service's OpenAPI document so far (each was also turned into a 500 naming it). */
  openApiMismatches: string[];
  /** Stops the service; then throws, listing them, if any answer did not match the OpenAPI document. */
  close(): Promise<void>;
}

/**
 * Starts a service on 127.0.0.1 and a free port with the given environment (logs silent unless LOG_LEVEL
 * is given). Every answer it sends on a public route is checked against its own OpenAPI document
 * (docs/api.md, Tests): one that does not match becomes a 500 naming the mismatch, and `close()` fails.
 */
export async function startTestService(
  module: Type<unknown>,
  options: { env: Record<string, string> /** `off` for the kit's own fixtures, which are not services. */; openApi?: 'check' | 'off' },
): Promise<TestService> {
  Object.assign(process.env, { LOG_LEVEL: 'silent', ...options.env, PORT: '0', HOST: '127.0.0.1' });
  const app = await createServiceApp(module);
  const checks = options.openApi === 'off' ? { mismatches: [] as string[] } : checkAnswersAgainstDocument(app);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  // A route a client can call that the document leaves out is drift too.
  if (options.openApi !== 'off') checks.mismatches.push(...undocumentedRoutes(app));
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    openApiMismatches: checks.mismatches,
    async close() {
      await app.close();
      if (checks.mismatches.length) {
        throw new Error(`${checks.mismatches.length} answer(s) did not match the OpenAPI document:\n  ${checks.mismatches.join('\n  ')}`);
      }
    },
  };
}

/**
 * Closes every service, each even when one before it fails, and returns what failed (an answer that did
 * not match the OpenAPI document, say) for the caller to throw once its own clean-up is done.
 */
export async function closeTestServices(services: Array<Pick<TestService, 'close'>>): Promise<Error | undefined> {
  const failures: Error[] = [];
  for (const service of services) {
    try {
      await service.close();
    } catch (error) {
      failures.push(error as Error);
    }
  }
  return failures.length ? new Error(failures.map((failure) => failure.message).join('\n')) : undefined;
}

export interface TestIssuer {
  jwksUrl: string;
  kid: string;
  privateKey: CryptoKey;
  /** An access token as auth would sign it; `expiresIn` accepts jose's forms ('15m', or a past time as a number). */
  token(claims: AccessClaims, options?: { expiresIn?: string | number; issuer?: string; audience?: string }): Promise<string>;
  /** A fresh user of the given tier: its claims and the bearer header that carries them. */
  newUser(tier: Tier): Promise<TestUser>;
  /**
   * Tokens correctly signed with the published key that auth would never issue, by what is wrong with them:
   * no `exp`, no `iat`, no `kid`, a `sub` that is not a UUID. Every service must refuse each with 401.
   */
  malformedTokens(claims: AccessClaims): Promise<Record<'noExp' | 'noIat' | 'noKid' | 'subNotUuid', string>>;
  close(): Promise<void>;
}

export interface TestUser {
  claims: AccessClaims;
  auth: { Authorization: string };
}

/**
 * Tokens correctly signed with `key` that auth would never issue, by what is wrong with them: no `exp`, no
 * `iat`, no `kid`, a `sub` that is not a UUID (and, under `valid`, the same token with nothing wrong).
 */
export async function malformedAccessTokens(
  claims: AccessClaims,
  key: { privateKey: CryptoKey | KeyObject; kid: string },
): Promise<Record<'valid' | 'noExp' | 'noIat' | 'noKid' | 'subNotUuid', string>> {
  const now = Math.floor(Date.now() / 1000);
  const sign = (options: { sub?: string; kid?: boolean; iat?: boolean; exp?: boolean }) => {
    let jwt = new SignJWT({ email: claims.email, tier: claims.tier, sid: claims.sid })
      .setProtectedHeader(options.kid === false ? { alg: 'RS256' } : { alg: 'RS256', kid: key.kid })
      .setSubject(options.sub ?? claims.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE);
    if (options.iat !== false) jwt = jwt.setIssuedAt(now);
    if (options.exp !== false) jwt = jwt.setExpirationTime(now + 600);
    return jwt.sign(key.privateKey);
  };
  return {
    valid: await sign({}),
    noExp: await sign({ exp: false }),
    noIat: await sign({ iat: false }),
    noKid: await sign({ kid: false }),
    subNotUuid: await sign({ sub: 'user-1' }),
  };
}

/** A stand-in for auth's key publishing: an RS256 key pair and a JWKS endpoint on a free port. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = 'test-key-1';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const token: TestIssuer['token'] = (claims, options = {}) =>
    new SignJWT({ email: claims.email, tier: claims.tier, sid: claims.sid })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject(claims.sub)
      .setIssuer(options.issuer ?? ACCESS_TOKEN_ISSUER)
      .setAudience(options.audience ?? ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '15m')
      .sign(privateKey);
  return {
    jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    kid,
    privateKey,
    token,
    async malformedTokens(claims) {
      const { valid: _valid, ...malformed } = await malformedAccessTokens(claims, { privateKey, kid });
      return malformed;
    },
    async newUser(tier) {
      const claims: AccessClaims = { sub: randomUUID(), email: `seller-${randomUUID().slice(0, 8)}@example.com`, tier, sid: randomUUID() };
      return { claims, auth: { Authorization: `Bearer ${await token(claims)}` } };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeSellerProfiles {
  url: string;
  /** Seller profiles served, by user id. */
  profiles: Map<string, Partial<SellerProfile>>;
  /** How many seller-profile requests carried the right internal token. */
  authorised(): number;
  /** Ends a sign-in: its id is listed by the revoked sign-ins route from now on. */
  revoke(sid: string): void;
  /** How many times the revoked sign-ins route was asked. */
  revocationPolls(): number;
  /**
   * A personal access token the fake introspection route vouches for (auth's `POST /internal/personal-tokens/introspect`):
   * the user's claims with the token's id as `sid`, and the scopes.
   */
  issuePersonalToken(user: AccessClaims, scopes: PersonalTokenScope[]): { token: string; tokenId: string; auth: { Authorization: string } };
  /** Stops vouching for a token (as auth does for a revoked one; the service may still hold its cached answer). */
  forgetPersonalToken(token: string): void;
  /** How many introspection requests carried the right internal token. */
  introspections(): number;
  close(): Promise<void>;
}

/**
 * A stand-in for auth's internal routes that deals and roleplay call: `GET /internal/users/:id/seller-profile`
 * (personalisation) and `GET /internal/sign-ins/revoked` (every service's guard; it lists all revoked ids).
 */
export async function startFakeSellerProfiles(internalToken: string): Promise<FakeSellerProfiles> {
  const profiles = new Map<string, Partial<SellerProfile>>();
  const revoked: string[] = [];
  let authorised = 0;
  let polls = 0;
  const personalTokens = new Map<string, { tokenId: string; claims: AccessClaims; scopes: PersonalTokenScope[] }>();
  let introspections = 0;
  const server: Server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/internal/personal-tokens/introspect') {
      if (request.headers['x-internal-token'] !== internalToken) return response.writeHead(401).end();
      introspections++;
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        const grant = personalTokens.get(String(JSON.parse(text || '{}').token));
        const body = grant ? { active: true, tokenId: grant.tokenId, scopes: grant.scopes, claims: grant.claims } : { active: false };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
      return;
    }
    if (request.method === 'GET' && request.url?.startsWith('/internal/sign-ins/revoked')) {
      if (request.headers['x-internal-token'] !== internalToken) return response.writeHead(401).end();
      polls++;
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ revoked, cursor: new Date().toISOString() }));
    }
    const match = /^\/internal\/users\/([^/]+)\/seller-profile$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) return response.writeHead(404).end();
    if (request.headers['x-internal-token'] !== internalToken) return response.writeHead(401).end();
    authorised++;
    const profile = profiles.get(decodeURIComponent(match[1]));
    if (!profile) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...profile, website: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    profiles,
    authorised: () => authorised,
    revoke: (sid) => void revoked.push(sid),
    revocationPolls: () => polls,
    issuePersonalToken(user, scopes) {
      const token = `bsp_${randomBytes(32).toString('base64url')}`;
      const tokenId = randomUUID();
      personalTokens.set(token, { tokenId, scopes, claims: { ...user, sid: tokenId } });
      return { token, tokenId, auth: { Authorization: `Bearer ${token}` } };
    },
    forgetPersonalToken: (token) => void personalTokens.delete(token),
    introspections: () => introspections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type { OpenApiDocument } from './openapi/openapi-document.js';
export { isOutsidePublicApi, OUTSIDE_PUBLIC_API } from './openapi/public-routes.js';
export { registeredRoutes, serviceDocument, undocumentedRoutes } from './openapi/testing/answer-checks.js';
export { openApiProblems, openApiResponseValidator, type ResponseValidator } from './openapi/testing/response-validator.js';
