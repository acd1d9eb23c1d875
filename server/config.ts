import path from 'node:path';
import { isStoredHash, OWASP_SCRYPT_COST, type ScryptCost } from './lib/password';

// The only module that reads the environment (DESIGN.md §7).
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  uploadDir: string;
  // Finished company exports wait here for the operator who asked (issue 13: the export task list).
  exportDir: string;
  // FILE_STORE (default folder): where uploads and exports live. `folder` is UPLOAD_DIR and EXPORT_DIR on this
  // machine; `s3` an S3-compatible bucket every instance shares (server/lib/file-store-for.ts).
  fileStore: FileStoreConfig;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  clientId: string;
  clientSecret: string;
  // AUTH_RATE_LIMIT (default 30): calls per minute per client address to login, register, password reset and
  // verify-code routes. Far above what a person typing needs, far below what guessing passwords or codes needs.
  authRateLimit: number;
  seedDemo: boolean;
  // DEMO_PASSWORD_HASH (default: made at start at the server's cost): the stored hash a new folder's demo accounts get,
  // a scrypt hash of the published demo password made elsewhere (the browser tests' seed makes one at a low cost, as
  // the server tests' seed does, so each journey's sign-in does not pay OWASP's 0.4 s of CPU). A sign-in verifies at
  // the cost stored with the hash; every hash the server makes keeps its own cost.
  demoPasswordHash: string | null;
  // The scrypt cost of every password hash the server makes: OWASP's minimum, which no setting changes (the server
  // tests' config lowers it, as their seed's hash).
  passwordCost: ScryptCost;
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

/** Where an S3-compatible store is and who signs to it (SigV4). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  // `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`: for stores reached by address or
  // without wildcard names (MinIO, a local test server).
  forcePathStyle: boolean;
}

export type FileStoreConfig = { kind: 'folder' } | ({ kind: 's3' } & S3Settings);

/** A setting the server cannot start with: main.ts prints its message alone. */
export class SettingsError extends Error {}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new SettingsError(`设置 ${name} 必须是正整数，当前为 "${raw}"`);
  }
  return value;
}

const MAX_SESSION_CACHE_MS = 1000;

function sessionCacheMs(env: Env): number {
  if (env.SESSION_CACHE_MS === '0') return 0;
  const value = positiveInt(env, 'SESSION_CACHE_MS', env.NODE_ENV === 'production' ? 500 : 0);
  if (value > MAX_SESSION_CACHE_MS) throw new SettingsError(`设置 SESSION_CACHE_MS 不能超过 ${MAX_SESSION_CACHE_MS}，当前为 "${env.SESSION_CACHE_MS}"`);
  return value;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function flag(env: Env, name: string): boolean {
  const raw = env[name] ?? '';
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new SettingsError(`设置 ${name} 只能是 1 或 0，当前为 "${raw}"`);
}

function fileStore(env: Env): FileStoreConfig {
  const kind = env.FILE_STORE || 'folder';
  if (kind === 'folder') return { kind };
  if (kind !== 's3') throw new SettingsError(`设置 FILE_STORE 只能是 folder 或 s3，当前为 "${kind}"`);
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new SettingsError(`FILE_STORE=s3 时必须设置 ${missing.join('、')}（缺少这些设置，服务未启动）`);
  const endpoint = env.S3_ENDPOINT ?? '';
  if (!URL.canParse(endpoint) || !['http:', 'https:'].includes(new URL(endpoint).protocol)) {
    throw new SettingsError(`设置 S3_ENDPOINT 必须是 http:// 或 https:// 开头的地址，当前为 "${endpoint}"`);
  }
  return {
    kind,
    endpoint,
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
  };
}

function demoPasswordHash(env: Env): string | null {
  const raw = env.DEMO_PASSWORD_HASH;
  if (!raw) return null;
  if (!isStoredHash(raw)) throw new SettingsError(`设置 DEMO_PASSWORD_HASH 必须是 scrypt 密码哈希（scrypt$N$r$p$盐$哈希）`);
  return raw;
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
    fileStore: fileStore(env),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 1800),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', 604800),
    clientId: env.CLIENT_ID || 'park-console',
    clientSecret: env.CLIENT_SECRET || 'park-console-secret',
    authRateLimit: positiveInt(env, 'AUTH_RATE_LIMIT', 30),
    taskHeartbeatMs: positiveInt(env, 'TASK_HEARTBEAT_MS', 5000),
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    demoPasswordHash: demoPasswordHash(env),
    passwordCost: OWASP_SCRYPT_COST,
    production: env.NODE_ENV === 'production',
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS === '1' : env.NODE_ENV !== 'production',
    distDir: path.resolve(env.DIST_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1',
    sessionCacheMs: sessionCacheMs(env),
  };
}
