import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header in which the gateway proves a request came through it (GATEWAY_TOKEN). */
export const GATEWAY_TOKEN_HEADER = 'x-gateway-token';

/** Whether `given` is one of the secrets accepted (the current one and, during a rotation, the next or the previous). */
export function oneOfSecrets(given: unknown, accepted: ReadonlyArray<string | undefined>): boolean {
  return accepted.some((secret) => sameSecret(given, secret));
}

export function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The gateway tokens a service believes: the current one, and during a rotation the next and the previous. */
export interface GatewayTokens {
  GATEWAY_TOKEN?: string;
  GATEWAY_TOKEN_NEXT?: string;
  GATEWAY_TOKEN_PREVIOUS?: string;
}

/**
 * The caller's address. `x-forwarded-for` is believed only on a request that carries the gateway's
 * secret: the gateway replaces whatever a client sent in it, but a caller reaching the service directly
 * could write any address there and escape every per-address limit. Anyone else is the socket's peer.
 */
export function clientAddress(request: IncomingMessage, tokens: GatewayTokens): string {
  let address: string | undefined;
  const given = request.headers[GATEWAY_TOKEN_HEADER];
  if (oneOfSecrets(given, [tokens.GATEWAY_TOKEN, tokens.GATEWAY_TOKEN_NEXT, tokens.GATEWAY_TOKEN_PREVIOUS])) {
    const header = request.headers['x-forwarded-for'];
    // The gateway puts the client first (after what trusted proxies in front of it saw).
    address = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  }
  address ||= request.socket?.remoteAddress || 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
