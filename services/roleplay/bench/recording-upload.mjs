// Peak memory of the roleplay service while a call's recording is uploaded (docs/voice.md, "Streamed,
// never held whole"): a 10 MB recording sent to POST /api/call-reviews/recording in 64 KB chunks, which the
// service streams to a local OpenAI-compatible server (the provider stand-in, which counts and drops the
// bytes). For each upload the instance's peak RSS is reset (/proc/<pid>/clear_refs) and read after the
// answer (VmHWM): the growth over its RSS before the upload, beside the file's size. Then a recording past
// the limit (12 MB sent): 413, and how much reached the provider before its request was aborted.
// RSS alone cannot tell streamed from held: each 64 KB chunk is garbage once passed on, and V8 collects
// buffers' memory lazily (after tens of MB of it), so the high-water mark grows with the bytes that went
// through either way. What does tell is the most the service had taken from the seller and not yet given to
// the provider at any moment (noted before each chunk is written). Sent as fast as the sockets take it, that
// includes the loopback's kernel buffers (several MB here); paced (each chunk sent once the provider has the
// one before, waiting up to 1 s), it is what the service itself keeps between chunks. A buffered read holds
// the whole file before sending any of it, and would stall the paced upload (1 s a chunk).
// Starts its own roleplay instance (its build, an embedded PostgreSQL, a local token issuer) whose
// transcription provider is that stand-in. The old buffered path is not kept: there is no side-by-side.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createTestDatabase, freePort } from '@blindspot/dev-postgres';
import { startFakeSellerProfiles, startTestIssuer } from '@blindspot/service-kit/testing';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const RUNS = 5;
const FILE_BYTES = 10 * MB - CHUNK;
const INTERNAL_TOKEN = 'bench-internal-token-0123456789';
const MAIN = join(import.meta.dirname, '..', 'dist', 'main.js');

if (process.platform !== 'linux') {
  console.log('recording upload memory bench: skipped (reads /proc)');
  process.exit(0);
}

// The provider stand-in: reads every upload, keeps only its size, answers a transcription.
const received = [];
const provider = createServer(async (req, res) => {
  const upload = { bytes: 0, complete: false };
  received.push(upload);
  try {
    for await (const chunk of req) upload.bytes += chunk.length;
  } catch {
    // aborted by the service
  }
  upload.complete = req.complete;
  if (!req.complete) return;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: 'How do you build the forecast today?' }));
});
provider.listen(0, '127.0.0.1');
await once(provider, 'listening');

// One roleplay instance from its build, on its own embedded PostgreSQL, trusting a local token issuer.
const database = await createTestDatabase('bench_recording');
const issuer = await startTestIssuer();
const profiles = await startFakeSellerProfiles(INTERNAL_TOKEN);
const port = await freePort();
const service = spawn(process.execPath, [MAIN], {
  cwd: join(import.meta.dirname, '..'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database.url,
    AUTH_JWKS_URL: issuer.jwksUrl,
    AUTH_INTERNAL_URL: profiles.url,
    INTERNAL_TOKEN,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: `http://127.0.0.1:${provider.address().port}/v1`,
    TRANSCRIPTION_MODEL: 'whisper-1',
    COACH_RATE_LIMIT_PER_MINUTE: '100000',
  },
});
const stop = async () => {
  if (service.exitCode === null) {
    service.kill('SIGTERM');
    await once(service, 'exit');
  }
  await profiles.close();
  await issuer.close();
  await database.drop();
  provider.close();
};
for (let attempt = 0; ; attempt++) {
  const up = await fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (attempt > 300 || service.exitCode !== null) {
    await stop();
    throw new Error('the roleplay service did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const pid = service.pid;
const status = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/**
 * Sends `bytes` (an mp3's first bytes, then noise) in 64 KB chunks straight to the roleplay instance, and
 * notes before each chunk how far the bytes sent are ahead of those the provider has received.
 */
function upload(token, bytes, { paced = false } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/api/call-reviews/recording',
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/mpeg' },
    });
    let answered = false;
    let ahead = 0;
    const uploadsBefore = received.length;
    req.setMaxListeners(0);
    req.on('response', async (res) => {
      answered = true;
      let text = '';
      for await (const chunk of res) text += chunk;
      resolve({ status: res.statusCode, text, ahead });
      req.destroy();
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    (async () => {
      const head = Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000'), randomBytes(CHUNK - 6)]);
      for (let sent = 0; sent < bytes && !answered; sent += CHUNK) {
        ahead = Math.max(ahead, sent - (received.length > uploadsBefore ? received.at(-1).bytes : 0));
        const chunk = sent === 0 ? head : randomBytes(Math.min(CHUNK, bytes - sent));
        if (!req.write(chunk)) await Promise.race([once(req, 'drain'), once(req, 'close')]);
        if (paced) {
          const target = sent + chunk.length;
          for (let wait = 0; wait < 200 && (received.length === uploadsBefore || received.at(-1).bytes < target); wait++) {
            await new Promise((done) => setTimeout(done, 5));
          }
        }
      }
      if (!answered) req.end();
    })().catch(() => {});
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => (bytes < MB ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / MB).toFixed(1)} MB`);

try {
  const token = (await issuer.newUser('pro')).auth.Authorization.replace(/^Bearer /, '');
  // One upload first, so what the first request allocates once (code paths, pools) is not counted.
  await upload(token, FILE_BYTES);
  console.log('Recording upload: peak memory of the roleplay service while a recording streams to the provider stand-in');
  console.log(`  recording ${mb(FILE_BYTES)} in 64 KB chunks, ${RUNS} runs each; RSS growth = high-water mark over the RSS before`);
  for (const paced of [false, true]) {
    const growth = [];
    const ahead = [];
    for (let run = 0; run < RUNS; run++) {
      const before = status('VmRSS');
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
      const answer = await upload(token, FILE_BYTES, { paced });
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
      if (received.at(-1).bytes < FILE_BYTES) throw new Error('the provider stand-in did not receive the whole recording');
      growth.push(status('VmHWM') - before);
      ahead.push(answer.ahead);
    }
    console.log(
      `  ${paced ? 'paced      ' : 'full speed '} peak RSS growth median ${mb(median(growth))} (largest ${mb(Math.max(...growth))});`,
    );
    console.log(
      `              sent but not yet at the provider, at most ${mb(Math.max(...ahead))} (median ${mb(median(ahead))})${paced ? '' : ', kernel socket buffers included'}`,
    );
  }

  const before = status('VmRSS');
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const over = await upload(token, 12 * MB);
  const cut = received.at(-1);
  console.log(
    `  past the limit       12 MB sent: ${over.status}, ${mb(cut.bytes)} reached the provider (${cut.complete ? 'whole' : 'aborted'}), peak RSS growth ${mb(status('VmHWM') - before)}`,
  );
} finally {
  await stop();
}
