// Sign-up, sign-in, refresh rotation, logout, rate limits and token checks, over HTTP on a real PostgreSQL.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type AccessClaims } from '@blindspot/contracts';
import { malformedAccessTokens } from '@blindspot/service-kit/testing';
import { hash as argon2Hash } from '@node-rs/argon2';
import { createLocalJWKSet, generateKeyPair, type JSONWebKeySet, jwtVerify, SignJWT } from 'jose';
import request from 'supertest';
import { type AuthHarness, bearer, claimsOf, GATEWAY_TOKEN, INTERNAL_TOKEN, PASSWORD, startAuth, viaGateway } from './support/auth.js';

let auth: AuthHarness;

beforeAll(async () => {
  auth = await startAuth();
});

afterAll(async () => {
  await auth?.close();
});

const post = (route: string, body: unknown, ip = auth.nextIp()) =>
  request(auth.url)
    .post(route)
    .set(viaGateway(ip))
    .send(body as object);
const getUser = (token: string) => request(auth.url).get('/api/auth/user').set('Authorization', `Bearer ${token}`);
const newEmail = () => `seller-${Math.random().toString(36).slice(2, 10)}@example.com`;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
/** Moves a used refresh token's first use `seconds` further into the past (the reuse allowance is 10 seconds). */
const ageUse = (refreshToken: string, seconds: number) =>
  auth.sql(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $2) WHERE token_hash = $1`, [
    sha256(refreshToken),
    seconds,
  ]);

describe('sign-up', () => {
  it('creates the user and answers with a session, storing only an argon2id hash', async () => {
    const response = await post('/api/auth/signup', { email: '  New.Seller@Example.COM ', password: PASSWORD });
    expect(response.status).toBe(200);
    const { session } = response.body;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(session.access_token).toEqual(expect.any(String));
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(session.expires_at).toBe(claimsOf(session.access_token).exp);
    expect(session.user).toEqual({
      id: expect.any(String),
      firstName: null,
      lastName: null,
      email: 'new.seller@example.com',
      profileImageUrl: null,
      subscriptionTier: 'free',
      analysesThisMonth: null,
      currentPeriodEnd: null,
      onboardingComplete: false,
    });
    const [row] = await auth.sql('SELECT email, password_hash FROM users WHERE id = $1', [session.user.id]);
    expect(row.email).toBe('new.seller@example.com');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('refuses a taken e-mail, whatever its case and spacing', async () => {
    const email = newEmail();
    await auth.signUp(email);
    const response = await post('/api/auth/signup', { email: ` ${email.toUpperCase()}`, password: 'another password' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity', message: 'User already registered' });
    const rows = await auth.sql('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous sign-ups with one e-mail through', async () => {
    const email = newEmail();
    const answers = await Promise.all([1, 2].map(() => post('/api/auth/signup', { email, password: PASSWORD })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await auth.sql('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(1);
  });

  it('asks for at least 6 and at most 128 password characters', async () => {
    const short = await post('/api/auth/signup', { email: newEmail(), password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Password should be at least 6 characters');
    const long = await post('/api/auth/signup', { email: newEmail(), password: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('at most 128');
    // Six characters are enough when they are not among the common passwords.
    expect((await post('/api/auth/signup', { email: newEmail(), password: 'q7#Lm2' })).status).toBe(200);
  });

  it('refuses the most common passwords with a clear 400, and creates no account', async () => {
    for (const password of ['123456', 'password', 'qwerty', 'Password1', 'iloveyou', '      ', 'aaaaaaa']) {
      const email = newEmail();
      const response = await post('/api/auth/signup', { email, password });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'This password is too common' });
      expect(await auth.sql('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);
    }
  });

  it('does not hold the common list against signing in (accounts made before it keep working)', async () => {
    const { email } = await auth.signUp();
    await auth.sql(`UPDATE users SET password_hash = $2 WHERE email = $1`, [email, await argon2Hash('123456')]);
    expect((await post('/api/auth/login', { email, password: '123456' })).status).toBe(200);
  });

  it('rejects a malformed e-mail, missing fields, wrong types and broken JSON with 400', async () => {
    const badEmail = await post('/api/auth/signup', { email: 'not-an-email', password: PASSWORD });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(badEmail.body.message).toMatch(/email/);
    expect((await post('/api/auth/signup', { password: PASSWORD })).status).toBe(400);
    expect((await post('/api/auth/signup', { email: 42, password: PASSWORD })).status).toBe(400);
    const broken = await request(auth.url)
      .post('/api/auth/signup')
      .set(viaGateway(auth.nextIp()))
      .set('content-type', 'application/json')
      .send('{"email": "a@b.co", ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/not valid JSON/);
  });
});

describe('text in credentials', () => {
  it('refuses NUL and lone surrogates in the password and the e-mail, naming the field', async () => {
    // A lone surrogate would be hashed as U+FFFD: two different passwords would open one account.
    const surrogate = await post('/api/auth/signup', { email: newEmail(), password: 'secret\ud800' });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toMatch(/^password: must not contain unpaired surrogates/);
    const nul = await post('/api/auth/signup', { email: newEmail(), password: 'secret\u0000secret' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('password: must not contain NUL characters (U+0000)');
    const email = await post('/api/auth/signup', { email: 'a\u0000@example.com', password: PASSWORD });
    expect(email.status).toBe(400);
    expect(email.body.message).toMatch(/^email: /);
    const { email: known } = await auth.signUp();
    const login = await post('/api/auth/login', { email: known, password: 'secret\udfff' });
    expect(login.status).toBe(400);
    expect(login.body.message).toMatch(/^password: must not contain unpaired surrogates/);
  });
});

describe('sign-in', () => {
  it('signs in with the e-mail in any case and issues a new sign-in each time', async () => {
    const { email, session: first } = await auth.signUp();
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    const { session } = response.body;
    expect(session.user).toMatchObject({ id: first.user.id, email });
    expect(claimsOf(session.access_token).sid).not.toBe(claimsOf(first.access_token).sid);
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { email } = await auth.signUp();
    const wrong = await post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: newEmail(), password: 'wrong password' });
    const tooShort = await post('/api/auth/login', { email, password: '123' });
    for (const response of [wrong, unknown, tooShort]) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Invalid login credentials' });
    }
  });
});

describe('tokens', () => {
  it('signs RS256 access tokens with the published key, issuer, audience, 15-minute lifetime and the claims', async () => {
    const { session } = await auth.signUp();
    for (const route of ['/.well-known/jwks.json', '/api/auth/.well-known/jwks.json']) {
      const response = await request(auth.url).get(route);
      expect(response.status).toBe(200);
      const jwks = response.body as JSONWebKeySet;
      expect(jwks.keys).toHaveLength(1);
      expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
      expect(jwks.keys[0]).not.toHaveProperty('d');
      const { payload, protectedHeader } = await jwtVerify(session.access_token, createLocalJWKSet(jwks), {
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        algorithms: ['RS256'],
      });
      expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid });
      expect(payload).toMatchObject({ sub: session.user.id, email: session.user.email, tier: 'free', sid: expect.any(String) });
      expect(payload.exp! - payload.iat!).toBe(900);
    }
  });

  it('keeps the generated private key in AUTH_KEYS_DIR, readable by its owner only', () => {
    const file = path.join(auth.keysDir, 'private.pem');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toContain('BEGIN PRIVATE KEY');
  });

  it('refuses a token with an altered signature or payload', async () => {
    const { session } = await auth.signUp();
    const [header, payload, signature] = session.access_token.split('.');
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expect((await getUser(`${header}.${payload}.${flipped}`)).status).toBe(401);
    const upgraded = Buffer.from(JSON.stringify({ ...claimsOf(session.access_token), tier: 'pro' })).toString('base64url');
    expect((await getUser(`${header}.${upgraded}.${signature}`)).status).toBe(401);
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  it('refuses an expired token signed with the right key', async () => {
    const { session } = await auth.signUp();
    const claims = claimsOf(session.access_token);
    const { kid } = JSON.parse(Buffer.from(session.access_token.split('.')[0], 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: claims.email, tier: claims.tier, sid: claims.sid })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject(claims.sub)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 100)
      .sign(auth.privateKey());
    const response = await getUser(expired);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Access token expired');
  });

  it('refuses tokens signed with its key that lack exp, iat or kid, or whose sub is not a UUID', async () => {
    const { session } = await auth.signUp();
    const { kid } = JSON.parse(Buffer.from(session.access_token.split('.')[0], 'base64url').toString());
    const { valid, ...malformed } = await malformedAccessTokens(claimsOf(session.access_token) as AccessClaims, {
      privateKey: auth.privateKey(),
      kid,
    });
    expect((await getUser(valid)).status).toBe(200);
    for (const [what, token] of Object.entries(malformed)) {
      const response = await getUser(token);
      expect([what, response.status]).toEqual([what, 401]);
    }
  });

  it('answers every response that carries tokens with Cache-Control: no-store', async () => {
    const email = newEmail();
    const signup = await post('/api/auth/signup', { email, password: PASSWORD });
    const login = await post('/api/auth/login', { email, password: PASSWORD });
    const refresh = await post('/api/auth/refresh', { refresh_token: login.body.session.refresh_token });
    for (const response of [signup, login, refresh]) {
      expect(response.status).toBe(200);
      expect(response.body.session.access_token).toEqual(expect.any(String));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
    }
  });

  it('refuses an unsigned (alg none) token, an HS256 token keyed with the public key and a token from another key', async () => {
    const { session } = await auth.signUp();
    const [header, payload] = session.access_token.split('.');
    const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString());
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT', kid })).toString('base64url');
    expect((await getUser(`${none}.${payload}.`)).status).toBe(401);

    const jwks = (await request(auth.url).get('/.well-known/jwks.json')).body as JSONWebKeySet;
    const publicPem = (await import('node:crypto'))
      .createPublicKey({ key: jwks.keys[0] as any, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' });
    const claims = claimsOf(session.access_token);
    const hs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid }).sign(new TextEncoder().encode(String(publicPem)));
    expect((await getUser(hs256)).status).toBe(401);

    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(other.privateKey);
    expect((await getUser(forged)).status).toBe(401);
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  it('answers 401 without a bearer token', async () => {
    const response = await request(auth.url).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});

describe('refresh', () => {
  it('rotates: a new pair for the same sign-in, with refresh tokens stored only as hashes', async () => {
    const { session } = await auth.signUp();
    const response = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(response.status).toBe(200);
    const next = response.body.session;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.access_token).not.toBe(session.access_token);
    expect(claimsOf(next.access_token).sid).toBe(claimsOf(session.access_token).sid);
    expect(next.user.id).toBe(session.user.id);
    expect((await getUser(next.access_token)).status).toBe(200);

    const sha = (token: string) => createHash('sha256').update(token).digest('hex');
    const rows = await auth.sql('SELECT token_hash, used_at FROM refresh_tokens WHERE token_hash = ANY($1) ORDER BY created_at', [
      [sha(session.refresh_token), sha(next.refresh_token)],
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0].used_at).not.toBeNull();
    expect(rows[1].used_at).toBeNull();
    const raw = await auth.sql('SELECT 1 FROM refresh_tokens WHERE token_hash IN ($1, $2)', [session.refresh_token, next.refresh_token]);
    expect(raw).toHaveLength(0);

    // And again from the new one.
    expect((await post('/api/auth/refresh', { refresh_token: next.refresh_token })).status).toBe(200);
  });

  it('revokes the whole sign-in when a used refresh token comes back after the reuse allowance', async () => {
    const { email, session } = await auth.signUp();
    const rotated = (await post('/api/auth/refresh', { refresh_token: session.refresh_token })).body.session;
    await ageUse(session.refresh_token, 11);

    const reuse = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Invalid Refresh Token: Already Used');
    // The legitimate holder's newer token and access token are dead too.
    const newer = await post('/api/auth/refresh', { refresh_token: rotated.refresh_token });
    expect(newer.status).toBe(401);
    expect((await getUser(rotated.access_token)).status).toBe(401);
    expect((await getUser(session.access_token)).status).toBe(401);
    // Signing in again works.
    const again = await post('/api/auth/login', { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect((await getUser(again.body.session.access_token)).status).toBe(200);
  });

  it('gives each of two refreshes of one token sent together a session of that sign-in (two tabs refreshing at once)', async () => {
    const { session } = await auth.signUp();
    const answers = await Promise.all([1, 2].map(() => post('/api/auth/refresh', { refresh_token: session.refresh_token })));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [first, second] = answers.map((r) => r.body.session);
    expect(first.refresh_token).not.toBe(second.refresh_token);
    expect(claimsOf(first.access_token).sid).toBe(claimsOf(session.access_token).sid);
    expect(claimsOf(second.access_token).sid).toBe(claimsOf(session.access_token).sid);
    // Both tabs go on: each new token rotates, each access token is honoured.
    for (const next of [first, second]) {
      expect((await getUser(next.access_token)).status).toBe(200);
      expect((await post('/api/auth/refresh', { refresh_token: next.refresh_token })).status).toBe(200);
    }
  });

  it('counts the allowance from the first use: a token back within it gets a session, later the sign-in is revoked', async () => {
    const { session } = await auth.signUp();
    expect((await post('/api/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(200);
    await ageUse(session.refresh_token, 8);
    const late = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(late.status).toBe(200);
    await ageUse(session.refresh_token, 3);
    const copied = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(copied.status).toBe(401);
    expect(copied.body.message).toBe('Invalid Refresh Token: Already Used');
    expect((await getUser(late.body.session.access_token)).status).toBe(401);
  });

  it('refuses unknown, empty and expired refresh tokens', async () => {
    const unknown = await post('/api/auth/refresh', { refresh_token: 'not-a-token-we-issued' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect((await post('/api/auth/refresh', { refresh_token: '' })).status).toBe(400);
    expect((await post('/api/auth/refresh', {})).status).toBe(400);

    const { session } = await auth.signUp();
    await auth.sql(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      createHash('sha256').update(session.refresh_token).digest('hex'),
    ]);
    const expired = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Invalid Refresh Token: Expired');
  });
});

describe('purging ended sessions', () => {
  const sidOf = (session: { access_token: string }) => claimsOf(session.access_token).sid as string;
  const tokensOf = (signInId: string) => auth.sql('SELECT used_at FROM refresh_tokens WHERE sign_in_id = $1', [signInId]);
  const signInRow = (signInId: string) => auth.sql('SELECT revoked_reason FROM sign_ins WHERE id = $1', [signInId]);
  const logOut = (session: { access_token: string }) => request(auth.url).post('/api/auth/logout').set(bearer(session));

  it('deletes expired refresh tokens and sign-ins that ended, and leaves live sign-ins and reuse detection alone', async () => {
    const live = (await auth.signUp()).session;
    const rotated = (await post('/api/auth/refresh', { refresh_token: live.refresh_token })).body.session;
    const lapsed = (await auth.signUp()).session;
    await auth.sql(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE sign_in_id = $1`, [sidOf(lapsed)]);
    const loggedOutLongAgo = (await auth.signUp()).session;
    expect((await logOut(loggedOutLongAgo)).status).toBe(204);
    await auth.sql(`UPDATE sign_ins SET revoked_at = now() - interval '2 days' WHERE id = $1`, [sidOf(loggedOutLongAgo)]);
    const loggedOutNow = (await auth.signUp()).session;
    expect((await logOut(loggedOutNow)).status).toBe(204);

    const purged = await auth.purgeSessions();
    expect(purged.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(purged.signIns).toBeGreaterThanOrEqual(2);

    for (const gone of [lapsed, loggedOutLongAgo]) {
      expect(await signInRow(sidOf(gone))).toEqual([]);
      expect(await tokensOf(sidOf(gone))).toEqual([]);
      expect((await getUser(gone.access_token)).status).toBe(401);
    }
    // A sign-in ended today stays a day, with why it ended.
    expect(await signInRow(sidOf(loggedOutNow))).toEqual([{ revoked_reason: 'logout' }]);
    // The live sign-in keeps its used token too: sending it again is still caught as reuse.
    expect(await tokensOf(sidOf(live))).toHaveLength(2);
    expect((await getUser(rotated.access_token)).status).toBe(200);
    await ageUse(live.refresh_token, 11);
    const reuse = await post('/api/auth/refresh', { refresh_token: live.refresh_token });
    expect(reuse.body.message).toBe('Invalid Refresh Token: Already Used');

    // A second pass has nothing left to delete.
    expect(await auth.purgeSessions()).toEqual({ refreshTokens: 0, signIns: 0, loginAttempts: 0 });
  });
});

