import { and, asc, eq, inArray } from 'drizzle-orm';
import { FIELD_TYPE_OPERATORS, type ConditionField, type PolicyCondition } from '@contract/policy-conditions';
import { FIELD_TYPES } from '@contract/schemas/enterprise-fields';
import { enterpriseFields, enterpriseModels, policyConditions } from '../../db/schema';
import type { Conn } from '../../lib/db';

// The field types a policy condition can test.
const CONDITION_FIELD_TYPES = FIELD_TYPES.filter((type) => type in FIELD_TYPE_OPERATORS);

export async function conditionsOf(conn: Conn, policyId: number): Promise<PolicyCondition[]> {
  const rows = await conn
    .select({ kind: policyConditions.kind, operator: policyConditions.operator, target: policyConditions.target, value: policyConditions.value })
    .from(policyConditions)
    .where(eq(policyConditions.policyId, policyId))
    .orderBy(asc(policyConditions.sort), asc(policyConditions.id));
  return rows as PolicyCondition[];
}

export async function replaceConditions(conn: Conn, policyId: number, parkId: number, conditions: PolicyCondition[]) {
  await conn.delete(policyConditions).where(eq(policyConditions.policyId, policyId));
  if (conditions.length === 0) return;
  await conn.insert(policyConditions).values(
    conditions.map((c, i) => ({ policyId, parkId, sort: i + 1, kind: c.kind, operator: c.operator, target: c.target ?? null, value: c.value })),
  );
}

/** The park's enabled form fields a condition can read (types with operators), keyed `moduleKey.fieldKey`. */
export async function conditionFields(conn: Conn, parkId: number): Promise<ConditionField[]> {
  const rows = await conn
    .select({ moduleKey: enterpriseModels.moduleKey, model: enterpriseModels.name, fieldKey: enterpriseFields.fieldKey, label: enterpriseFields.label, type: enterpriseFields.type, options: enterpriseFields.options, kind: enterpriseFields.kind })
    .from(enterpriseFields)
    .innerJoin(enterpriseModels, eq(enterpriseModels.id, enterpriseFields.modelId))
    .where(and(eq(enterpriseFields.parkId, parkId), eq(enterpriseFields.enabled, true), eq(enterpriseModels.enabled, true), inArray(enterpriseFields.type, CONDITION_FIELD_TYPES)))
    .orderBy(asc(enterpriseModels.sort), asc(enterpriseFields.sort));
  return rows.map((r) => ({ key: `${r.moduleKey}.${r.fieldKey}`, label: `${r.model}·${r.label}`, type: r.type, options: r.options, kind: r.kind }));
}
