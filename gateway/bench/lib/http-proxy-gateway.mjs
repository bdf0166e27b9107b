// The alternative the proxy-overhead bench compares against: Fastify with @fastify/http-proxy (undici),
// forwarding /api/seller-profile to UPSTREAM and nothing else. Prints its URL when listening.

import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
await app.register(proxy, { upstream: process.env.UPSTREAM, prefix: '/api/seller-profile', rewritePrefix: '/api/seller-profile' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
