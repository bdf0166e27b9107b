// A user's rows in a service's own database, found by their `user_id` column wherever it is: so a table a
// later change adds is covered by account deletion (docs/accounts.md) without anyone remembering to list it.
import type { EntityManager } from 'typeorm';

/** The tables of the current schema that have a `user_id` column, by name. */
async function tablesWithUserId(manager: EntityManager): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await manager.query(
    `SELECT c.table_name FROM information_schema.columns AS c
       JOIN information_schema.tables AS t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Deletes every row of the user (rows that hang off them by a foreign key go with them, ON DELETE CASCADE)
 * and the user's rate-limit state; returns how many rows each table lost. Idempotent: a second call finds
 * nothing. Run it in a transaction, so a failure leaves everything in place to be retried.
 */
export async function deleteUserRows(manager: EntityManager, userId: string): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const table of await tablesWithUserId(manager)) {
    const [, count]: [unknown, number] = await manager.query(`DELETE FROM ${quoted(table)} WHERE user_id::text = $1`, [userId]);
    if (count > 0) deleted[table] = count;
  }
  // Per-user limits are keyed by the user id in the table service-kit keeps in each database.
  const [, limits]: [unknown, number] = await manager.query(`DELETE FROM rate_limits WHERE key = $1 OR key LIKE '%:' || $1`, [userId]);
  if (limits > 0) deleted.rate_limits = limits;
  return deleted;
}

/** How many rows of the user each table still holds (tables with none left out): what a deletion test checks. */
export async function countUserRows(manager: EntityManager, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithUserId(manager)) {
    const [{ count }]: Array<{ count: number }> = await manager.query(
      `SELECT count(*)::int AS count FROM ${quoted(table)} WHERE user_id::text = $1`,
      [userId],
    );
    if (count > 0) counts[table] = count;
  }
  return counts;
}
