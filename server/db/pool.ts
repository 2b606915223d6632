import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = ReturnType<typeof drizzle>;

export const createPool = (url: string, max = 20): pg.Pool => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client's connection dropping (server restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
};

export const createDb = (pool: pg.Pool): Db => drizzle(pool);
