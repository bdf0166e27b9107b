import type { GatewayConfig } from './config.js';

/**
 * The browser's rules for everything the origin serves. Scripts and styles come from this origin
 * (plus any remote deployed elsewhere through REMOTE_<NAME>_URL); inline styles are allowed (the UI
 * sets some), inline scripts are not; no one may frame the app.
 */
export function contentSecurityPolicy(config: Pick<GatewayConfig, 'remotes' | 'contentSecurityPolicy'>): string {
  if (config.contentSecurityPolicy) return config.contentSecurityPolicy;
  const remoteOrigins = [
    ...new Set(
      Object.values(config.remotes)
        .filter((url) => /^https?:\/\//.test(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  const self = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': WebAssembly may compile (hands-free mode's voice detection, docs/voice.md); eval stays off.
    `script-src ${self} 'wasm-unsafe-eval'`,
    `style-src ${self} 'unsafe-inline'`,
    `connect-src ${self}`,
    `font-src ${self} data:`,
    `img-src ${self} data: blob: https:`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: Pick<GatewayConfig, 'remotes' | 'contentSecurityPolicy'>): Array<[string, string]> {
  return [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['content-security-policy', contentSecurityPolicy(config)],
    ['cross-origin-opener-policy', 'same-origin'],
    // The roleplay arena records the seller's voice; nothing else needs device access.
    ['permissions-policy', 'camera=(), geolocation=(), microphone=(self), payment=()'],
  ];
}

/**
 * For API answers (JSON, event streams): no document may be built from them, nor framed. Short, as
 * these go out on every call.
 */
export function apiSecurityHeaders(): Array<[string, string]> {
  return [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ];
}
