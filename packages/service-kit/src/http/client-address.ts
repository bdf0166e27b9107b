import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header in which the gateway proves a request came through it (GATEWAY_TOKEN). */
export const GATEWAY_TOKEN_HEADER = 'x-gateway-token';

export function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The caller's address. `x-forwarded-for` is believed only on a request that carries the gateway's
 * secret: the gateway replaces whatever a client sent in it, but a caller reaching the service directly
 * could write any address there and escape every per-address limit. Anyone else is the socket's peer.
 */
export function clientAddress(request: IncomingMessage, gatewayToken: string | undefined): string {
  let address: string | undefined;
  if (sameSecret(request.headers[GATEWAY_TOKEN_HEADER], gatewayToken)) {
    const header = request.headers['x-forwarded-for'];
    // The gateway puts the client first (after what trusted proxies in front of it saw).
    address = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  }
  address ||= request.socket?.remoteAddress || 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
