import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import send from '@fastify/send';

/** Files the shell must re-check on every load, so a redeployed remote is picked up after a reload. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);
/** Names carrying a content hash (`main.3f9a1c2b.js`, `vendors-4e8d0c7a1b.css`): their bytes never change. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

type Encoding = 'br' | 'gzip';

function preferredEncoding(req: IncomingMessage): Encoding | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed copies of immutable (hashed) assets, so each is compressed once at a high setting. Keyed
 * by path, size and modification time: a rebuilt file is a new entry. Files that are revalidated on
 * every load (index.html, remoteEntry.js) are always read and compressed fresh.
 */
class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  async get(file: string, size: number, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${file}:${size}:${mtimeMs}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const raw = await readFile(file);
    const packed =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzip(raw, { level: 9 });
    this.entries.set(key, packed);
    this.bytes += packed.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return packed;
  }
}

export interface StaticFiles {
  /**
   * Answers a GET/HEAD for `urlPath` under `root` when such a file exists and returns true; returns
   * false (having written nothing) when there is no such file, so the caller can fall back.
   */
  serve(req: IncomingMessage, res: ServerResponse, root: string, urlPath: string): Promise<boolean>;
}

export function createStaticFiles(): StaticFiles {
  const cache = new CompressedCache(64 * 1024 * 1024);

  return {
    async serve(req, res, root, urlPath) {
      const type = send.mime.getType(urlPath) ?? 'application/octet-stream';
      const encoding = COMPRESSIBLE.test(type) ? preferredEncoding(req) : null;
      // Read from disk on every request (no caching of contents): replacing a dist folder takes effect at once.
      const result = await send(req, urlPath, {
        root,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        // A compressed body has no stable byte ranges.
        acceptRanges: encoding === null,
      });
      if (result.type !== 'file') {
        result.stream.destroy();
        if (result.type === 'error' && (result.statusCode === 403 || result.statusCode === 400)) {
          res.writeHead(result.statusCode, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(result.statusCode === 403 ? 'Forbidden' : 'Bad Request');
          return true;
        }
        return false;
      }

      // `send` names headers in mixed case (`Content-Length`); lower-case them so the edits below replace, not add.
      const headers: Record<string, string | number> = Object.fromEntries(
        Object.entries(result.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      headers['cache-control'] = cacheControlFor(result.metadata.path);
      const { stat } = result.metadata;
      if (encoding && result.statusCode === 200 && stat.size >= MIN_COMPRESS_BYTES) {
        headers.vary = 'accept-encoding';
        headers['content-encoding'] = encoding;
        if (headers['cache-control'] === IMMUTABLE) {
          result.stream.destroy();
          const body = await cache.get(result.metadata.path, stat.size, stat.mtimeMs, encoding);
          headers['content-length'] = body.length;
          res.writeHead(200, headers);
          res.end(req.method === 'HEAD' ? undefined : body);
          return true;
        }
        delete headers['content-length'];
        res.writeHead(200, headers);
        if (req.method === 'HEAD') {
          result.stream.destroy();
          res.end();
          return true;
        }
        const compressor =
          encoding === 'br'
            ? zlib.createBrotliCompress({
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: stat.size },
              })
            : zlib.createGzip({ level: 6 });
        pipeline(result.stream, compressor, res, () => undefined);
        return true;
      }
      if (COMPRESSIBLE.test(type)) headers.vary = 'accept-encoding';
      res.writeHead(result.statusCode, headers);
      if (req.method === 'HEAD' || result.statusCode === 304) {
        result.stream.destroy();
        res.end();
        return true;
      }
      pipeline(result.stream, res, () => undefined);
      return true;
    },
  };
}
