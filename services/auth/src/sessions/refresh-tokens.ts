import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token: 256 random bits, URL-safe. Only its hash is ever stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a refresh token: a leaked table cannot be replayed. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
