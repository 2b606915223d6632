import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../../server/db/pool';
import { withDatabase } from './globalSetup';

export interface TestDatabase {
  pool: pg.Pool;
  /** Its address, for processes of their own. */
  url: string;
  close(): Promise<void>;
}

/**
 * A fresh database cloned from the seeded template, without the app: for tests of a server module
 * that only needs PostgreSQL (the stock ledger). Lighter than createTestApp, which matters when
 * mutation testing runs a file once per mutant (`npm run test:mutation -- ledger`).
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = inject('templateUrl');
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  const pool = createPool(withDatabase(serverUrl, name), 10);
  return {
    pool,
    url: withDatabase(serverUrl, name),
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
};
