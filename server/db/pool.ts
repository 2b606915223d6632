import pg from 'pg';

export const createPool = (url: string, max = 20, options: Omit<pg.PoolConfig, 'connectionString' | 'max'> = {}): pg.Pool => {
  const pool = new pg.Pool({ connectionString: url, max, ...options });
  // An idle client's connection dropping (server restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
};
