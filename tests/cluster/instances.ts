import { join } from 'node:path';
import { freePort } from '../../server/db/embedded/cluster';
import type { Started, Work } from './work';

// API instances as deploy/ runs them: `node --import tsx server/main.ts` (no wrapper between the
// signal and the server), on a port of their own, behind the proxy.

const ROOT = join(import.meta.dirname, '../..');
export const ADMIN = { email: 'admin@example.com', password: 'cluster-admin-1' };

export interface Instance {
  name: string;
  port: number;
  base: string;
  env: NodeJS.ProcessEnv;
  process: Started;
  /** Resolves once /health/ready answers 200; rejects if the process ends first. */
  ready(ms?: number): Promise<void>;
  /** Lines the instance logged with this text. */
  logged(text: string): string[];
}

export const startInstance = async (work: Work, name: string, env: NodeJS.ProcessEnv, port?: number): Promise<Instance> => {
  const p = port ?? await freePort();
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(p), HOST: '127.0.0.1', TRUST_PROXY: 'true', SKIP_WEB_BUILD: 'true',
    ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'info', LOG_REQUESTS: 'true',
    // Generous for a shared two-core machine; the checks count on the limits, not on luck.
    LOGIN_MAX_FAILURES_ACCOUNT: '1000', LOGIN_MAX_FAILURES_ADDRESS: '1000',
    ...env,
  };
  delete fullEnv.NODE_OPTIONS;
  const started = work.spawn(name, process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: fullEnv });
  const base = `http://127.0.0.1:${p}`;
  return {
    name, port: p, base, env: fullEnv, process: started,
    async ready(ms = 120_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        if (started.child.exitCode !== null) throw new Error(`${name} ended (${started.child.exitCode}):\n${started.output()}`);
        const res = await fetch(`${base}/health/ready`).catch(() => undefined);
        if (res?.status === 200) return;
        if (Date.now() > deadline) throw new Error(`${name} not ready within ${ms} ms:\n${started.output()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    logged: (text) => started.output().split('\n').filter((l) => l.includes(text)),
  };
};
