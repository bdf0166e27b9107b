import { containsPattern, decodeCursor, encodeCursor } from './paging.js';

describe('keyset paging', () => {
  const keyset = { createdAt: '2026-11-23T21:04:05.123456Z', id: '0b9e8f55-8c1e-4f7a-9d0b-3c2a1e4f5a6b' };

  it('gives back the keyset a cursor was made from', () => {
    const cursor = encodeCursor(keyset);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(keyset);
  });

  it('refuses with 400 a cursor the list never handed out', () => {
    const bad = [
      'not-a-cursor',
      Buffer.from('2026-11-23T21:04:05Z|0b9e8f55-8c1e-4f7a-9d0b-3c2a1e4f5a6b').toString('base64url'),
      Buffer.from(`${keyset.createdAt}|not-a-uuid`).toString('base64url'),
      Buffer.from(`${keyset.createdAt}|${keyset.id}|more`).toString('base64url'),
      Buffer.from(`2026-13-45T21:04:05.123456Z|${keyset.id}`).toString('base64url'),
      Buffer.from(`2026-02-30T21:04:05.123456Z|${keyset.id}`).toString('base64url'),
      Buffer.from(`${keyset.createdAt}'; DROP TABLE x; --|${keyset.id}`).toString('base64url'),
    ];
    for (const cursor of bad) {
      expect(() => decodeCursor(cursor)).toThrow('cursor: is not a cursor this list handed out');
    }
  });

  it('takes %, _ and \\ in search text literally', () => {
    expect(containsPattern('acme')).toBe('%acme%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
