import { phrases } from './phrases.js';

const matches = (list: string[], view: string, gap?: number) => phrases(list, gap).test(` ${view} `);

describe('phrases', () => {
  it('matches whole words only', () => {
    expect(matches(['pain'], 'a real pain here')).toBe(true);
    expect(matches(['pain'], 'painting the wall')).toBe(false);
  });

  it('reads | as alternatives of one word and * as any ending', () => {
    expect(matches(['security review|questionnaire'], 'the security questionnaire came back')).toBe(true);
    expect(matches(['security review|questionnaire'], 'the questionnaire came back')).toBe(false);
    expect(matches(['frustrat*'], 'they were frustrated')).toBe(true);
  });

  it('reads parentheses as alternatives of several words', () => {
    expect(matches(['(thought about|looked at) it'], 'never looked at it')).toBe(true);
    expect(matches(['(thought about|looked at) it'], 'never thought about it')).toBe(true);
    expect(matches(['(thought about|looked at) it'], 'never about it')).toBe(false);
  });

  it('lets groups nest', () => {
    const list = ['need (it|something|(the|a) (tool|platform)) to'];
    expect(matches(list, 'they need the tool to pass')).toBe(true);
    expect(matches(list, 'they need a platform to pass')).toBe(true);
    expect(matches(list, 'they need something to pass')).toBe(true);
    expect(matches(list, 'they need the budget to pass')).toBe(false);
  });

  it('reads ~ as a bounded gap of other words', () => {
    expect(matches(['owns ~ budget'], 'dana owns the whole it budget')).toBe(true);
    expect(matches(['owns ~ budget'], 'dana owns one two three four budget')).toBe(false);
    expect(matches(['owns ~ budget'], 'dana owns one two three four budget', 4)).toBe(true);
  });

  it('takes regex characters literally', () => {
    expect(matches(['$ 1'], 'cost $ 1 m')).toBe(true);
    expect(matches(['p&l'], 'runs the p&l')).toBe(true);
    expect(matches(['a.b'], 'axb')).toBe(false);
  });

  it('refuses a one-word alternative that repeats its neighbour, the sign of a multi-word alternative left unbracketed', () => {
    expect(() => phrases(['is at|are at'])).toThrow(/put alternatives of several words in parentheses/);
    expect(() => phrases(['(is at|are at)'])).not.toThrow();
    expect(matches(['(is at|are at)'], 'they are at 58 days')).toBe(true);
  });

  it('refuses a gap inside parentheses, which would split the group and match nothing it says', () => {
    expect(() => phrases(['(i|we) ~ (showed|walked ~ through) ~ data'])).toThrow(/a gap \(~\) inside parentheses/);
    expect(() => phrases(['(i|we) ~ (showed|walked) ~ data'])).not.toThrow();
  });
});
