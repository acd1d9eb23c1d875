import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, ZHANGJIANG } from '../park/fixtures';
import { adminBase, firstClass } from './fixtures';

describe('classification trees', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;
  const base = adminBase('finance');

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
  });

  const tree = async () => rows((await json(app, operator, 'POST', `${base}/type/list`, { parkId: park })).data);

  it('lists with the count of items using each node, adds, renames, orders and removes an empty node', async () => {
    expect((await tree()).map((c) => `${String(c.name)}:${String(c.items)}`)).toEqual(['信用贷款:3', '股权融资:1', '融资担保:1']);
    const added = await json(app, operator, 'POST', `${base}/type/add`, { parkId: park, name: '供应链金融' });
    expect(added).toMatchObject({ code: 1, data: { name: '供应链金融', sort: 4 } });
    expect(await json(app, operator, 'POST', `${base}/type/add`, { parkId: park, name: '供应链金融' })).toMatchObject({ msg: '同一层级下已有同名分类', errors: [{ field: 'name', msg: '同一层级下已有同名分类' }] });
    const child = await json(app, operator, 'POST', `${base}/type/add`, { parkId: park, name: '应收账款', parentId: added.data.id });
    expect(child.data).toMatchObject({ parentId: added.data.id });
    expect((await json(app, operator, 'PUT', `${base}/type/update`, { id: child.data.id, name: '应收账款融资' })).data).toMatchObject({ name: '应收账款融资' });
    const roots = (await tree()).filter((c) => c.parentId === null).map((c) => Number(c.id)).reverse();
    expect((await json(app, operator, 'POST', `${base}/type/order`, { parkId: park, ids: roots })).code).toBe(1);
    expect((await tree()).filter((c) => c.parentId === null).map((c) => c.name)).toEqual(['供应链金融', '融资担保', '股权融资', '信用贷款']);
    expect((await json(app, operator, 'POST', `${base}/type/order`, { parkId: park, ids: [Number(added.data.id), Number(child.data.id)] })).msg).toBe('只能对同一层级的分类排序');
    expect((await json(app, operator, 'DELETE', `${base}/type/delete/${String(added.data.id)}`)).msg).toBe('该分类下还有 1 个子分类，不能删除');
    expect((await json(app, operator, 'DELETE', `${base}/type/delete/${String(child.data.id)}`)).code).toBe(1);
    expect((await json(app, operator, 'DELETE', `${base}/type/delete/${String(added.data.id)}`)).code).toBe(1);
  });

  it('refuses to remove a node still used, naming how many items use it', async () => {
    const used = await firstClass(park, 'finance');
    const before = Number(((await runSql(sql`select count(*)::int as n from content_classes`)).rows[0] as { n: number }).n);
    expect((await json(app, operator, 'DELETE', `${base}/type/delete/${String(used)}`)).msg).toBe('该分类下还有 3 条内容，不能删除');
    expect(Number(((await runSql(sql`select count(*)::int as n from content_classes`)).rows[0] as { n: number }).n)).toBe(before);
  });

  it('has no tree for news: those routes do not exist', async () => {
    expect((await app.inject({ method: 'POST', url: `/api/${adminBase('news')}/type/list`, payload: { parkId: park } })).statusCode).toBe(404);
  });
});
