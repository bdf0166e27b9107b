import {
  DEFAULT_PAGE_SIZE,
  dealAnalysisListQuerySchema,
  MAX_PAGE_SIZE,
  roleplaySessionListQuerySchema,
  savedSessionAllowance,
  sessionLimitMessage,
  sessionStatus,
} from './index.js';

describe('history list queries', () => {
  it('reads the page size from the query string, within bounds', () => {
    expect(dealAnalysisListQuerySchema.parse({}).limit).toBe(DEFAULT_PAGE_SIZE);
    expect(dealAnalysisListQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(dealAnalysisListQuerySchema.parse({ limit: String(MAX_PAGE_SIZE) }).limit).toBe(MAX_PAGE_SIZE);
    for (const limit of ['0', String(MAX_PAGE_SIZE + 1), '-3', '2.5', '1e1', ' 5', 'ten', '']) {
      expect(dealAnalysisListQuerySchema.safeParse({ limit }).success).toBe(false);
    }
  });

  it('trims the search, drops an empty one, and refuses unknown parameters and values', () => {
    expect(roleplaySessionListQuerySchema.parse({ q: '  acme ' }).q).toBe('acme');
    expect(roleplaySessionListQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(roleplaySessionListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(roleplaySessionListQuerySchema.safeParse({ stage: 'closing' }).success).toBe(false);
    expect(dealAnalysisListQuerySchema.safeParse({ scenario: 'discovery' }).success).toBe(false);
  });
});

describe('roleplay session status', () => {
  it('is in progress, scored or not scored', () => {
    expect(sessionStatus({ completed: false, scored: false })).toBe('in-progress');
    expect(sessionStatus({ completed: true, scored: true })).toBe('scored');
    expect(sessionStatus({ completed: true, scored: false })).toBe('not-scored');
  });
});

describe('saved-session allowance', () => {
  it('is 10 on Free, 100 on Practice, unlimited on Pro, and Free for a tier it does not know', () => {
    expect(savedSessionAllowance('free')).toBe(10);
    expect(savedSessionAllowance('practice')).toBe(100);
    expect(savedSessionAllowance('pro')).toBeNull();
    expect(savedSessionAllowance(undefined)).toBe(10);
    expect(savedSessionAllowance('enterprise' as never)).toBe(10);
  });

  it('names the plan, its number and the two ways out', () => {
    expect(sessionLimitMessage('free')).toBe(
      'Your Free plan keeps up to 10 saved roleplay sessions and you have reached it. Delete old sessions or upgrade to start a new one.',
    );
    expect(sessionLimitMessage('practice')).toMatch(
      /^Your Practice plan keeps up to 100 saved roleplay sessions .* upgrade to Pro \(unlimited\)/,
    );
  });
});
