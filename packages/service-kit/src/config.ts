import { type ZodObject, type ZodRawShape, z } from 'zod';

/** Settings every service reads; a service's own schema is merged over these. */
export const baseConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
  AUTH_JWKS_URL: z.url().default('http://127.0.0.1:3001/.well-known/jwks.json'),
  /**
   * How long auth's JWKS is kept before it is fetched again. A token naming a key not in it makes it fetch at
   * once (at most every 10 s), so a new key is found as soon as it signs; this bounds how long a key auth has
   * stopped publishing is still accepted here. Rotation waits this long after publishing the next key
   * (docs/operations.md, "Rotate the signing key").
   */
  AUTH_JWKS_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
  /** The shared secret of `/internal/*` routes, sent on every internal call; optional for a service that has none. */
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters').optional(),
  /**
   * Also accepted on `/internal/*`, never sent: the token that is about to replace INTERNAL_TOKEN, and the one it
   * replaced, so services can be rolled one at a time (docs/operations.md, "Rotate the internal token").
   */
  INTERNAL_TOKEN_NEXT: z.string().min(16, 'INTERNAL_TOKEN_NEXT must be at least 16 characters').optional(),
  INTERNAL_TOKEN_PREVIOUS: z.string().min(16, 'INTERNAL_TOKEN_PREVIOUS must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest JSON or form body accepted; bigger ones answer 413. */
  BODY_LIMIT: z.string().default('1mb'),
  /**
   * On SIGTERM, how long the service keeps answering (each answer closing its connection) before it stops:
   * longer than the 5 s keep-alive timeout it announces, so callers drop their idle connections first.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(6_000),
  /**
   * Longest wait for a database connection (a free one from the pool, or a new one), then 503. Like the
   * statement timeout, far below the gateway's UPSTREAM_HEADERS_TIMEOUT_MS (120 s), so the client gets the
   * service's 503 with Retry-After rather than the gateway's 504.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /**
   * Most PostgreSQL connections one instance holds for requests (plus one, briefly, for migrations at start).
   * Instances times this must stay under the database's max_connections: docs/operations.md, "PostgreSQL".
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Longest a statement may run: PostgreSQL cancels it; the client gives up 2 s later should the server not answer at all. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(100_000).default(10_000),
  /**
   * The secret the gateway sends in `x-gateway-token`. Only a request carrying it has its `x-forwarded-for`
   * believed (the client address for per-address limits); anyone else is the socket's peer. Unset: the
   * header is never believed.
   */
  GATEWAY_TOKEN: z.string().min(16, 'GATEWAY_TOKEN must be at least 16 characters').optional(),
  /**
   * Also believed, during a rotation only: the token about to replace GATEWAY_TOKEN and the one it replaced, so
   * the services and the gateway can be rolled one at a time (docs/operations.md, "Rotate the gateway token").
   */
  GATEWAY_TOKEN_NEXT: z.string().min(16, 'GATEWAY_TOKEN_NEXT must be at least 16 characters').optional(),
  GATEWAY_TOKEN_PREVIOUS: z.string().min(16, 'GATEWAY_TOKEN_PREVIOUS must be at least 16 characters').optional(),
  /** Where auth serves its internal routes (revoked sign-ins; deals and roleplay also read seller profiles there). */
  AUTH_INTERNAL_URL: z
    .url()
    .default('http://127.0.0.1:3001')
    .transform((v) => v.replace(/\/+$/, '')),
  /**
   * How often the list of revoked sign-ins is fetched from auth, so a signed-out token stops working here
   * within about this long (the product promises 10 s). 0 turns it off (auth itself checks its database).
   */
  REVOKED_SIGN_INS_POLL_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  /**
   * How long auth's answer about a personal access token (`bsp_...`) is kept: a revoked token is refused
   * within REVOKED_SIGN_INS_POLL_MS anyway (auth lists it in the revoked feed), an expired one or an owner
   * who left Pro within this. 0: ask auth on every request.
   */
  PERSONAL_TOKEN_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
  /** Requests per personal access token and minute on this service (429 with Retry-After past it). */
  PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** Thrown at start-up with every missing or malformed setting, so one restart fixes them all. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends ZodRawShape>(
  service: string,
  schema: ZodObject<S> | undefined,
  env: NodeJS.ProcessEnv = process.env,
): BaseConfig & Record<string, unknown> {
  const merged = schema ? baseConfigSchema.extend(schema.shape) : baseConfigSchema;
  const result = merged.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      service,
      result.error.issues.map((issue) => {
        const key = issue.path.join('.');
        return env[key] === undefined ? `${key} is missing (${issue.message})` : `${key}: ${issue.message}`;
      }),
    );
  }
  return result.data as BaseConfig & Record<string, unknown>;
}
