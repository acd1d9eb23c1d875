import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/client';
import { isLogAction, isLogModule } from '@contract/oplog';
import { testDatabase } from '../helpers/test-server';
import { MIGRATIONS, migrationsBefore } from '../helpers/migrations';

const TAG = '0002_log-vocabulary';

// Every module/action pair the code ever wrote (git log -p -- server), and the catalogue codes it reads as now.
const OLD_TO_NEW: [string, string, string, string][] = [
  ['estate', 'building.add', 'building', 'add'],
  ['estate', 'building.update', 'building', 'update'],
  ['estate', 'building.delete', 'building', 'delete'],
  ['estate', 'floor.add', 'floor', 'add'],
  ['estate', 'floor.update', 'floor', 'update'],
  ['estate', 'floor.delete', 'floor', 'delete'],
  ['estate', 'room.add', 'room', 'add'],
  ['estate', 'room.update', 'room', 'update'],
  ['estate', 'room.delete', 'room', 'delete'],
  ['estate', 'room.import', 'room', 'import'],
  ['estate', 'room.import.start', 'importTask', 'add'],
  ['enterpriseField', 'model.add', 'enterpriseModel', 'add'],
  ['enterpriseField', 'model.update', 'enterpriseModel', 'update'],
  ['enterpriseField', 'model.move', 'enterpriseModel', 'move'],
  ['enterpriseField', 'model.delete', 'enterpriseModel', 'delete'],
  ['enterpriseField', 'field.add', 'enterpriseField', 'add'],
  ['enterpriseField', 'field.update', 'enterpriseField', 'update'],
  ['enterpriseField', 'field.move', 'enterpriseField', 'move'],
  ['enterpriseField', 'field.delete', 'enterpriseField', 'delete'],
  ['system', 'supper.update', 'systemSetting', 'update'],
  ['system', 'appVersion.update', 'versionSetting', 'update'],
  ['system', 'app.create', 'app', 'add'],
  ['files', 'upload', 'file', 'upload'],
  ['account', 'insert', 'user', 'add'],
  ['enterprise', 'check', 'enterprise', 'audit'],
  ['验证码', '发送验证码', 'verifyCode', 'send'],
  ['权限', '新增权限', 'privilege', 'add'],
  ['权限', '删除权限', 'privilege', 'delete'],
  ['账号', '注册', 'user', 'register'],
  ['账号', '修改账号信息', 'user', 'update'],
  ['账号', '修改密码', 'password', 'update'],
  ['账号', '找回密码', 'password', 'recover'],
  ['认证', '登录', 'auth', 'login'],
  ['认证', '刷新登录', 'auth', 'refresh'],
  ['认证', '退出登录', 'auth', 'logout'],
  ['客户经理', '新增账号', 'account', 'add'],
  ['客户经理', '修改账号', 'account', 'update'],
  ['客户经理', '冻结账号', 'account', 'freeze'],
  ['客户经理', '解冻账号', 'account', 'unfreeze'],
  ['客户经理', '分配企业与员工', 'account', 'allot'],
  ['客户经理', '解除分配', 'account', 'unallot'],
  ['客户经理', '修改服务承诺', 'commitment', 'update'],
  ['菜单', '新增菜单', 'menu', 'add'],
  ['菜单', '删除菜单', 'menu', 'delete'],
  ['菜单', '设置菜单权限', 'menu', 'grant'],
  ['角色', '新增角色', 'role', 'add'],
  ['角色', '修改角色', 'role', 'update'],
  ['角色', '删除角色', 'role', 'delete'],
  ['角色', '设置菜单权限', 'role', 'grant'],
  ['操作日志', '导出日志', 'operationLog', 'export'],
];
// Written by earlier code in today's codes already: the migration leaves them as they are.
const UNCHANGED: [string, string][] = [
  ['park', 'add'], ['park', 'update'], ['park', 'enable'], ['park', 'disable'],
  ['enterprise', 'submit'], ['enterprise', 'moveOut'], ['auth', 'login'],
];

const migrationSql = () => fs.readFileSync(path.join(MIGRATIONS, `${TAG}.sql`), 'utf8');

async function insertOldRows(database: Database): Promise<void> {
  const rows = [...OLD_TO_NEW.map(([module, action]) => [module, action]), ...UNCHANGED];
  for (const [index, [module, action]] of rows.entries()) {
    await database.db.execute(sql`insert into operation_logs (username, module, action, target) values ('old', ${module}, ${action}, ${`old-${index}`})`);
  }
}

async function readBack(database: Database): Promise<Map<string, [string, string]>> {
  const result = await database.db.execute(sql`select target, module, action from operation_logs where username = 'old'`);
  const rows = result.rows as { target: string; module: string; action: string }[];
  return new Map(rows.map((r) => [r.target, [r.module, r.action]]));
}

function expectRewritten(read: Map<string, [string, string]>): void {
  OLD_TO_NEW.forEach(([oldModule, oldAction, module, action], index) => {
    expect(read.get(`old-${index}`), `${oldModule} / ${oldAction}`).toEqual([module, action]);
  });
  UNCHANGED.forEach(([module, action], index) => {
    expect(read.get(`old-${OLD_TO_NEW.length + index}`)).toEqual([module, action]);
  });
}

describe('migration 0002: the operation log in catalogue codes', () => {
  it('maps every old value to a module and an action of the catalogue', () => {
    for (const [, , module, action] of OLD_TO_NEW) {
      expect(isLogModule(module), module).toBe(true);
      expect(isLogAction(action), action).toBe(true);
    }
    for (const [module, action] of UNCHANGED) expect(isLogModule(module) && isLogAction(action)).toBe(true);
    const statements = migrationSql();
    for (const [oldModule, oldAction, module, action] of OLD_TO_NEW) {
      expect(statements).toContain(`('${oldModule}', '${oldAction}', '${module}', '${action}')`);
    }
  });

  it('rewrites old-style rows, and leaves every row of the log in catalogue codes', async () => {
    const database = await testDatabase();
    await insertOldRows(database);
    await database.execScript(migrationSql());
    expectRewritten(await readBack(database));
    const all = await database.db.execute(sql`select distinct module, action from operation_logs`);
    const strays = (all.rows as { module: string; action: string }[]).filter((r) => !isLogModule(r.module) || !isLogAction(r.action));
    expect(strays).toEqual([]);
    await database.execScript(migrationSql());
    expectRewritten(await readBack(database));
  });

  it('runs on an existing data folder when the server migrates it', async () => {
    const database = await openDatabase('memory://');
    const older = migrationsBefore(TAG);
    try {
      await migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: older });
      await insertOldRows(database);
      await database.migrate();
      expectRewritten(await readBack(database));
    } finally {
      await database.close();
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});
