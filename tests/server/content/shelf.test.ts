import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, ZHANGJIANG } from '../park/fixtures';
import { adminBase, frontBase, newItem, STALE } from './fixtures';

describe('shelf and pin: draft → on ⇄ off, unpinned ⇄ pinned, checked on the server', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let company: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    company = await sessionFor('company');
    park = await parkId(ZHANGJIANG);
  });

  const add = async (title: string, publishAt?: string) =>
    (await json(app, operator, 'POST', `${adminBase('news')}/add`, { ...(await newItem(park, 'news', title)), ...(publishAt ? { publishAt } : {}) })).data;
  const shelf = (id: unknown, version: unknown, action: string) => json(app, operator, 'POST', `${adminBase('news')}/shelf`, { id, version, action });
  const frontTitles = async () => rows((await json(app, company, 'POST', `${frontBase('news')}/list`, { pageSize: 100 })).data.list).map((r) => r.title);

  it('walks the allowed transitions and refuses the others by name', async () => {
    const item = await add('上下架测试');
    expect((await shelf(item.id, 0, 'off')).msg).toBe('只有已上架的内容可以下架');
    expect((await shelf(item.id, 0, 'unpin')).msg).toBe('该内容未置顶');
    const on = await shelf(item.id, 0, 'on');
    expect(on).toMatchObject({ code: 1, data: { state: 'on', version: 1 } });
    expect(on.data.publishAt).toBeTruthy();
    expect(await frontTitles()).toContain('上下架测试');
    expect((await shelf(item.id, 1, 'on')).msg).toBe('该内容已上架');
    expect((await shelf(item.id, 1, 'pin')).data).toMatchObject({ pinned: true, version: 2 });
    expect((await shelf(item.id, 2, 'pin')).msg).toBe('该内容已置顶');
    expect((await frontTitles())[0]).toBe('上下架测试');
    expect((await shelf(item.id, 2, 'off')).data).toMatchObject({ state: 'off', version: 3 });
    expect(await frontTitles()).not.toContain('上下架测试');
    expect((await shelf(item.id, 3, 'on')).data).toMatchObject({ state: 'on' });
    expect((await shelf(item.id, 4, 'unpin')).data).toMatchObject({ pinned: false });
    expect((await shelf(item.id, 0, 'off')).msg).toBe(STALE);
    const logs = (await runSql(sql`select action from operation_logs where module = 'content' order by id desc limit 5`)).rows.map((r) => (r as { action: string }).action);
    expect(logs).toEqual(['unpin', 'up', 'down', 'pin', 'up']);
  });

  it('a race gives exactly one change; the loser hears the state changed', async () => {
    const item = await add('并发上架');
    const answers = await Promise.all([shelf(item.id, 0, 'on'), shelf(item.id, 0, 'on'), shelf(item.id, 0, 'pin')]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.code !== 1)) expect(lost.msg).toBe(STALE);
    const [row] = (await runSql(sql`select version from content_items where id = ${Number(item.id)}`)).rows;
    expect(row).toEqual({ version: 1 });
  });

  it('a publish time ahead keeps an item scheduled, and it shows by itself when the time comes', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const item = await add('定时发布', tomorrow);
    expect((await shelf(item.id, 0, 'on')).data).toMatchObject({ state: 'scheduled' });
    expect(await frontTitles()).not.toContain('定时发布');
    expect((await json(app, company, 'GET', `${frontBase('news')}/detail/${String(item.id)}`)).code).toBe(404);
    await runSql(sql`update content_items set publish_at = now() - interval '1 minute' where id = ${Number(item.id)}`);
    expect((await json(app, operator, 'GET', `${adminBase('news')}/info/${String(item.id)}`)).data).toMatchObject({ state: 'on' });
    expect(await frontTitles()).toContain('定时发布');
  });
});
