import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSULTATION_STATE_KEYS, mayAct, type ConsultationAction } from '@contract/consultation-states';
import type { HostKey } from '@contract/host-kinds';
import { lastLogId, logsSince } from '../access/access-kit';
import type { Tokens } from '../helpers/auth';
import { runSql, sessionFor } from '../helpers/support';
import { resetDatabase, testApp } from '../helpers/test-server';
import {
  ADMIN, FRONT, call, counts, firstRow, mechanismNamed, messagesTo, otherAgencyAccount, otherCompanyAccount, parkOf, publishedItem, seeded, stateOf,
  type Page,
} from './consultation-kit';

const STALE = '状态已变更，请刷新后重试';

describe('service consultations', () => {
  let app: FastifyInstance;
  let company: Tokens;
  let operator: Tokens;
  let agency: Tokens;
  let park: number;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await resetDatabase();
    [company, operator, agency] = await Promise.all([sessionFor('company'), sessionFor('operator'), sessionFor('agency')]);
    park = await parkOf('company');
  });

  it('a company asks, the park replies, the company follows up, the agency it is handed to answers, the company closes', async () => {
    const policy = await publishedItem(park, 'policy');
    const before = await lastLogId();
    const asked = await call(app, company, 'POST', FRONT, { subjectType: 'policy', subjectId: policy.id, question: '  奖励什么时候发放？ ', attachments: [{ name: '证书.pdf', url: '/api/files/test/2026/11/a.pdf' }] });
    expect(asked).toMatchObject({ code: 1, data: { state: 'open', subjectTitle: policy.title, question: '奖励什么时候发放？', actions: ['close'], overdue: false } });
    expect(asked.data.thread).toEqual([expect.objectContaining({ author: 'company', kind: 'question', body: '奖励什么时候发放？', attachments: [{ name: '证书.pdf', url: '/api/files/test/2026/11/a.pdf' }] })]);
    const id = asked.data.id;
    expect(await messagesTo('operator', 'consultationAsked')).toEqual([expect.objectContaining({ link: `/adviceOrderDetail?id=${id}` })]);

    const mine = await call<Page>(app, company, 'POST', `${FRONT}/list/${park}`, {});
    expect(mine.data.list[0]).toMatchObject({ id, state: 'open' });
    const seen = await call(app, operator, 'GET', `${ADMIN}/detail/${id}`);
    expect(seen.data.actions).toEqual(['reply', 'hand', 'close']);

    const replied = await call(app, operator, 'POST', `${ADMIN}/reply`, { id, version: 0, text: '审核通过后30个工作日内发放。' });
    expect(replied.data).toMatchObject({ state: 'answered', version: 1 });
    expect(await messagesTo('company', 'consultationAnswered')).toEqual([expect.objectContaining({ link: `/front-advice-order?id=${id}` })]);

    const followed = await call(app, company, 'POST', `${FRONT}/followUp`, { id, version: 1, text: '需要提供纳税证明吗？' });
    expect(followed.data).toMatchObject({ state: 'followUp', actions: ['close'] });

    const qihang = await mechanismNamed('启航企业服务中心');
    const handed = await call(app, operator, 'POST', `${ADMIN}/hand`, { id, version: 2, mechanismId: qihang, note: '请协助答复' });
    expect(handed.data).toMatchObject({ state: 'followUp', mechanismId: qihang, mechanismName: '启航企业服务中心' });
    expect((await messagesTo('agency', 'consultationHanded')).at(-1)).toMatchObject({ link: `/adviceOrderDetail?id=${id}` });

    const handedList = await call<Page>(app, agency, 'POST', 'iv/consultation/list', {});
    expect(handedList.data.list.map((r) => r.id)).toContain(id);
    expect((await call(app, agency, 'GET', `iv/consultation/detail/${id}`)).data.actions).toEqual(['reply']);
    const agencyReply = await call(app, agency, 'POST', 'iv/consultation/reply', { id, version: 3, text: '需要近一年的纳税证明。' });
    expect(agencyReply.data.state).toBe('answered');

    const closed = await call(app, company, 'GET', `${FRONT}/detail/${park}/${id}`);
    expect(closed.data.thread.map((e) => `${e.author}:${e.kind}`)).toEqual(['company:question', 'park:reply', 'company:followUp', 'event:handed', 'agency:reply']);
    expect((await call(app, company, 'POST', `${FRONT}/close`, { id, version: 4 })).data).toMatchObject({ state: 'closed', actions: [] });
    expect(await call(app, operator, 'POST', `${ADMIN}/reply`, { id, version: 5, text: '补充' })).toMatchObject({ code: 0, msg: '该咨询已关闭' });

    const logs = await logsSince(before);
    expect(logs.map((l) => `${l.module}.${l.action}`)).toEqual(['consultation.add', 'consultation.reply', 'consultation.followUp', 'consultation.hand', 'consultation.reply', 'consultation.close']);
  });

  it('allows and refuses every transition per role exactly as the contract table says', async () => {
    const { id } = await seeded('open');
    const qihang = await mechanismNamed('启航企业服务中心');
    const huizhi = await mechanismNamed('汇智知识产权代理有限公司');
    const attempts: [HostKey, ConsultationAction, Tokens, string, object][] = [
      ['manage', 'reply', operator, `${ADMIN}/reply`, { text: '答复' }],
      ['manage', 'hand', operator, `${ADMIN}/hand`, { mechanismId: huizhi }],
      ['manage', 'close', operator, `${ADMIN}/close`, {}],
      ['front', 'followUp', company, `${FRONT}/followUp`, { text: '追问' }],
      ['front', 'close', company, `${FRONT}/close`, {}],
      ['agent', 'reply', agency, 'iv/consultation/reply', { text: '机构答复' }],
    ];
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const state of CONSULTATION_STATE_KEYS) {
      for (const [host, action, tokens, url, extra] of attempts) {
        await runSql(sql`update consultations set state = ${state}, version = 7, mechanism_id = ${qihang} where id = ${id}`);
        const res = await call(app, tokens, 'POST', url, { id, version: 7, ...extra });
        outcomes.push(`${state} ${host} ${action}: ${res.code === 1 ? 'allowed' : 'refused'}`);
        expected.push(`${state} ${host} ${action}: ${mayAct(action, state, host) ? 'allowed' : 'refused'}`);
        if (res.code !== 1) expect(res.msg).not.toBe(STALE);
      }
    }
    expect(outcomes).toEqual(expected);
    expect(outcomes.filter((o) => o.endsWith('allowed')).length).toBe(13);
  });

  it('answers 403 and writes nothing for another company, another agency, an agency it was not handed to, another park', async () => {
    await otherCompanyAccount(park);
    await otherAgencyAccount();
    const [otherCompany, otherAgency] = await Promise.all([sessionFor('company-b'), sessionFor('agency-b')]);
    const answered = await seeded('answered');
    const handed = await seeded('followUp');
    const otherPark = await firstRow<{ id: number }>(sql`select id from consultations where park_id <> ${park} order by id limit 1`);
    const before = await counts();
    const refusals = [
      await call(app, otherCompany, 'GET', `${FRONT}/detail/${park}/${answered.id}`),
      await call(app, otherCompany, 'POST', `${FRONT}/followUp`, { id: answered.id, version: answered.version, text: '追问' }),
      await call(app, otherCompany, 'POST', `${FRONT}/close`, { id: answered.id, version: answered.version }),
      await call(app, company, 'POST', `${FRONT}/list/${(await firstRow<{ id: number }>(sql`select id from parks where id <> ${park} order by id limit 1`)).id}`, {}),
      await call(app, company, 'GET', `${FRONT}/detail/${park + 1}/${answered.id}`),
      await call(app, otherAgency, 'GET', `iv/consultation/detail/${handed.id}`),
      await call(app, otherAgency, 'POST', 'iv/consultation/reply', { id: handed.id, version: handed.version, text: '答复' }),
      await call(app, agency, 'POST', 'iv/consultation/reply', { id: answered.id, version: answered.version, text: '答复' }),
      await call(app, operator, 'GET', `${ADMIN}/detail/${otherPark.id}`),
      await call(app, operator, 'POST', `${ADMIN}/close`, { id: otherPark.id, version: 0 }),
      await call(app, operator, 'POST', `${ADMIN}/list`, { parkId: await firstRow<{ id: number }>(sql`select park_id as id from consultations where id = ${otherPark.id}`).then((r) => r.id) }),
      await call(app, company, 'POST', `${ADMIN}/reply`, { id: answered.id, version: answered.version, text: '答复' }),
    ];
    expect(refusals.map((r) => r.status)).toEqual(refusals.map(() => 403));
    expect(await counts()).toEqual(before);
    expect((await call<Page>(app, otherCompany, 'POST', `${FRONT}/list/${park}`, {})).data.total).toBe(0);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const policy = await publishedItem(park, 'policy');
    const elsewhere = await firstRow<{ id: number }>(sql`select id from content_items where park_id <> ${park} and type = 'policy' and state = 'on' order by id limit 1`);
    const draft = await firstRow<{ id: number }>(sql`select id from content_items where park_id = ${park} and type = 'policy' and state = 'draft' limit 1`);
    const before = await counts();
    const ask = (over: object) => call(app, company, 'POST', FRONT, { subjectType: 'policy', subjectId: policy.id, question: '问题', ...over });
    for (const bad of [{ question: '' }, { question: '   ' }, { question: '问'.repeat(2001) }, { subjectType: 'news' }, { subjectId: 0 }, { attachments: Array.from({ length: 10 }, () => ({ name: 'a.pdf', url: '/api/files/a.pdf' })) }]) {
      const res = await ask(bad);
      expect(res.code, JSON.stringify(bad).slice(0, 60)).not.toBe(1);
      expect(res.status).toBeLessThan(500);
    }
    expect(await ask({ subjectId: elsewhere.id })).toMatchObject({ code: 0, msg: '咨询的政策不存在或已下架' });
    expect(await ask({ subjectId: draft.id })).toMatchObject({ code: 0, msg: '咨询的政策不存在或已下架' });
    const open = await seeded('open');
    expect(await call(app, operator, 'POST', `${ADMIN}/hand`, { id: open.id, version: open.version, mechanismId: await mechanismNamed('博远法律服务所') })).toMatchObject({ code: 0, msg: '只能转交给已上架的服务机构' });
    expect((await call(app, operator, 'POST', `${ADMIN}/reply`, { id: open.id, version: open.version, text: '' })).code).not.toBe(1);
    expect(await counts()).toEqual(before);
    await runSql(sql`update companies set state = 3 where id = (select company_id from users where username = 'company')`);
    expect(await ask({})).toMatchObject({ status: 403, msg: '完成入驻后才能发起咨询' });
  });

  it('two operators closing (or replying and closing) at once: exactly one wins, the other is told to refresh; nothing is written twice', async () => {
    const { id } = await seeded('answered');
    const admin = await sessionFor('admin', park);
    for (let round = 0; round < 6; round += 1) {
      const replying = round % 2 === 1;
      await runSql(sql`update consultations set state = ${replying ? 'followUp' : 'answered'}, version = 1 where id = ${id}`);
      const before = await lastLogId();
      const entries = await firstRow<{ n: number }>(sql`select count(*)::int n from consultation_entries where consultation_id = ${id}`);
      const results = await Promise.all([
        replying ? call(app, operator, 'POST', `${ADMIN}/reply`, { id, version: 1, text: '同时答复' }) : call(app, operator, 'POST', `${ADMIN}/close`, { id, version: 1 }),
        call(app, admin, 'POST', `${ADMIN}/close`, { id, version: 1 }),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
      expect(results.find((r) => r.code === 0)?.msg).toBe(STALE);
      expect(await logsSince(before)).toHaveLength(1);
      expect((await firstRow<{ n: number }>(sql`select count(*)::int n from consultation_entries where consultation_id = ${id}`)).n).toBe(entries.n + 1);
      expect(await stateOf(id)).toMatchObject({ state: results[0]?.code === 1 && replying ? 'answered' : 'closed', version: 2 });
    }
  });

  it('lists the park by state, subject type, company, date, overdue and handed; an agency service goes straight to its agency', async () => {
    const list = async (filter: object) => (await call<Page>(app, operator, 'POST', `${ADMIN}/list`, filter)).data;
    const all = await list({});
    expect(all.total).toBe(7);
    expect(new Set(all.list.map((r) => r.state))).toEqual(new Set(CONSULTATION_STATE_KEYS));
    expect((await list({ state: 'open' })).list.every((r) => r.state === 'open')).toBe(true);
    expect((await list({ subjectType: 'service' })).total).toBe(3);
    expect((await list({ companyName: '星云' })).list.every((r) => r.companyName === '星云智能科技有限公司')).toBe(true);
    expect((await list({ overdue: true })).list.map((r) => r.overdue)).toEqual([true, true]);
    expect((await list({ handed: true })).total).toBe(3);
    expect((await list({ from: new Date(Date.now() - 10 * 3_600_000).toISOString() })).total).toBe(2);

    const qihang = await mechanismNamed('启航企业服务中心');
    const service = await firstRow<{ id: number }>(sql`insert into agency_services (mechanism_id, state, name, service_type, price_min_fen, price_max_fen, delivery_days)
      values (${qihang}, 'approved', '工商注册代办', 'other', 50000, 100000, 5) returning id`);
    const asked = await call(app, company, 'POST', FRONT, { subjectType: 'agencyService', subjectId: service.id, question: '注销公司也能办吗？' });
    expect(asked.data).toMatchObject({ state: 'open', mechanismId: qihang, subjectTitle: '启航企业服务中心 · 工商注册代办' });
    expect((await messagesTo('agency', 'consultationHanded')).at(-1)?.title).toContain('工商注册代办');
    const subjects = await call<{ id: number; title: string }[]>(app, company, 'POST', `${FRONT}/subjects`, { subjectType: 'policy' });
    expect(subjects.data.length).toBeGreaterThan(0);
  });
});
