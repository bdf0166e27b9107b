// A small static server with the gateway's layout, for the size bench and for looking at the built
// front end without the services: the shell at /, each remote under /remotes/<name>/, the manifest at
// /remotes/manifest.json, index.html for any other path. `/api` is proxied when `apiTarget` is given.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const REMOTES = ['deals', 'roleplay', 'account'];

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

function sendFile(res, file) {
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  createReadStream(file).pipe(res);
}

function safeJoin(dir, urlPath) {
  const file = path.join(dir, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  return file.startsWith(dir) && existsSync(file) && statSync(file).isFile() ? file : null;
}

/** @param {{ port?: number, apiTarget?: string, remoteDirs?: Record<string, string> }} [options] */
export function startStaticServer({ port = 0, apiTarget, remoteDirs = {} } = {}) {
  const shellDir = path.join(root, 'shell', 'dist');
  const dirs = Object.fromEntries(REMOTES.map((name) => [name, remoteDirs[name] ?? path.join(root, `mfe-${name}`, 'dist')]));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/') && apiTarget) {
      const target = new URL(req.url, apiTarget);
      const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'The API is unreachable' }));
      });
      req.pipe(upstream);
      return;
    }
    if (url.pathname === '/remotes/manifest.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/remoteEntry.js`]))));
      return;
    }
    const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(url.pathname);
    if (remote) {
      const file = dirs[remote[1]] && safeJoin(dirs[remote[1]], remote[2]);
      if (file) return sendFile(res, file);
      res.writeHead(404).end();
      return;
    }
    const file = safeJoin(shellDir, url.pathname);
    if (file) return sendFile(res, file);
    if (path.extname(url.pathname)) {
      res.writeHead(404).end();
      return;
    }
    sendFile(res, path.join(shellDir, 'index.html'));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4100);
  const { url } = await startStaticServer({ port, apiTarget: process.env.API_TARGET });
  console.log(`Serving the built front end at ${url}`);
}
