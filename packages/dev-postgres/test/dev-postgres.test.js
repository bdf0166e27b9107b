import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { createTestDatabase } from '../index.js';

test('a test database accepts connections and is removed by drop()', async () => {
  const db = await createTestDatabase('devpg');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query('SELECT current_database() AS name');
  assert.match(rows[0].name, /^devpg_[0-9a-f]{8}$/);
  await client.end();
  await db.drop();
});
