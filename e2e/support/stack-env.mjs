// Settings of the stack the browser tests run against: the offline coach, billing's local test mode and
// no simulated-away limits except the per-IP sign-up limit, which every test's fresh sign-up would hit.
export const E2E_STACK_ENV = {
  // No keys: the offline coach, simulated transcription and the local test checkout, whatever the shell has set.
  OPENAI_API_KEY: '',
  TRANSCRIPTION_MODEL: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  // Billing's return URLs must point at this stack's gateway (stack.mjs uses the gateway URL when empty).
  PUBLIC_URL: '',
  // Every test signs up its own user from 127.0.0.1.
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  // The scaling tests send dozens of turns as one user; the coach limit itself is covered by the services' HTTP tests.
  COACH_RATE_LIMIT_PER_MINUTE: '100000',
  // A signed-out token is refused everywhere within one poll: short here, so the revocation test is quick.
  REVOKED_SIGN_INS_POLL_MS: '500',
  LOG_LEVEL: 'warn',
  GATEWAY_LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // Dates the server writes (the test checkout's portal page) match the browser's, which runs in UTC.
  TZ: 'UTC',
};
