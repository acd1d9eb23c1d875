import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import { runSql, sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { send } from '../park/fixtures';
import { company, detailUrl, NEW, OTHER_PARK, SETTLED, validRecord, WAITING } from './fixtures';

// Rows every call here may write: a refused call leaves them all as they were.
async function footprint() {
  const result = await runSql(sql`select
    (select count(*) from operation_logs)::int as logs, (select count(*) from company_records)::int as records,
    (select count(*) from company_events)::int as events, (select count(*) from messages)::int as messages,
    (select count(*) from company_versions)::int as versions,
    (select string_agg(id || ':' || coalesce(state::text, '-') || ':' || version, ',' order by id) from companies) as states,
    (select md5(string_agg(coalesce(data::text, '') || coalesce(draft::text, '') || coalesce(pending::text, ''), ',' order by company_id, module_key)) from company_records) as answers`);
  return result.rows[0];
}

describe('who may read and write a company record, and audit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('a company reaches only its own record: another company’s id answers 403 and writes nothing', async () => {
    const tokens = await sessionFor('company');
    const other = await company(WAITING);
    const before = await footprint();
    expect((await send(app, tokens, 'GET', detailUrl(other))).statusCode).toBe(403);
    expect((await send(app, tokens, 'GET', detailUrl(other, 'basic'))).statusCode).toBe(403);
    expect((await send(app, tokens, 'POST', detailUrl(other, 'basic'), { data: validRecord.basic, isCommit: 1 })).statusCode).toBe(403);
    expect((await send(app, tokens, 'POST', detailUrl(other, 'basic'), { data: {}, isCommit: 0 })).statusCode).toBe(403);
    expect((await send(app, tokens, 'POST', `v1/enterprise/withdraw/${other.parkId}/${other.id}`)).statusCode).toBe(403);
    // Its own id under another park is no record at all.
    const own = await company(SETTLED);
    expect((await send(app, tokens, 'GET', detailUrl({ parkId: own.parkId + 1, id: own.id }))).statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('a company and an agency may not list or audit: 403, nothing written', async () => {
    const c = await company(WAITING);
    const before = await footprint();
    for (const username of ['company', 'newcompany', 'agency']) {
      const tokens = await sessionFor(username);
      expect((await send(app, tokens, 'POST', `v1/enterprise/check/${c.parkId}/${c.id}`, { pass: true })).statusCode, username).toBe(403);
      expect((await send(app, tokens, 'POST', 'v1/enterprise/check/list', { parkId: c.parkId })).statusCode, username).toBe(403);
    }
    const agency = await sessionFor('agency');
    expect((await send(app, agency, 'GET', detailUrl(c))).statusCode).toBe(403);
    expect((await send(app, agency, 'POST', detailUrl(c, 'basic'), { data: {}, isCommit: 0 })).statusCode).toBe(403);
    expect((await send(app, null, 'GET', detailUrl(c))).statusCode).toBe(401);
    expect(await footprint()).toEqual(before);
  });

  it('an operator reaches only companies of its parks', async () => {
    const operator = await sessionFor('operator');
    const other = await company(OTHER_PARK);
    const before = await footprint();
    expect((await send(app, operator, 'GET', detailUrl(other))).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', detailUrl(other, 'ip'), { data: { patents: 1 }, isCommit: 1 })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `v1/enterprise/check/${other.parkId}/${other.id}`, { pass: true })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', 'v1/enterprise/check/list', { parkId: other.parkId })).statusCode).toBe(403);
    // A company named under a park it is not in.
    const own = await company(WAITING);
    expect((await send(app, operator, 'POST', `v1/enterprise/check/${own.parkId}/${other.id}`, { pass: true })).statusCode).toBe(404);
    expect(await footprint()).toEqual(before);
    expect((await send(app, operator, 'GET', detailUrl(own))).statusCode).toBe(200);
  });

  it('an operator whose role lacks the privilege may read but neither edit nor audit', async () => {
    const operator = await sessionFor('operator');
    const c = await company(WAITING);
    await runSql(sql`delete from role_privileges where privilege_id in (select id from privileges where code in (${PRIVILEGES.companyAudit.code}, ${PRIVILEGES.companyTenancy.code}))`);
    const before = await footprint();
    expect((await send(app, operator, 'GET', detailUrl(c))).statusCode).toBe(200);
    expect((await send(app, operator, 'POST', 'v1/enterprise/check/list', { parkId: c.parkId })).statusCode).toBe(200);
    expect((await send(app, operator, 'POST', detailUrl(c, 'ip'), { data: { patents: 1 }, isCommit: 1 })).statusCode).toBe(403);
    expect((await send(app, operator, 'POST', `v1/enterprise/check/${c.parkId}/${c.id}`, { pass: true })).statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('an operator may not withdraw a company’s application', async () => {
    const operator = await sessionFor('operator');
    const c = await company(NEW);
    expect((await send(app, operator, 'POST', `v1/enterprise/withdraw/${c.parkId}/${c.id}`)).statusCode).toBe(403);
  });
});
