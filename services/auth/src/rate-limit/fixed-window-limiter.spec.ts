import { clientIp } from './client-ip.js';
import { FixedWindowLimiter } from './fixed-window-limiter.js';

describe('FixedWindowLimiter', () => {
  it('allows the limit per key and window, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    now += 20_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Another key has its own count.
    expect(limiter.hit('b').allowed).toBe(true);
    now += 39_500;
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it('forgets finished windows, so memory follows the active keys', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 1_000, () => now);
    for (let i = 0; i < 100; i++) limiter.hit(`ip-${i}`);
    expect(limiter.size).toBe(100);
    now = 5_000;
    limiter.hit('late');
    expect(limiter.size).toBe(1);
  });
});

describe('clientIp', () => {
  const requestWith = (headers: Record<string, string | string[]>, remoteAddress = '::ffff:127.0.0.1') =>
    ({ headers, socket: { remoteAddress } }) as never;

  it('takes the first hop of x-forwarded-for, else the socket address', () => {
    expect(clientIp(requestWith({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9');
    expect(clientIp(requestWith({ 'x-forwarded-for': ['198.51.100.1'] }))).toBe('198.51.100.1');
    expect(clientIp(requestWith({}))).toBe('127.0.0.1');
    expect(clientIp(requestWith({ 'x-forwarded-for': ' ' }, '2001:db8::1'))).toBe('2001:db8::1');
  });
});
