// Which routes are outside the public API, written once: the OpenAPI document leaves them out, and the
// tests that every route is documented (and every answer matches the document) skip them. Everything
// else a service registers is public (the gateway routes /api/*) and must be documented (docs/api.md).

/** Routes on a service's own port that the gateway never routes: health, metrics, the document itself, the JWKS, service-to-service. */
const SERVICE_PORT_ONLY = /^\/(?!api\/)/;

/** Billing's local test checkout and portal pages: on only in development and tests, never a public API. */
const TEST_MODE_PAGES = /^\/api\/stripe\/test-(checkout|portal)\//;

/** The exclusions, each with why, for messages. */
export const OUTSIDE_PUBLIC_API: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: SERVICE_PORT_ONLY, why: 'not under /api/: the service port only (health, metrics, /openapi.json, JWKS, /internal/*)' },
  { pattern: TEST_MODE_PAGES, why: "billing's local test checkout and portal pages" },
];

/** True when a route (Nest's form, `/api/stripe/test-checkout/:token`) is outside the public API. */
export function isOutsidePublicApi(path: string): boolean {
  return OUTSIDE_PUBLIC_API.some(({ pattern }) => pattern.test(path));
}
