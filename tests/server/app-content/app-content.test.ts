import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINK_REFUSED } from '@contract/app-content';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, rows, send, ZHANGJIANG, ZHONGGUANCUN } from '../park/fixtures';

const STALE = '状态已变更，请刷新后重试';
const BANNER = 'v1/admin/ps/app2/banner';
const banner = (park: number, title: string, extra: object = {}) => ({ parkId: park, title, image: '/api/files/test/b.png', link: '/policy', ...extra });
const counts = async () => (await runSql(sql`select (select count(*)::int from app_items) as items, (select count(*)::int from operation_logs) as logs`)).rows[0];

describe('app content: banners, quick entries, phones, ordering, what tenants see', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let company: Tokens;
  let park: number;
  let other: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    [operator, company] = await Promise.all([sessionFor('operator'), sessionFor('company')]);
    [park, other] = await Promise.all([parkId(ZHANGJIANG), parkId(ZHONGGUANCUN)]);
  });

  const list = async (path = BANNER) => rows((await json(app, operator, 'POST', `${path}/list`, { parkId: park })).data);
  const homeTitles = async () => rows((await json(app, company, 'GET', 'v1/ps/app2/home')).data.banners).map((b) => b.title);

  it('adds, changes and removes a banner, each logged; a content link shows its title', async () => {
    const content = (await runSql(sql`select id, title from content_items where park_id = ${park} and type = 'news' and state = 'on' and publish_at <= now() limit 1`)).rows[0] as { id: number; title: string };
    const added = await json(app, operator, 'POST', `${BANNER}/add`, banner(park, '新横幅', { link: `content:${content.id}` }));
    expect(added).toMatchObject({ code: 1, data: { title: '新横幅', linkTitle: content.title, live: true, version: 0 } });
    const id = Number(added.data.id);
    const changed = await json(app, operator, 'PUT', `${BANNER}/update`, { ...banner(park, '改过的横幅'), parkId: undefined, id, version: 0 });
    expect(changed).toMatchObject({ code: 1, data: { title: '改过的横幅', link: '/policy', version: 1 } });
    expect((await json(app, operator, 'PUT', `${BANNER}/update`, { title: '旧版本', image: '/api/files/x.png', id, version: 0 })).msg).toBe(STALE);
    expect((await json(app, operator, 'DELETE', `${BANNER}/delete/${id}`)).code).toBe(1);
    const logs = (await runSql(sql`select action from operation_logs where module = 'appContent' order by id`)).rows.map((r) => (r as { action: string }).action);
    expect(logs).toEqual(['add', 'update', 'delete']);
  });

  it('refuses bad input by name and writes nothing', async () => {
    const before = await counts();
    const refused = async (body: object, path = BANNER) => (await json(app, operator, 'POST', `${path}/add`, body)).msg;
    expect(await refused({ ...banner(park, '无图'), image: null })).toBe('请上传图片');
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example/x', 'data:text/html,x', 'content:999999']) {
      expect(await refused(banner(park, '坏链接', { link }))).toBe(link === 'content:999999' ? '链接的内容不存在' : LINK_REFUSED);
    }
    const foreign = (await runSql(sql`select id from content_items where park_id = ${other} limit 1`)).rows[0] as { id: number };
    expect(await refused(banner(park, '别园内容', { link: `content:${foreign.id}` }))).toBe('链接的内容不存在');
    expect(await refused(banner(park, '倒置', { validFrom: '2026-06-01T00:00:00.000Z', validTo: '2026-05-01T00:00:00.000Z' }))).toBe('结束时间不能早于开始时间');
    expect(await refused({ parkId: park, title: '无号码' }, 'v1/admin/ps/app2/phone')).toBe('请填写电话号码');
    expect(await refused({ parkId: park, title: '坏号码', phone: '12345' }, 'v1/admin/ps/app2/phone')).toBe('电话号码格式不正确');
    expect(await refused({ parkId: park, title: '无目标', image: '/api/files/i.png' }, 'v1/admin/ps/app2/quickEnter')).toBe('请填写链接目标');
    expect(await refused({ parkId: park, title: '外链推荐', link: 'https://a.example' }, 'v1/admin/ps/app2/recommend')).toBe('推荐内容只能选择园区内容');
    expect(await counts()).toEqual(before);
  });

  it('reorders a slot in one call; a stale list is refused and of two reorders one wins', async () => {
    const items = await list();
    const reversed = [...items].reverse().map((i) => ({ id: i.id, version: i.version }));
    const done = await json(app, operator, 'POST', `${BANNER}/order`, { parkId: park, items: reversed });
    expect(done.code).toBe(1);
    expect(rows(done.data).map((i) => i.id)).toEqual(reversed.map((i) => i.id));
    expect((await json(app, operator, 'POST', `${BANNER}/order`, { parkId: park, items: reversed })).msg).toBe(STALE);
    const fresh = (await list()).map((i) => ({ id: i.id, version: i.version }));
    expect((await json(app, operator, 'POST', `${BANNER}/order`, { parkId: park, items: fresh.slice(1) })).msg).toBe(STALE);
    const answers = await Promise.all([fresh, [...fresh].reverse()].map((order) => json(app, operator, 'POST', `${BANNER}/order`, { parkId: park, items: order })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.find((a) => a.code !== 1)?.msg).toBe(STALE);
    const sorts = rows(await list()).map((i) => i.sort);
    expect(sorts).toEqual(sorts.map((_, i) => i + 1));
  });

  it("tenants see only live items of their own park, in order; the preview is the same", async () => {
    const titles = await homeTitles();
    expect(titles).toEqual(['企业服务开放日', '高新技术企业认定奖励', '科创企业信用贷']);
    const preview = await json(app, operator, 'POST', 'v1/admin/ps/app2/preview', { parkId: park });
    expect(rows(preview.data.banners).map((b) => b.title)).toEqual(titles);
    expect(rows(preview.data.quickEnters)).toHaveLength(6);
    expect(rows(preview.data.phones).map((p) => p.phone)).toContain('400-820-2026');
    expect(rows(preview.data.dynamics).length).toBeGreaterThan(0);
    await runSql(sql`update content_items set state = 'off' where title = '张江科创园举办2026年度企业服务开放日' and park_id = ${park}`);
    expect(await homeTitles()).toEqual(['高新技术企业认定奖励', '科创企业信用贷']);
    await runSql(sql`update app_items set title = '别园横幅' where park_id = ${other} and kind = 'banner'`);
    expect(await homeTitles()).not.toContain('别园横幅');
  });

  it("refuses another park's operator, and companies on admin routes, writing nothing", async () => {
    const before = await counts();
    const foreign = (await runSql(sql`select id, version from app_items where park_id = ${other} and kind = 'banner' order by sort`)).rows as { id: number; version: number }[];
    expect((await send(app, operator, 'POST', `${BANNER}/list`, { parkId: other })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${BANNER}/add`, banner(other, '越权'))).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `${BANNER}/order`, { parkId: other, items: foreign })).statusCode).toBe(403);
    expect((await send(app, operator, 'DELETE', `${BANNER}/delete/${foreign[0]!.id}`)).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/admin/ps/app2/preview', { parkId: other })).statusCode).toBe(403);
    expect((await send(app, company, 'POST', `${BANNER}/add`, banner(park, '企业越权'))).statusCode).toBe(403);
    expect((await send(app, company, 'POST', `${BANNER}/list`, { parkId: park })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
