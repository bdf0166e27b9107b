// `npm run dev`: the shell and each remote on their own dev server, `/api` proxied to the gateway.
import type { DevServer } from '@rspack/core';
import { REMOTE_IDS, REMOTES, type RemoteId, SHELL_DEV_PORT } from './remotes.js';

/** The gateway every dev server proxies `/api` to (`npm start` runs it on 8080). */
export const GATEWAY_URL = process.env.GATEWAY_URL || 'http://localhost:8080';

export function devServer(port: number, extra: DevServer = {}): DevServer {
  return {
    port,
    host: 'localhost',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    // The shell's dev server (another port) loads this remote's scripts.
    headers: { 'Access-Control-Allow-Origin': `http://localhost:${SHELL_DEV_PORT}` },
    proxy: [{ context: ['/api'], target: GATEWAY_URL, changeOrigin: false }],
    client: { overlay: { errors: true, warnings: false } },
    ...extra,
  };
}

/**
 * The remotes manifest the shell's dev server answers at `/remotes/manifest.json`: each remote's dev
 * server, unless its environment variable (`REMOTE_DEALS_URL`, ...) points elsewhere (the gateway's built copy, say).
 */
export function devRemotesManifest(env: NodeJS.ProcessEnv = process.env): Record<RemoteId, string> {
  return Object.fromEntries(
    REMOTE_IDS.map((id) => [id, env[REMOTES[id].urlEnv] || `http://localhost:${REMOTES[id].devPort}/remoteEntry.js`]),
  ) as Record<RemoteId, string>;
}

/** The shell's dev server: its own files, and the manifest above. */
export function hostDevServer(): DevServer {
  return devServer(SHELL_DEV_PORT, {
    headers: {},
    setupMiddlewares: (middlewares) => [
      {
        name: 'remotes-manifest',
        path: '/remotes/manifest.json',
        middleware: (_req: unknown, res: { setHeader(name: string, value: string): void; end(body: string): void }) => {
          res.setHeader('content-type', 'application/json');
          res.setHeader('cache-control', 'no-cache');
          res.end(JSON.stringify(devRemotesManifest()));
        },
      },
      ...middlewares,
    ],
  });
}
