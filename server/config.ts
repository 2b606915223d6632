/** Every setting the server reads, with its default. README "Configuration" lists the same. */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  adminEmail: string;
  adminPassword?: string;
  jwtSecret?: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  loginFailureWindow: number;
  logLevel: string;
  trustProxy: boolean;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: int(env.PORT, 3000),
  host: env.HOST || '0.0.0.0',
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR || 'data',
  adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
  adminPassword: env.ADMIN_PASSWORD || undefined,
  jwtSecret: env.JWT_SECRET || undefined,
  // SPEC 9: access token 36000 s (10 h), refresh token 1800 s.
  accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 36000),
  refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 1800),
  loginMaxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_ACCOUNT, 5),
  loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_ADDRESS, 20),
  loginFailureWindow: int(env.LOGIN_FAILURE_WINDOW, 900),
  logLevel: env.LOG_LEVEL || 'info',
  trustProxy: env.TRUST_PROXY === 'true',
});
