import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { parkScope, requirePlatformAdmin } from '../../lib/park-scope';
import { appNameTaken, insertApp, listApps, readSetting, writeSetting } from './queries';
import { DEFAULT_SUPPER, DEFAULT_VERSION, type AppInput, type SupperSetting, type VersionSetting } from './schemas';

const SUPPER = 'supper';
const VERSION = 'appVersion';

// Operators may read the platform settings; only the platform admin changes them.
async function readable<T extends object>(db: Db, ctx: RequestContext, key: string, fallback: T): Promise<T> {
  await parkScope(db, ctx.user);
  const stored = await readSetting(db, key);
  return { ...fallback, ...(stored && typeof stored === 'object' ? stored : {}) };
}

// Answers the settings as a read will give them from now on: what was saved, over the defaults for what was left out.
async function save<T extends object>(db: Db, ctx: RequestContext, key: string, label: string, value: Partial<T>, fallback: T): Promise<T> {
  requirePlatformAdmin(ctx.user);
  return db.transaction(async (tx) => {
    const before = await readSetting(tx, key);
    await writeSetting(tx, key, value);
    await writeLog(tx, ctx, { module: key === SUPPER ? 'systemSetting' : 'versionSetting', action: 'update', target: label, parkId: null, before, after: value });
    return { ...fallback, ...value };
  });
}

export const supperSetting = (db: Db, ctx: RequestContext) => readable(db, ctx, SUPPER, DEFAULT_SUPPER);
export const saveSupperSetting = (db: Db, ctx: RequestContext, value: SupperSetting) => save(db, ctx, SUPPER, '系统设置', value, DEFAULT_SUPPER);
function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export const versionSetting = (db: Db, ctx: RequestContext) => readable(db, ctx, VERSION, DEFAULT_VERSION);

export async function saveVersionSetting(db: Db, ctx: RequestContext, value: VersionSetting) {
  if (compareVersions(value.minVersion, value.version) > 0) throw fieldError('minVersion', '最低支持版本不能高于当前版本');
  return save(db, ctx, VERSION, '版本设置', value, DEFAULT_VERSION);
}

export async function appList(db: Db, ctx: RequestContext, query: PageRequest & { name?: string }) {
  requirePlatformAdmin(ctx.user);
  return listApps(db, query);
}

/** Creates a client application; its secret is shown in this answer only and stored as a hash. */
export async function createApp(db: Db, ctx: RequestContext, input: AppInput) {
  requirePlatformAdmin(ctx.user);
  const name = input.name.trim();
  const appSecret = randomBytes(24).toString('base64url');
  try {
    return await db.transaction(async (tx) => {
      if (await appNameTaken(tx, name)) throw fieldError('name', '应用名称已存在');
      const row = await insertApp(tx, {
        name,
        platform: input.platform,
        remark: input.remark ?? null,
        appKey: `pk_${randomBytes(8).toString('hex')}`,
        appSecret: createHash('sha256').update(appSecret).digest('hex'),
      });
      await writeLog(tx, ctx, { module: 'app', action: 'add', target: name, parkId: null, after: row });
      return { ...row, appSecret };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? fieldError('name', '应用名称已存在') : error;
  }
}
