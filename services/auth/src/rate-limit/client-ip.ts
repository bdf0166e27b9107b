import type { IncomingMessage } from 'node:http';

/**
 * The caller's address: the first hop of `x-forwarded-for` (the gateway sets it), else the socket's.
 * Auth is only reachable through the gateway in a deployment, so the header is the gateway's word.
 */
export function clientIp(request: IncomingMessage): string {
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  const address = first || request.socket?.remoteAddress || 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
