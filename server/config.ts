/** Every setting the server reads, with its default. README "Configuration" lists the same. */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /** Streaming replicas that serve reads (docs/architecture.md "Read replicas"); none: every read goes to the primary. */
  replicaUrls: string[];
  /** Seconds a replica may lag behind the primary before it is skipped. */
  replicaMaxLag: number;
  dataDir: string;
  adminEmail: string;
  adminPassword?: string;
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Failures of one account from one address before that pair gets 429. */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  /** Failures of one account from all addresses past which failed answers are delayed. */
  loginSlowAfterFailures: number;
  loginFailureWindow: number;
  loginKnownAddressDays: number;
  logLevel: string;
  /** One info line per request (method, path, status, time). */
  logRequests: boolean;
  trustProxy: boolean;
  /** Base URL of links sent to users; unset: the URL printed at start (see publicBaseUrl). */
  publicUrl?: string;
  /** Seconds a client may take to send a request's headers and body before 408. */
  requestTimeout: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: int(env.PORT, 3000),
  host: env.HOST || '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  // Several replicas are separated by commas or spaces.
  replicaUrls: (env.DATABASE_REPLICA_URL ?? '').split(/[\s,]+/).filter(Boolean),
  replicaMaxLag: int(env.DATABASE_REPLICA_MAX_LAG, 5),
  dataDir: env.DATA_DIR || 'data',
  adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
  adminPassword: env.ADMIN_PASSWORD || undefined,
  jwtSecret: env.JWT_SECRET || undefined,
  // docs/domain.md "Token lifetimes": access token 36000 s (10 h), refresh token 1800 s.
  accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 36000),
  refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 1800),
  loginMaxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_ACCOUNT, 5),
  loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_ADDRESS, 20),
  loginSlowAfterFailures: int(env.LOGIN_SLOW_AFTER_FAILURES, 5),
  loginFailureWindow: int(env.LOGIN_FAILURE_WINDOW, 900),
  loginKnownAddressDays: int(env.LOGIN_KNOWN_ADDRESS_DAYS, 30),
  logLevel: env.LOG_LEVEL || 'info',
  logRequests: env.LOG_REQUESTS === 'true',
  trustProxy: env.TRUST_PROXY === 'true',
  publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
  requestTimeout: int(env.REQUEST_TIMEOUT, 30),
});

/**
 * Where users reach the app: PUBLIC_URL, else the URL `npm start` prints. Never a request's
 * Host header, which the caller chooses.
 */
export const publicBaseUrl = (config: Config): string => {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
};
