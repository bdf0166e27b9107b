// Rotating auth's signing key and the internal token with nothing refused, on real processes: the built gateway,
// two auth instances (two pods behind the gateway, each replaced as a Deployment rolls them: the new one ready
// before the old one is told to stop) and deals, whose guard verifies with auth's JWKS fetched through the
// gateway (as it would through the Service). The steps are the runbook's (docs/operations.md, "Rotate the
// signing key", "Rotate the internal token").

import assert from 'node:assert/strict';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, freePort } from '@blindspot/dev-postgres';
import { build } from '../../scripts/lib/build.mjs';
import { startNode, stopNode } from './support/node-process.mjs';

/** Short, so the test can wait out what production waits out: the JWKS cache here, the tokens' lifetime. */
const JWKS_CACHE_SECONDS = 3;
const ACCESS_TOKEN_TTL_SECONDS = 30;
const TOKENS = { old: `internal-old-${randomUUID()}`, new: `internal-new-${randomUUID()}` };

const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }),
  };
};
const KEYS = { a: keyPair(), b: keyPair() };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const decode = (token) =>
  token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
const kidOf = (token) => decode(token)[0].kid;

/** A fresh access token for the same user and sign-in as `model`, signed with `key` under `kid`, as an auth pod would. */
function mint(model, key, kid) {
  const [, claims] = decode(model);
  const now = Math.floor(Date.now() / 1000);
  const input = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url({ ...claims, jti: randomUUID(), iat: now, exp: now + 600 })}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

let authDatabase;
let dealsDatabase;
let gatewayUrl;
let dealsUrl;
const authPods = [];
/** Ports for the pods a rollout brings in, each with the exit of the pod that last stopped there. */
const spare = [];
let deals;
let gateway;
/**
 * Deals calls the first auth pod's internal routes where it first ran (in a cluster the Service balances them);
 * the internal token's rotation restarts pods in place, and runs before the key's moves them (surge).
 */
let authInternalUrl;

const secretsOf = (pod) => ({ GATEWAY_TOKEN: 'rotation-gateway-token-0123456789', ...pod.secrets });

async function startAuth(pod) {
  pod.child = await startNode(
    'services/auth/dist/main.js',
    {
      ...secretsOf(pod),
      PORT: String(pod.port),
      HOST: '127.0.0.1',
      DATABASE_URL: authDatabase.url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_KEYS_DIR: '/nonexistent/auth-keys',
      DEALS_INTERNAL_URL: dealsUrl,
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    `${pod.url}/health`,
  );
}

async function startDeals(pod) {
  pod.child = await startNode(
    'services/deals/dist/main.js',
    {
      ...secretsOf(pod),
      PORT: String(pod.port),
      HOST: '127.0.0.1',
      DATABASE_URL: dealsDatabase.url,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_JWKS_URL: `${gatewayUrl}/api/auth/.well-known/jwks.json`,
      AUTH_JWKS_CACHE_SECONDS: String(JWKS_CACHE_SECONDS),
      AUTH_INTERNAL_URL: authInternalUrl,
      REVOKED_SIGN_INS_POLL_MS: '250',
      OFFLINE_COACH_THREADS: '1',
    },
    `${pod.url}/health`,
  );
}

/**
 * One auth pod replaced as a Deployment rolls it (maxSurge 1, maxUnavailable 0): the new pod, with new secrets,
 * starts on a spare port and is ready before the old one is told to stop (SIGTERM: it drains, then exits).
 */
async function surge(pod, secrets) {
  const next = spare.shift();
  await next.exited;
  const old = { port: pod.port, url: pod.url, exited: Promise.resolve() };
  const oldChild = pod.child;
  Object.assign(pod, { port: next.port, url: next.url, secrets });
  await startAuth(pod);
  old.exited = stopNode(oldChild, 'SIGTERM');
  spare.push(old);
}

/** A rollout is over once the pods it replaced have exited: until then they answer (and sign) as they drain. */
const oldPodsGone = () => Promise.all(spare.map((p) => p.exited));

/**
 * One pod replaced by one with new secrets: told to stop (SIGTERM: it drains, then exits, as a pod does; SIGINT
 * where only the new secrets matter, not the requests in flight), then started again.
 */
async function roll(pod, secrets, start, signal = 'SIGTERM') {
  await stopNode(pod.child, signal);
  pod.secrets = secrets;
  await start(pod);
}

before(async () => {
  const { failed } = await build({
    ifNeeded: true,
    only: [
      'packages/contracts',
      'packages/methodologies',
      'packages/coach',
      'packages/telemetry',
      'packages/service-kit',
      'services/auth',
      'services/deals',
      'gateway',
    ],
    log: () => {},
  });
  assert.deepEqual(failed, [], 'build');
  authDatabase = await createTestDatabase('rotation_auth');
  dealsDatabase = await createTestDatabase('rotation_deals');
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    authPods.push({ port, url: `http://127.0.0.1:${port}`, secrets: { INTERNAL_TOKEN: TOKENS.old, AUTH_PRIVATE_KEY: KEYS.a.privatePem } });
  }
  authInternalUrl = authPods[0].url;
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    spare.push({ port, url: `http://127.0.0.1:${port}`, exited: Promise.resolve() });
  }
  const [dealsPort, gatewayPort, nothing] = [await freePort(), await freePort(), await freePort()];
  dealsUrl = `http://127.0.0.1:${dealsPort}`;
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  deals = { port: dealsPort, url: dealsUrl, secrets: { INTERNAL_TOKEN: TOKENS.old } };
  for (const pod of authPods) await startAuth(pod);
  const elsewhere = `http://127.0.0.1:${nothing}`;
  gateway = await startNode(
    'gateway/dist/main.js',
    {
      GATEWAY_TOKEN: secretsOf({}).GATEWAY_TOKEN,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      AUTH_URL: [...authPods, ...spare].map((p) => p.url).join(','),
      DEALS_URL: dealsUrl,
      ROLEPLAY_URL: elsewhere,
      BILLING_URL: elsewhere,
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'error',
    },
    `${gatewayUrl}/health/live`,
  );
  await startDeals(deals);
});