describe('logout', () => {
  it('ends that sign-in: its access token gets 401 from auth and its refresh token fails; other sign-ins go on', async () => {
    const { email, session } = await auth.signUp();
    const other = (await post('/api/auth/login', { email, password: PASSWORD })).body.session;

    const response = await request(auth.url).post('/api/auth/logout').set(bearer(session));
    expect(response.status).toBe(204);

    const user = await getUser(session.access_token);
    expect(user.status).toBe(401);
    expect(user.body.message).toBe('Session has ended; sign in again');
    expect((await request(auth.url).get('/api/seller-profile').set(bearer(session))).status).toBe(401);
    expect((await request(auth.url).post('/api/auth/logout').set(bearer(session))).status).toBe(401);
    const refresh = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refresh.status).toBe(401);
    expect(refresh.body.message).toBe('Invalid Refresh Token: Revoked');

    expect((await getUser(other.access_token)).status).toBe(200);
    expect((await post('/api/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(200);
  });

  it('needs a bearer token', async () => {
    expect((await request(auth.url).post('/api/auth/logout')).status).toBe(401);
  });
});

describe('rate limits (5 per window per address in these tests)', () => {
  it('answers 429 with Retry-After on login from one address, while the owner signs in from theirs', async () => {
    const { email, ip: ownersAddress } = await auth.signUp();
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/login', { email: newEmail(), password: `guess${i}` }, `${attacker}, 10.9.9.9`)).status).toBe(400);
    }
    const limited = await post('/api/auth/login', { email, password: PASSWORD }, `${attacker}, 10.9.9.9`);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.body.message).toMatch(/Too many requests/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const owner = await post('/api/auth/login', { email, password: PASSWORD }, `${ownersAddress}, 10.9.9.9`);
    expect(owner.status).toBe(200);
  });

  it('limits sign-up and refresh per address too, each on its own count', async () => {
    const ip = auth.nextIp();
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/signup', { email: 'bad', password: PASSWORD }, ip)).status).toBe(400);
    const signup = await post('/api/auth/signup', { email: newEmail(), password: PASSWORD }, ip);
    expect(signup.status).toBe(429);
    expect(signup.headers['retry-after']).toMatch(/^\d+$/);

    for (let i = 0; i < 5; i++) expect((await post('/api/auth/refresh', { refresh_token: `nope-${i}` }, ip)).status).toBe(401);
    const refresh = await post('/api/auth/refresh', { refresh_token: 'nope' }, ip);
    expect(refresh.status).toBe(429);
    expect(refresh.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('believes x-forwarded-for only from the gateway: a direct caller cannot rotate invented addresses', async () => {
    // Without the gateway's token every request is the socket's address (127.0.0.1), whatever it claims.
    const direct = (n: number) =>
      request(auth.url)
        .post('/api/auth/refresh')
        .set('x-forwarded-for', `192.0.2.${n}`)
        .send({ refresh_token: `nope-${n}` });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await direct(i)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // A forged token is no better.
    const forged = await request(auth.url)
      .post('/api/auth/refresh')
      .set({ 'x-forwarded-for': '192.0.2.99', 'x-gateway-token': `${GATEWAY_TOKEN.slice(0, -1)}X` })
      .send({ refresh_token: 'nope' });
    expect(forged.status).toBe(429);
  });
});

describe('password guessing against one account (5 free attempts, then a delay doubling from 1 s)', () => {
  const attempts = (email: string) => auth.sql<{ attempts: number }>('SELECT attempts FROM login_attempts WHERE key = $1', [email]);
  /** Lets the account's current delay pass, as waiting for Retry-After would. */
  const waitOut = (key: string) => auth.sql(`UPDATE login_attempts SET next_attempt_at = now() WHERE key = $1`, [key]);

  it('slows down guesses from many addresses: the sixth is a 429 with Retry-After, and a refused one costs nothing', async () => {
    const { email } = await auth.signUp();
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/login', { email, password: `guess-${i}` })).status).toBe(400);
    const slowed = await post('/api/auth/login', { email, password: 'guess-5' });
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/^Too many sign-in attempts for this account; try again in \d+ seconds$/);
    expect(Number(slowed.headers['retry-after'])).toBe(1);
    // Refused attempts are not counted and do not extend the wait.
    expect((await post('/api/auth/login', { email, password: 'guess-6' })).status).toBe(429);
    expect(await attempts(email)).toEqual([{ attempts: 5 }]);

    // Each allowed attempt doubles the wait before the next: 1, 2, 4, 8, ... seconds, at most 60.
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      await waitOut(email);
      expect((await post('/api/auth/login', { email, password: `again-${i}` })).status).toBe(400);
      waits.push(Number((await post('/api/auth/login', { email, password: 'too-soon' })).headers['retry-after']));
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('counts one account across addresses and never lets parallel guesses past the count', async () => {
    const { email } = await auth.signUp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post('/api/auth/login', { email, password: `parallel-${i}` })));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('never locks the owner out: their own address keeps its own count, and the right password resets it', async () => {
    const { email, ip: ownersAddress } = await auth.signUp();
    for (let i = 0; i < 5; i++) await post('/api/auth/login', { email, password: `attacker-${i}` });
    expect((await post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    // From the address the account signed in from, the owner gets in at once, however the attacker goes on.
    expect((await post('/api/auth/login', { email, password: 'typo' }, ownersAddress)).status).toBe(400);
    expect((await post('/api/auth/login', { email, password: PASSWORD }, ownersAddress)).status).toBe(200);
    // Elsewhere (a new device), the owner waits at most the current delay; then the right password resets the count.
    await waitOut(email);
    expect((await post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect(await attempts(email)).toEqual([]);
  });

  it('treats an unknown e-mail the same, so a 429 tells nothing about which accounts exist', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/login', { email, password: `guess-${i}` })).status).toBe(400);
    expect((await post('/api/auth/login', { email, password: 'guess-5' })).status).toBe(429);
  });

  it('starts the count again once the account has been left alone, and the purge deletes such counts', async () => {
    const { email } = await auth.signUp();
    for (let i = 0; i < 5; i++) await post('/api/auth/login', { email, password: `guess-${i}` });
    await auth.sql(`UPDATE login_attempts SET last_attempt_at = now() - interval '16 minutes', next_attempt_at = now() WHERE key = $1`, [
      email,
    ]);
    expect((await post('/api/auth/login', { email, password: 'fresh' })).status).toBe(400);
    expect(await attempts(email)).toEqual([{ attempts: 1 }]);
    await auth.sql(`UPDATE login_attempts SET last_attempt_at = now() - interval '16 minutes' WHERE key = $1`, [email]);
    expect((await auth.purgeSessions()).loginAttempts).toBeGreaterThanOrEqual(1);
    expect(await attempts(email)).toEqual([]);
  });
});

describe('the revoked sign-ins feed (GET /internal/sign-ins/revoked)', () => {
  const feed = (since?: string) =>
    request(auth.url)
      .get('/internal/sign-ins/revoked')
      .query(since ? { since } : {})
      .set('x-internal-token', INTERNAL_TOKEN);

  it('lists signed-out and reuse-revoked sign-ins, with a cursor for the next poll; live ones never', async () => {
    const loggedOut = (await auth.signUp()).session;
    const live = (await auth.signUp()).session;
    const reused = (await auth.signUp()).session;
    const before = await feed();
    expect(before.status).toBe(200);
    expect(before.body.cursor).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    expect((await request(auth.url).post('/api/auth/logout').set(bearer(loggedOut))).status).toBe(204);
    await post('/api/auth/refresh', { refresh_token: reused.refresh_token });
    await ageUse(reused.refresh_token, 11);
    expect((await post('/api/auth/refresh', { refresh_token: reused.refresh_token })).status).toBe(401);

    const after = await feed(before.body.cursor);
    expect(after.body.revoked).toEqual(expect.arrayContaining([claimsOf(loggedOut.access_token).sid, claimsOf(reused.access_token).sid]));
    expect(after.body.revoked).not.toContain(claimsOf(live.access_token).sid);
    // Without a cursor: everything revoked within an access token's lifetime.
    expect((await feed()).body.revoked).toEqual(expect.arrayContaining([claimsOf(loggedOut.access_token).sid]));
  });

  it('leaves out what was revoked before the cursor, and needs the internal token', async () => {
    const old = (await auth.signUp()).session;
    await request(auth.url).post('/api/auth/logout').set(bearer(old));
    await auth.sql(`UPDATE sign_ins SET revoked_at = now() - interval '5 minutes' WHERE id = $1`, [claimsOf(old.access_token).sid]);
    const since = new Date(Date.now() - 60_000).toISOString();
    expect((await feed(since)).body.revoked).not.toContain(claimsOf(old.access_token).sid);
    expect((await feed('yesterday')).status).toBe(400);
    expect((await request(auth.url).get('/internal/sign-ins/revoked')).status).toBe(401);
    expect((await request(auth.url).get('/internal/sign-ins/revoked').set(bearer(old))).status).toBe(401);
  });
});
