import { requestLogLevel } from './logger.js';

describe('requestLogLevel', () => {
  it.each([
    ['/api/deal-analyses', 200, undefined, 'info'],
    ['/api/deal-analyses', 404, undefined, 'info'],
    ['/api/deal-analyses', 503, undefined, 'error'],
    ['/api/deal-analyses', 200, new Error('stream cut'), 'error'],
    ['/internal/sign-ins/revoked?since=2026-11-24T03%3A17%3A25Z', 200, undefined, 'debug'],
    // An internal call refused or failing is worth seeing.
    ['/internal/sign-ins/revoked', 401, undefined, 'info'],
    ['/internal/usage/42', 500, undefined, 'error'],
  ] as const)('%s answered %i (error: %s) logs at %s', (url, status, error, level) => {
    expect(requestLogLevel(url, status, error)).toBe(level);
  });
});
