import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, rows, send } from '../park/fixtures';
import { companyId, LANHAI, XINGYUN } from './fixtures';

describe('audited versions of a company record', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let xingyun: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    xingyun = await companyId(XINGYUN);
  });

  it('lists the demo company versions, newest first, with who audited them', async () => {
    const res = await json(app, operator, 'GET', `v1/enterprise/versions/${xingyun}`);
    expect(res.code).toBe(1);
    expect(res.data.company).toMatchObject({ id: xingyun, name: XINGYUN, state: 1 });
    const versions = rows(res.data.versions);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const numbers = versions.map((v) => Number(v.version));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(versions[0]).toMatchObject({ auditedAt: expect.any(String), auditedBy: expect.any(String) });
  });

  it('answers a version and today record with the park form labels to compare them', async () => {
    const first = rows((await json(app, operator, 'GET', `v1/enterprise/versions/${xingyun}`)).data.versions).at(-1)?.version;
    const old = await json(app, operator, 'GET', `v1/enterprise/version/${xingyun}/${String(first)}`);
    expect(old.code).toBe(1);
    expect(old.data).toMatchObject({ companyId: xingyun, version: first, auditedAt: expect.any(String) });
    expect(Object.keys(old.data.data as object).length).toBeGreaterThan(0);
    const models = rows(old.data.models);
    expect(models.map((m) => m.name)).toEqual(['基本信息', '经营信息', '知识产权']);
    expect(rows(models[0]?.fields)[0]).toEqual({ fieldKey: 'companyName', label: '企业名称', type: 'text', kind: null });

    const now = await json(app, operator, 'GET', `v1/enterprise/version/${xingyun}/0`);
    expect(now.data).toMatchObject({ version: 0, auditedAt: null });
    expect(Object.keys(now.data.data as object).length).toBeGreaterThan(0);
  });

  it('follows the park form: a disabled model leaves the labels', async () => {
    await runSql(sql`update enterprise_models set enabled = false where module_key = 'ip' and park_id = (select park_id from companies where id = ${xingyun})`);
    const now = await json(app, operator, 'GET', `v1/enterprise/version/${xingyun}/0`);
    expect(rows(now.data.models).map((m) => m.moduleKey)).toEqual(['basic', 'business']);
  });

  it('answers 404 for a version or company that does not exist, and an empty history for a company without audits', async () => {
    expect((await send(app, operator, 'GET', `v1/enterprise/version/${xingyun}/999`)).statusCode).toBe(404);
    expect((await send(app, operator, 'GET', 'v1/enterprise/versions/999999')).statusCode).toBe(404);
    const lanhai = await json(app, operator, 'GET', `v1/enterprise/versions/${await companyId(LANHAI)}`);
    expect(lanhai.data.versions).toEqual([]);
    for (const url of [`v1/enterprise/version/${xingyun}/-1`, `v1/enterprise/version/${xingyun}/x`, 'v1/enterprise/versions/0', `v1/enterprise/version/${xingyun}/1000001`]) {
      const res = await send(app, operator, 'GET', url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().code, url).not.toBe(1);
    }
  });
});
