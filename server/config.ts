import path from 'node:path';

// The only module that reads the environment (DESIGN.md §7).
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  uploadDir: string;
  // Finished company exports wait here for the operator who asked (issue 13: the export task list).
  exportDir: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  clientId: string;
  clientSecret: string;
  // AUTH_RATE_LIMIT (default 30): calls per minute per client address to login, register, password reset and
  // verify-code routes. Far above what a person typing needs, far below what guessing passwords or codes needs.
  authRateLimit: number;
  seedDemo: boolean;
  production: boolean;
  distDir: string;
  logLevel: string;
  // SESSION_CACHE_MS (default 500 in production, 0 = off otherwise; at most 1000): how long a caller read from its
  // session stays cached in this process. It bounds how late logout, freeze or a password change made on another
  // instance reaches this one.
  sessionCacheMs: number;
  // CHECK_ANSWERS (default: on outside production): every declared call's answer is checked against its response
  // schema before it is sent, and a mismatch fails the call (server/lib/answer-check.ts).
  checkAnswers: boolean;
  // TASK_HEARTBEAT_MS (default 5000): how often an instance running an export or import says so; a task whose owner
  // missed three beats is taken over by another instance (server/lib/task-lease.ts).
  taskHeartbeatMs: number;
  // Only behind a reverse proxy: otherwise X-Forwarded-For would let a client pick its own address.
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`设置 ${name} 必须是正整数，当前为 "${raw}"`);
  }
  return value;
}

const MAX_SESSION_CACHE_MS = 1000;

function sessionCacheMs(env: Env): number {
  if (env.SESSION_CACHE_MS === '0') return 0;
  const value = positiveInt(env, 'SESSION_CACHE_MS', env.NODE_ENV === 'production' ? 500 : 0);
  if (value > MAX_SESSION_CACHE_MS) throw new Error(`设置 SESSION_CACHE_MS 不能超过 ${MAX_SESSION_CACHE_MS}，当前为 "${env.SESSION_CACHE_MS}"`);
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    host: env.HOST || '127.0.0.1',
    port: env.PORT === '0' ? 0 : positiveInt(env, 'PORT', 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    exportDir: path.resolve(env.EXPORT_DIR || path.join(dataDir, 'exports')),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 1800),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', 604800),
    clientId: env.CLIENT_ID || 'park-console',
    clientSecret: env.CLIENT_SECRET || 'park-console-secret',
    authRateLimit: positiveInt(env, 'AUTH_RATE_LIMIT', 30),
    taskHeartbeatMs: positiveInt(env, 'TASK_HEARTBEAT_MS', 5000),
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    production: env.NODE_ENV === 'production',
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS === '1' : env.NODE_ENV !== 'production',
    distDir: path.resolve(env.DIST_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1',
    sessionCacheMs: sessionCacheMs(env),
  };
}
