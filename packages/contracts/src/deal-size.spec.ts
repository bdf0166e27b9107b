import { formatDealSize, parseDealSize } from './deal-size.js';

describe('deal size', () => {
  it.each([
    ['$120k', 120_000],
    ['85,000', 85_000],
    ['1.2M ARR', 1_200_000],
    ['$1,250,000', 1_250_000],
    ['USD 45000.50', 45_001],
    ['about 2 million', 2_000_000],
  ])('reads %s as %d dollars', (text, amount) => {
    expect(parseDealSize(text)).toBe(amount);
  });

  it('returns null without a number', () => {
    expect(parseDealSize('tbd')).toBeNull();
    expect(parseDealSize(undefined)).toBeNull();
  });

  it('formats as US dollars without decimals, keeping text that holds no number', () => {
    expect(formatDealSize('120000')).toBe('$120,000');
    expect(formatDealSize('45000.50')).toBe('$45,001');
    expect(formatDealSize('tbd')).toBe('tbd');
  });
});
