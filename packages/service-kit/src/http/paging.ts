// Keyset paging for "newest first" lists: a page ends at a (created_at, id) pair, and the next page is
// every row strictly before it in (created_at DESC, id DESC) order. Unlike an offset, a row inserted or
// deleted meanwhile never shifts a page, and the database walks the index from the cursor instead of
// skipping rows, so the 250th page costs what the first does.
import { BadRequestException } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** PostgreSQL's timestamptz to the microsecond, in UTC, as `keysetTimestamp` writes it. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * SQL for a row's cursor timestamp, to the microsecond (a JavaScript Date keeps milliseconds only, and two
 * rows created within one millisecond would otherwise be skipped or repeated across pages).
 */
export const keysetTimestamp = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface Keyset {
  /** `keysetTimestamp` of the last row of the page. */
  createdAt: string;
  id: string;
}

/** A date that exists (not 30 February): it reads back as the same day and time. */
function realDate(timestamp: string): boolean {
  const time = Date.parse(timestamp);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === timestamp.slice(0, 19);
}

/** The opaque cursor of the row a page ended with. */
export function encodeCursor({ createdAt, id }: Keyset): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url');
}

/** The keyset a cursor names; a cursor the list never handed out is a 400 naming the parameter. */
export function decodeCursor(cursor: string): Keyset {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !TIMESTAMP.test(createdAt ?? '') || !UUID.test(id ?? '') || !realDate(createdAt)) {
    throw new BadRequestException('cursor: is not a cursor this list handed out');
  }
  return { createdAt, id };
}

/** A `LIKE`/`ILIKE` pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
