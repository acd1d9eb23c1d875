import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES } from '@contract/content-types';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, send, ZHANGJIANG } from '../park/fixtures';
import { adminBase, EXTRA, itemIn, newItem, STALE } from './fixtures';

const logCount = async () => Number(((await runSql(sql`select count(*)::int as n from operation_logs`)).rows[0] as { n: number }).n);
const itemCount = async () => Number(((await runSql(sql`select count(*)::int as n from content_items`)).rows[0] as { n: number }).n);

describe('content items: one mechanism for every type', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
  });

  it.each(CONTENT_TYPE_KEYS)('%s: adds a draft, reads, updates, lists pinned first, deletes — each change logged', async (type) => {
    const base = adminBase(type);
    const logs = await logCount();
    const added = await json(app, operator, 'POST', `${base}/add`, await newItem(park, type, `测试${CONTENT_TYPES[type].label}`));
    expect(added).toMatchObject({ code: 1, data: { state: 'draft', pinned: false, type, extra: EXTRA[type], version: 0 } });
    const id = Number(added.data.id);
    const info = await json(app, operator, 'GET', `${base}/info/${id}`);
    expect(info.data).toMatchObject({ title: `测试${CONTENT_TYPES[type].label}`, body: '<p>正文</p>' });
    const { parkId: _p, ...item } = await newItem(park, type, '改过的标题');
    const changed = await json(app, operator, 'PUT', `${base}/update`, { ...item, id, version: 0 });
    expect(changed).toMatchObject({ code: 1, data: { title: '改过的标题', version: 1 } });
    expect((await json(app, operator, 'PUT', `${base}/update`, { ...item, id, version: 0 })).msg).toBe(STALE);
    const list = await json(app, operator, 'POST', `${base}/list`, { parkId: park, pageSize: 50 });
    const listed = rows(list.data.list);
    expect(listed.some((r) => r.id === id)).toBe(true);
    const pinnedFlags = listed.map((r) => r.pinned);
    expect(pinnedFlags).toEqual([...pinnedFlags].sort((a, b) => Number(b) - Number(a)));
    expect(new Set(listed.map((r) => r.state))).toEqual(new Set(['draft', 'on', 'off', 'scheduled']));
    expect((await json(app, operator, 'DELETE', `${base}/delete/${id}`)).code).toBe(1);
    expect((await send(app, operator, 'GET', `${base}/info/${id}`)).statusCode).toBe(404);
    const [log] = (await runSql(sql`select module, action from operation_logs order by id desc limit 1`)).rows;
    expect(log).toEqual({ module: 'content', action: 'delete' });
    expect(await logCount()).toBe(logs + 3);
  });

  it('filters by title, classification and state', async () => {
    const byTitle = await json(app, operator, 'POST', `${adminBase('policy')}/list`, { parkId: park, title: '高新技术' });
    expect(rows(byTitle.data.list).map((r) => r.title)).toEqual(['上海市高新技术企业认定奖励办法（2026年修订）']);
    const scheduled = await json(app, operator, 'POST', `${adminBase('news')}/list`, { parkId: park, state: 'scheduled' });
    expect(rows(scheduled.data.list).map((r) => r.title)).toEqual(['园区新能源汽车充电桩投入使用']);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const items = await itemCount();
    const base = await newItem(park, 'policy', '标题');
    const refuse = async (payload: object, msg: string | RegExp, type: 'policy' | 'finance' = 'policy') => {
      const res = await send(app, operator, 'POST', `${adminBase(type)}/add`, payload);
      expect(res.json<{ msg: string }>().msg).toMatch(msg);
    };
    await refuse({ ...base, title: '长'.repeat(101) }, /title/);
    await refuse({ ...base, publishAt: '2026-06-01T00:00:00.000Z', extra: { ...EXTRA.policy, deadline: '2026-05-31' } }, '截止日期不能早于发布日期');
    await refuse({ ...base, classificationId: undefined }, /classificationId/);
    await refuse({ ...base, classificationId: 999999 }, '分类不存在');
    await refuse({ ...base, extra: { ...EXTRA.policy, level: 'galactic' } }, /level/);
    await refuse({ ...base, body: `<p>${'字'.repeat(400_000)}</p>` }, '正文不能超过 1 MB');
    const otherParkClass = Number(((await runSql(sql`select id from content_classes where park_id <> ${park} and type = 'policy' limit 1`)).rows[0] as { id: number }).id);
    await refuse({ ...base, classificationId: otherParkClass }, '分类不存在');
    await refuse({ ...(await newItem(park, 'finance', '贷款')), extra: { provider: '银行', priceMinFen: 500, priceMaxFen: 100 } }, '最高价格不能低于最低价格', 'finance');
    expect(await itemCount()).toBe(items);
  });

  it('refuses to delete an item on shelf', async () => {
    const on = await itemIn(park, 'news', 'on');
    expect((await json(app, operator, 'DELETE', `${adminBase('news')}/delete/${on.id}`)).msg).toBe('上架中的内容请先下架再删除');
  });
});