after(async () => {
  for (const child of [gateway, deals?.child, ...authPods.map((p) => p.child)]) if (child) await stopNode(child);
  await Promise.all(spare.map((p) => p.exited));
  await authDatabase?.drop();
  await dealsDatabase?.drop();
});

const bearer = (token) => ({ authorization: `Bearer ${token}` });

async function signUp() {
  const answer = await fetch(`${gatewayUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `rotation-${randomUUID()}@example.com`, password: 'rotation-password-42' }),
  });
  assert.equal(answer.status, 200, await answer.clone().text());
  return (await answer.json()).session;
}

const status = async (url, token) => {
  const answer = await fetch(url, { headers: bearer(token) });
  await answer.arrayBuffer();
  return answer.status;
};
const kidsPublishedBy = async (url) => (await (await fetch(`${url}/.well-known/jwks.json`)).json()).keys.map((k) => k.kid);

/**
 * Sellers using the product the whole time: each reads its user from auth and its analyses from deals through
 * the gateway, and refreshes its session every second (so the sessions it holds are signed by whichever auth
 * pod answered). Every answer that is not a 200 is a failure, noted with the step it happened in.
 */
function startSellers(count, step) {
  const failures = [];
  const verified = [];
  let stopped = false;
  const seller = async () => {
    let session = await signUp();
    let refreshedAt = Date.now();
    while (!stopped) {
      const token = session.access_token;
      for (const [service, path] of [
        ['auth', '/api/auth/user'],
        ['deals', '/api/deal-analyses'],
      ]) {
        const code = await status(`${gatewayUrl}${path}`, token).catch((error) => error.message);
        if (code === 200) verified.push({ step: step.name, service, kid: kidOf(token) });
        else failures.push({ step: step.name, service, path, kid: kidOf(token), code });
      }
      if (Date.now() - refreshedAt >= 1_000) {
        const answer = await fetch(`${gatewayUrl}/api/auth/refresh`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh_token: session.refresh_token }),
        }).catch((error) => ({ status: error.message, text: async () => '' }));
        if (answer.status === 200) session = (await answer.json()).session;
        else failures.push({ step: step.name, service: 'auth', path: '/api/auth/refresh', code: answer.status, body: await answer.text() });
        refreshedAt = Date.now();
      }
      await sleep(20);
    }
  };
  const running = Promise.all(Array.from({ length: count }, seller));
  return {
    failures,
    verified,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

describe('rotating the internal token (INTERNAL_TOKEN_NEXT, then INTERNAL_TOKEN with INTERNAL_TOKEN_PREVIOUS, then alone)', () => {
  /**
   * Both directions of internal calls work: each auth pod gets the seller's monthly usage from deals (null when
   * deals refused it), and deals hears from auth (its revoked sign-ins feed) that a signed-out token is revoked.
   */
  async function internalCallsWork() {
    const session = await signUp();
    const usage = [];
    for (const pod of authPods) {
      const answer = await fetch(`${pod.url}/api/auth/user`, { headers: bearer(session.access_token) });
      usage.push((await answer.json()).analysesThisMonth);
    }
    assert.equal(await status(`${dealsUrl}/api/deal-analyses`, session.access_token), 200);
    const out = await fetch(`${gatewayUrl}/api/auth/logout`, { method: 'POST', headers: bearer(session.access_token) });
    assert.ok(out.ok, `logout ${out.status}`);
    let dealsRefused = false;
    for (const deadline = Date.now() + 3_000; !dealsRefused && Date.now() < deadline; await sleep(100)) {
      dealsRefused = (await status(`${dealsUrl}/api/deal-analyses`, session.access_token)) === 401;
    }
    return { authToDeals: usage.map((n) => n === 0), dealsToAuth: dealsRefused };
  }
  const allWork = { authToDeals: [true, true], dealsToAuth: true };

  it('notices a token changed in one place only (the check this rotation is held to)', async () => {
    assert.deepEqual(await internalCallsWork(), allWork);
    const before = deals.secrets;
    await roll(deals, { ...before, INTERNAL_TOKEN: TOKENS.new }, startDeals, 'SIGINT');
    assert.deepEqual(await internalCallsWork(), { authToDeals: [false, false], dealsToAuth: false });
    await roll(deals, before, startDeals, 'SIGINT');
  });

  it('keeps every internal call working with the services rolled one at a time through each step', async () => {
    const everyone = [
      [authPods[0], startAuth],
      [authPods[1], startAuth],
      [deals, startDeals],
    ];
    const steps = [
      ['accept the next token', (s) => ({ ...s, INTERNAL_TOKEN: TOKENS.old, INTERNAL_TOKEN_NEXT: TOKENS.new })],
      [
        'send the new token, accept the previous',
        ({ INTERNAL_TOKEN_NEXT: _next, ...s }) => ({ ...s, INTERNAL_TOKEN: TOKENS.new, INTERNAL_TOKEN_PREVIOUS: TOKENS.old }),
      ],
      ['retire the previous', ({ INTERNAL_TOKEN_PREVIOUS: _previous, ...s }) => ({ ...s, INTERNAL_TOKEN: TOKENS.new })],
    ];
    for (const [name, change] of steps) {
      for (const [pod, start] of everyone) {
        await roll(pod, change(pod.secrets), start, 'SIGINT');
        assert.deepEqual(await internalCallsWork(), allWork, `${name}: after rolling ${pod.url}`);
      }
    }
    for (const [pod] of everyone) assert.deepEqual(pod.secrets.INTERNAL_TOKEN, TOKENS.new);
    for (const [pod] of everyone) assert.equal(pod.secrets.INTERNAL_TOKEN_PREVIOUS, undefined);
  });
});

describe('rotating the signing key (AUTH_NEXT_KEY, then AUTH_PRIVATE_KEY with AUTH_PREVIOUS_KEY, then alone)', () => {
  it('keeps every request working through the three rollouts and refuses the retired key afterwards', async (t) => {
    const [kidA] = await kidsPublishedBy(authPods[0].url);
    const step = { name: 'before' };
    const sellers = startSellers(4, step);
    try {
      await sleep(1_000);
      const held = await signUp();
      assert.equal(kidOf(held.access_token), kidA);

      // 1. Publish B before anything signs with it; then wait until every verifier's cached JWKS has it.
      step.name = 'publish next';
      for (const pod of authPods) await surge(pod, { ...pod.secrets, AUTH_NEXT_KEY: KEYS.b.publicPem });
      await oldPodsGone();
      const published = await kidsPublishedBy(authPods[0].url);
      assert.equal(published.length, 2);
      assert.equal(published[0], kidA, 'still signing with A');
      const kidB = published[1];
      for (const pod of authPods) assert.deepEqual(await kidsPublishedBy(pod.url), [kidA, kidB]);
      await sleep(JWKS_CACHE_SECONDS * 1000 + 500);

      // 2. Sign with B, keep A as the previous key: for the length of the rollout, pods sign with A and B side by side.
      step.name = 'switch';
      for (const pod of authPods)
        await surge(pod, {
          INTERNAL_TOKEN: pod.secrets.INTERNAL_TOKEN,
          AUTH_PRIVATE_KEY: KEYS.b.privatePem,
          AUTH_PREVIOUS_KEY: KEYS.a.publicPem,
        });
      await oldPodsGone();
      for (const pod of authPods) assert.deepEqual(await kidsPublishedBy(pod.url), [kidB, kidA]);
      // A token auth signed under A before the switch still opens both services.
      const underA = mint(held.access_token, KEYS.a.privateKey, kidA);
      assert.equal(await status(`${gatewayUrl}/api/auth/user`, underA), 200);
      assert.equal(await status(`${dealsUrl}/api/deal-analyses`, underA), 200);
      const fresh = await signUp();
      assert.equal(kidOf(fresh.access_token), kidB, 'auth signs with B');

      // 3. Once every token signed under A has expired (their lifetime after the last pod signing with A stopped), retire A.
      step.name = 'wait for A tokens to expire';
      await sleep(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1_000);
      step.name = 'retire previous';
      for (const pod of authPods) await surge(pod, { INTERNAL_TOKEN: pod.secrets.INTERNAL_TOKEN, AUTH_PRIVATE_KEY: KEYS.b.privatePem });
      await oldPodsGone();
      for (const pod of authPods) assert.deepEqual(await kidsPublishedBy(pod.url), [kidB]);
      await sleep(1_000);
      step.name = 'after';
      await sleep(500);
    } finally {
      await sellers.stop();
    }

    t.diagnostic(`${sellers.verified.length} requests verified through the rotation, ${sellers.failures.length} failed`);
    assert.deepEqual(
      sellers.failures,
      [],
      `requests failed during the rotation:\n${JSON.stringify(sellers.failures.slice(0, 20), null, 1)}`,
    );
    const count = (filter) => sellers.verified.filter((v) => Object.entries(filter).every(([k, value]) => v[k] === value)).length;
    const [kidB] = await kidsPublishedBy(authPods[0].url);
    for (const service of ['auth', 'deals']) {
      assert.ok(count({ step: 'switch', service, kid: kidA }) > 0, `${service} verified tokens under A during the switch`);
      assert.ok(count({ step: 'switch', service, kid: kidB }) > 0, `${service} verified tokens under B during the switch`);
      assert.ok(count({ step: 'after', service, kid: kidB }) > 0, `${service} verified tokens under B at the end`);
    }
    assert.equal(count({ step: 'after', kid: kidA }), 0);

    // A token under the retired key, however fresh and otherwise right, is refused: by auth at once, by deals once
    // its cached JWKS (JWKS_CACHE_SECONDS) ages out; the same claims under B still pass.
    const live = await signUp();
    const underA = mint(live.access_token, KEYS.a.privateKey, kidA);
    const underB = mint(live.access_token, KEYS.b.privateKey, kidB);
    for (const pod of authPods) assert.equal(await status(`${pod.url}/api/auth/user`, underA), 401);
    await sleep(JWKS_CACHE_SECONDS * 1000 + 500);
    assert.equal(await status(`${dealsUrl}/api/deal-analyses`, underA), 401);
    assert.equal(await status(`${gatewayUrl}/api/auth/user`, underB), 200);
    assert.equal(await status(`${dealsUrl}/api/deal-analyses`, underB), 200);
    assert.equal(await status(`${dealsUrl}/api/deal-analyses`, live.access_token), 200);
  });
});
