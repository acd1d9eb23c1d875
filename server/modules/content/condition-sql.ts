import { sql, type SQL } from 'drizzle-orm';
import type { ConditionField, PolicyCondition } from '@contract/policy-conditions';
import { escapeLike } from '../../lib/db';

/** One condition compiled over the company row `c`: its value (a lateral column `v`) and whether it passes. */
export interface CompiledCondition {
  value: SQL;
  /** Reads the lateral's `v` through `ref`; never null. */
  pass: (ref: SQL) => SQL;
}

const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const asList = (value: PolicyCondition['value']) => (Array.isArray(value) ? value : [String(value)]);
const asNumber = (value: PolicyCondition['value']) => Number(value);
const like = (value: PolicyCondition['value']) => `%${escapeLike(String(value))}%`;

// A number however the form stored it: a JSON number, or a string of digits.
const numberOf = (ref: SQL) =>
  sql`(case when jsonb_typeof(${ref}) = 'number' then (${ref} #>> '{}')::numeric when jsonb_typeof(${ref}) = 'string' and (${ref} #>> '{}') ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${ref} #>> '{}')::numeric end)`;

function compare(condition: PolicyCondition, ref: SQL, numeric: SQL): SQL {
  switch (condition.operator) {
    case 'gte': return sql`${numeric} >= ${asNumber(condition.value)}`;
    case 'lte': return sql`${numeric} <= ${asNumber(condition.value)}`;
    case 'in': return sql`${ref} in (${list(asList(condition.value))})`;
    case 'notIn': return sql`${ref} not in (${list(asList(condition.value))})`;
    case 'eq': return sql`${ref} = ${String(condition.value)}`;
    case 'contains': return sql`${ref} ilike ${like(condition.value)}`;
    case 'includes': return sql`false`;
    case 'has': return sql`${ref} is not null`;
  }
}

const settledMonths = sql`(case when c.settled_at is null then null else (extract(year from age(current_date, c.settled_at::date)) * 12 + extract(month from age(current_date, c.settled_at::date)))::int end)`;

// `field` is the park form field a field condition names (checked when the condition was saved).
export function compileCondition(condition: PolicyCondition, field?: ConditionField): CompiledCondition {
  const wrap = (test: (ref: SQL) => SQL) => (ref: SQL) => sql`coalesce((${test(ref)}), false)`;
  switch (condition.kind) {
    case 'industry':
      return { value: sql`c.industry`, pass: wrap((v) => compare(condition, v, v)) };
    case 'headcount':
      return {
        value: sql`(select count(*)::int from personnel p where p.company_id = c.id and (p.leave_date is null or p.leave_date > current_date))`,
        pass: wrap((v) => compare(condition, v, v)),
      };
    case 'settledMonths':
      return { value: settledMonths, pass: wrap((v) => compare(condition, v, v)) };
    case 'areaSqm':
      return {
        value: sql`(select coalesce(sum(t.area_sqm), 0)::float8 from company_tenancies t where t.company_id = c.id and t.moved_out_on is null)`,
        pass: wrap((v) => compare(condition, v, v)),
      };
    case 'milestone':
      return {
        value: sql`(select m.title from company_milestones m where m.company_id = c.id and m.kind = ${condition.target ?? ''} and m.title ilike ${like(condition.value)} order by m.occurred_on desc, m.id desc limit 1)`,
        pass: wrap((v) => sql`${v} is not null`),
      };
    case 'field': {
      const [moduleKey = '', fieldKey = ''] = (field?.key ?? condition.target ?? '').split('.');
      const answer = sql`(select r.data -> ${fieldKey} from company_records r where r.company_id = c.id and r.module_key = ${moduleKey})`;
      // Money is stored as integer fen and written in conditions (and read in reasons) as yuan.
      const value = field?.kind === 'money' ? sql`(case when jsonb_typeof(${answer}) = 'number' then to_jsonb((${answer} #>> '{}')::numeric / 100) else ${answer} end)` : answer;
      if (condition.operator === 'includes') {
        return { value, pass: wrap((v) => sql`jsonb_typeof(${v}) = 'array' and ${v} ?| array[${list(asList(condition.value))}]::text[]`) };
      }
      return { value, pass: wrap((v) => compare(condition, sql`(${v} #>> '{}')`, numberOf(v))) };
    }
  }
}
