import { sql, type SQL } from 'drizzle-orm';
import { COMPANY_STATES } from '@contract/company-states';
import {
  conditionReason, describeCondition, type ConditionField, type ConditionOutcome, type PolicyCondition, type PolicyMatch,
} from '@contract/policy-conditions';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import type { Conn } from '../../lib/db';
import { escapeLike } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { compileCondition, type CompiledCondition } from './condition-sql';
import { conditionFields, conditionsOf } from './condition-queries';
import { findItem } from './queries';

type Value = ConditionOutcome['value'];

/** A policy's conditions ready to run: compiled once, evaluated over any set of the park's companies in SQL. */
export interface Matcher {
  policyId: number;
  parkId: number;
  title: string;
  conditions: PolicyCondition[];
  fields: Map<string, ConditionField>;
  compiled: CompiledCondition[];
}

export async function matcherFor(conn: Conn, policyId: number): Promise<Matcher> {
  const policy = await findItem(conn, policyId);
  if (!policy || policy.type !== 'policy') throw notFound('政策不存在');
  const conditions = await conditionsOf(conn, policyId);
  const fields = new Map((conditions.some((c) => c.kind === 'field') ? await conditionFields(conn, policy.parkId) : []).map((f) => [f.key, f]));
  const compiled = conditions.map((c) => compileCondition(c, c.target ? fields.get(c.target) : undefined));
  return { policyId, parkId: policy.parkId, title: policy.title, conditions, fields, compiled };
}

const fieldLabel = (m: Matcher, c: PolicyCondition) => (c.kind === 'field' && c.target ? (m.fields.get(c.target)?.label ?? c.target) : undefined);

// Each condition's value comes from its own lateral subquery, so the test and the value shown read it once.
function evaluated(m: Matcher, where: SQL): SQL {
  const columns = m.compiled.map((c, i) => sql`, to_jsonb(${sql.raw(`x${i}`)}.v) as ${sql.raw(`v${i}`)}, ${c.pass(sql.raw(`x${i}.v`))} as ${sql.raw(`p${i}`)}`);
  const laterals = m.compiled.map((c, i) => sql` left join lateral (select ${c.value} as v) ${sql.raw(`x${i}`)} on true`);
  const all = m.compiled.length === 0 ? sql`true` : sql.join(m.compiled.map((_, i) => sql.raw(`p${i}`)), sql` and `);
  return sql`select m.*, (${all}) as met from (select c.id, c.name${sql.join(columns, sql``)} from companies c${sql.join(laterals, sql``)} where c.park_id = ${m.parkId} and ${where}) m`;
}

type Row = Record<string, unknown> & { id: number; name: string; met: boolean };

function outcomes(m: Matcher, row: Row, language: Language): ConditionOutcome[] {
  return m.conditions.map((c, i) => {
    const value = (row[`v${i}`] ?? null) as Value;
    const met = row[`p${i}`] === true;
    const label = fieldLabel(m, c);
    return { kind: c.kind, label: describeCondition(c, label, language), met, value, reason: conditionReason(c, value, met, label, language) };
  });
}

/**
 * One company against one policy's conditions today; a policy without conditions suits every company. The words are
 * in `language`: the caller's for an answer, Chinese (the default) for what is stored.
 */
export async function matchPolicy(conn: Conn, policyId: number, companyId: number, language: Language = DEFAULT_LANGUAGE): Promise<PolicyMatch> {
  const m = await matcherFor(conn, policyId);
  const { rows } = await conn.execute<Row>(evaluated(m, sql`c.id = ${companyId}`));
  const row = rows[0];
  if (!row) throw notFound('企业不存在或不属于该政策的园区');
  return { policyId, companyId, met: row.met, conditions: outcomes(m, row, language) };
}

export interface MatchFilter {
  met: boolean;
  name?: string;
  /** Only these companies (a send to the chosen ones). */
  companyIds?: number[];
}

export interface MatchedCompany {
  companyId: number;
  companyName: string;
  met: boolean;
  /** Every condition for a company that meets them; the first failing one for one that misses. */
  conditions: ConditionOutcome[];
}

// Settled companies only: a policy speaks to the park's present tenants.
function filtered(m: Matcher, f: MatchFilter): SQL {
  const name = f.name ? sql` and c.name ilike ${`%${escapeLike(f.name)}%`}` : sql``;
  const ids = f.companyIds ? sql` and c.id in (${sql.join(f.companyIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const inner = evaluated(m, sql`c.state = ${COMPANY_STATES.settled.code}${name}${ids}`);
  return sql`select *, count(*) over () as total from (${inner}) e where e.met = ${f.met}`;
}

/** A page of the park's settled companies that meet (or miss) the policy, in id order, counted in the same query. */
export async function matchPage(conn: Conn, m: Matcher, f: MatchFilter, offset: number, limit: number, language: Language = DEFAULT_LANGUAGE) {
  const { rows } = await conn.execute<Row & { total: number | string }>(sql`${filtered(m, f)} order by e.id offset ${offset} limit ${limit}`);
  const list: MatchedCompany[] = rows.map((row) => {
    const all = outcomes(m, row, language);
    return { companyId: row.id, companyName: row.name, met: row.met, conditions: row.met ? all : all.filter((o) => !o.met).slice(0, 1) };
  });
  return { list, total: Number(rows[0]?.total ?? 0) };
}

/** The ids of the settled companies that meet the policy now (the send's readers), at most `limit`. */
export async function matchingIds(conn: Conn, m: Matcher, companyIds: number[] | undefined, limit: number): Promise<{ id: number; name: string }[]> {
  const { rows } = await conn.execute<Row>(sql`${filtered(m, { met: true, companyIds })} order by e.id limit ${limit}`);
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
