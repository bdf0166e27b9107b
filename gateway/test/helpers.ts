import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'upstream.mjs');

export interface RunningUpstream {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the echoing stand-in service in its own process. */
export function startUpstream(name: string, port = 0, host = '127.0.0.1'): Promise<RunningUpstream> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE, name, String(port), host], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('error', reject);
    child.stdout!.once('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (!match) return reject(new Error(`upstream ${name} did not start: ${chunk}`));
      const actual = Number(match[1]);
      resolve({
        url: `http://${host}:${actual}`,
        port: actual,
        process: child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** A loopback port with nothing listening on it (connections are refused). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The gateway in this process, on a free port, configured like `main.ts` does from these variables. */
export async function startGateway(
  env: Record<string, string>,
  overrides: Parameters<typeof buildGateway>[1] = {},
): Promise<RunningGateway> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildGateway(config, overrides);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = any>(): T;
}

/** A plain HTTP request (no automatic decompression or header rewriting, unlike fetch). */
export function call(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string | AsyncIterable<Buffer> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The path is sent as written (a URL object would resolve `..` segments before sending).
    const match = /^http:\/\/([^/:]+):(\d+)(\/.*)?$/.exec(url);
    if (!match) throw new Error(`not an http URL: ${url}`);
    const target = { host: match[1], port: Number(match[2]), path: match[3] ?? '/' };
    const req = http.request({ ...target, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, body, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    const body = options.body;
    if (body === undefined) req.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else
      void (async () => {
        try {
          for await (const chunk of body) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
          req.end();
        } catch (error) {
          req.destroy(error as Error);
        }
      })();
  });
}
