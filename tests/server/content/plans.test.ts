import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInBulk, runSql, sessionFor } from '../helpers/support';
import { json, parkId, ZHANGJIANG } from '../park/fixtures';
import { describeScans, useRecordingApp, scans, type Scan } from '../park/plans';
import { adminBase, firstClass, frontBase } from './fixtures';

const SIZE = 50_000;
const TABLES = new Set(['content_items', 'content_classes']);

describe('content lists at 50,000 items', () => {
  const recorded = useRecordingApp();

  it('reads every list, filter and detail through an index', async () => {
    const { app, captured, client } = recorded();
    const park = await parkId(ZHANGJIANG);
    // Spread over every park and type, in each state; one pinned in fifty, publish times over two years.
    await runInBulk(sql`insert into content_items (park_id, type, title, summary, body, state, pinned, publish_at, extra)
      select p.ids[1 + (g / 20) % array_length(p.ids, 1)], (array['policy','finance','service','news','notice'])[1 + g % 5],
        '规模测试内容' || g, '摘要', '<p>正文</p>', (array['draft','on','on','off'])[1 + g % 4], g % 50 = 0,
        now() - make_interval(hours => g % 17000), '{}'::jsonb
      from generate_series(1, ${SIZE}) g, (select array_agg(id order by id) as ids from parks) p`);
    await runSql(sql`analyze content_items`);
    const operator = await sessionFor('operator');
    const company = await sessionFor('company');
    const cls = await firstClass(park, 'service');
    const item = ((await runSql(sql`select id from content_items where park_id = ${park} and type = 'policy' and state = 'on' and publish_at <= now() order by id desc limit 1`)).rows[0] as { id: number }).id;
    captured.length = 0;

    const calls: [typeof operator, 'GET' | 'POST', string, object?][] = [
      [operator, 'POST', `${adminBase('policy')}/list`, { parkId: park }],
      [operator, 'POST', `${adminBase('news')}/list`, { parkId: park, pageNum: 40 }],
      [operator, 'POST', `${adminBase('service')}/list`, { parkId: park, classificationId: cls }],
      [operator, 'POST', `${adminBase('notice')}/list`, { parkId: park, state: 'off' }],
      [operator, 'POST', `${adminBase('finance')}/list`, { parkId: park, title: '测试内容12' }],
      [operator, 'GET', `${adminBase('policy')}/info/${item}`],
      [operator, 'POST', `${adminBase('service')}/type/list`, { parkId: park }],
      [company, 'POST', `${frontBase('policy')}/list`, {}],
      [company, 'POST', `${frontBase('news')}/list`, { pageNum: 10 }],
      [company, 'GET', `${frontBase('policy')}/detail/${item}`],
      [company, 'GET', `v1/ps/serviceNameList/${String(cls)}`],
      [company, 'POST', 'v1/ps/listByTitle', { title: '测试内容99', type: 'news' }],
    ];
    for (const [tokens, method, url, payload] of calls) {
      expect((await json(app, tokens, method, url, payload)).code, `${url} ${JSON.stringify(payload)}`).toBe(1);
    }

    const planned: { query: string; scans: Scan[] }[] = [];
    for (const statement of captured.filter((c) => /^\s*select/i.test(c.query) && /content_/.test(c.query))) {
      const chosen = (await scans(client, statement)).filter((s) => TABLES.has(s.relation));
      if (chosen.length) planned.push({ query: statement.query, scans: chosen });
    }
    // Every call reads content, each list in one statement that carries its count (server/lib/paging.ts): the
    // seven paged lists above.
    expect(planned.length).toBeGreaterThanOrEqual(calls.length);
    expect(planned.filter((r) => r.scans.some((s) => s.counted)).length).toBeGreaterThanOrEqual(7);
    expect(planned.filter((r) => r.scans.some((s) => s.node === 'Seq Scan' && s.relation === 'content_items')).map(describeScans)).toEqual([]);
  }, 120_000);
});
