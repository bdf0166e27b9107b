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

/** The conditions of one user's list as a request builds them, with their bound parameters ($1 is the user). */
export class ListFilter {
  readonly params: unknown[];
  private readonly conditions: string[];

  constructor(userId: string) {
    this.params = [userId];
    this.conditions = ['user_id = $1'];
  }

  /** The placeholder of a new parameter (`$2`, `$3`...). */
  bind(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  where(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  get sql(): string {
    return this.conditions.join(' AND ');
  }
}

/** Anything that runs SQL with parameters (a DataSource, an EntityManager). */
interface Queryable {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T>;
}

/**
 * One page of a newest-first list, and how many rows match in all: `columns` of `table` (the row's id and
 * `keyset_at` are added) where `filter` holds, after `cursor`, at most `limit` rows. Both statements use the
 * table's (user_id, created_at DESC, id DESC) index; the count ignores the cursor.
 */
export async function keysetPage<Row extends { id: string }>(
  db: Queryable,
  { table, columns, filter, cursor, limit }: { table: string; columns: string; filter: ListFilter; cursor?: string; limit: number },
): Promise<{ rows: Row[]; nextCursor: string | null; total: number }> {
  const matching = filter.sql;
  const countParams = [...filter.params];
  let pageWhere = matching;
  if (cursor) {
    const after = decodeCursor(cursor);
    pageWhere += ` AND (created_at, id) < (${filter.bind(after.createdAt)}::timestamptz, ${filter.bind(after.id)}::uuid)`;
  }
  const [rows, [{ total }]] = await Promise.all([
    db.query<Array<Row & { keyset_at: string }>>(
      `SELECT ${columns}, ${keysetTimestamp('created_at')} AS keyset_at
       FROM ${table} WHERE ${pageWhere} ORDER BY created_at DESC, id DESC LIMIT ${filter.bind(limit + 1)}`,
      filter.params,
    ),
    db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM ${table} WHERE ${matching}`, countParams),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.keyset_at, id: last.id }) : null,
    total,
  };
}
