import { and, asc, count, desc, eq, gt, inArray, lt, max, ne, getTableColumns, sql } from 'drizzle-orm';
import { COMPANY_PROFILE, PROFILE_KEYS } from '@contract/company-profile';
import type { Db } from '../../db/client';
import { enterpriseFields, enterpriseModels } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { pageOf, pageWindow, type PageRequest, withTotal } from '../../lib/paging';

export type ModelRow = typeof enterpriseModels.$inferSelect;
export type FieldRow = typeof enterpriseFields.$inferSelect;

const fieldCount = count(enterpriseFields.id);

export async function listModels(db: Db, parkId: number, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const condition = eq(enterpriseModels.parkId, parkId);
  const counted = db.select({ total: count() }).from(enterpriseModels).where(condition);
  const { list, total } = await pageOf(
    db.select({ model: enterpriseModels, fieldCount, ...withTotal(counted) })
      .from(enterpriseModels)
      .leftJoin(enterpriseFields, eq(enterpriseFields.modelId, enterpriseModels.id))
      .where(condition)
      .groupBy(enterpriseModels.id)
      .orderBy(asc(enterpriseModels.sort), asc(enterpriseModels.id))
      .limit(limit)
      .offset(offset),
    counted,
    offset,
  );
  return { list: list.map((r) => ({ ...r.model, fieldCount: r.fieldCount })), total };
}

export async function listFields(db: Db, modelId: number, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const condition = eq(enterpriseFields.modelId, modelId);
  const counted = db.select({ total: count() }).from(enterpriseFields).where(condition);
  return pageOf(
    db.select({ ...getTableColumns(enterpriseFields), ...withTotal(counted) }).from(enterpriseFields).where(condition).orderBy(asc(enterpriseFields.sort), asc(enterpriseFields.id)).limit(limit).offset(offset),
    counted,
    offset,
  );
}

export async function findModel(db: Conn, id: number): Promise<ModelRow | null> {
  const [row] = await db.select().from(enterpriseModels).where(eq(enterpriseModels.id, id));
  return row ?? null;
}

export async function findField(db: Conn, id: number): Promise<FieldRow | null> {
  const [row] = await db.select().from(enterpriseFields).where(eq(enterpriseFields.id, id));
  return row ?? null;
}

export async function moduleKeyTaken(db: Conn, parkId: number, moduleKey: string): Promise<boolean> {
  const [row] = await db.select({ id: enterpriseModels.id }).from(enterpriseModels).where(and(eq(enterpriseModels.parkId, parkId), eq(enterpriseModels.moduleKey, moduleKey)));
  return Boolean(row);
}

export async function fieldKeyTaken(db: Conn, modelId: number, fieldKey: string, exceptId = 0): Promise<boolean> {
  const [row] = await db.select({ id: enterpriseFields.id }).from(enterpriseFields)
    .where(and(eq(enterpriseFields.modelId, modelId), eq(enterpriseFields.fieldKey, fieldKey), ne(enterpriseFields.id, exceptId)));
  return Boolean(row);
}

export async function nextModelSort(db: Conn, parkId: number): Promise<number> {
  const [row] = await db.select({ top: max(enterpriseModels.sort) }).from(enterpriseModels).where(eq(enterpriseModels.parkId, parkId));
  return (row?.top ?? 0) + 10;
}

export async function nextFieldSort(db: Conn, modelId: number): Promise<number> {
  const [row] = await db.select({ top: max(enterpriseFields.sort) }).from(enterpriseFields).where(eq(enterpriseFields.modelId, modelId));
  return (row?.top ?? 0) + 10;
}

export async function countFields(db: Conn, modelId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enterpriseFields).where(eq(enterpriseFields.modelId, modelId));
  return row?.n ?? 0;
}

// The neighbour a row swaps places with when moved up or down.
export async function modelNeighbour(db: Conn, model: ModelRow, direction: 'up' | 'down') {
  const [row] = await db.select().from(enterpriseModels)
    .where(and(eq(enterpriseModels.parkId, model.parkId), direction === 'up' ? lt(enterpriseModels.sort, model.sort) : gt(enterpriseModels.sort, model.sort)))
    .orderBy(direction === 'up' ? desc(enterpriseModels.sort) : asc(enterpriseModels.sort))
    .limit(1);
  return row ?? null;
}

export async function fieldNeighbour(db: Conn, field: FieldRow, direction: 'up' | 'down') {
  const [row] = await db.select().from(enterpriseFields)
    .where(and(eq(enterpriseFields.modelId, field.modelId), direction === 'up' ? lt(enterpriseFields.sort, field.sort) : gt(enterpriseFields.sort, field.sort)))
    .orderBy(direction === 'up' ? desc(enterpriseFields.sort) : asc(enterpriseFields.sort))
    .limit(1);
  return row ?? null;
}

/** The enabled modules with their enabled fields, in order: what the company information form renders. */
export async function enterpriseForm(db: Conn, parkId: number) {
  const models = await db.select().from(enterpriseModels)
    .where(and(eq(enterpriseModels.parkId, parkId), eq(enterpriseModels.enabled, true)))
    .orderBy(asc(enterpriseModels.sort), asc(enterpriseModels.id));
  const fields = await db.select().from(enterpriseFields)
    .where(and(eq(enterpriseFields.parkId, parkId), eq(enterpriseFields.enabled, true)))
    .orderBy(asc(enterpriseFields.sort), asc(enterpriseFields.id));
  return models.map((m) => ({ ...m, fields: fields.filter((f) => f.modelId === m.id) }));
}

/** A field of the park's form that carries a company profile column, with its model. */
export interface ProfileFormField {
  moduleKey: string;
  fieldKey: string;
}

const PROFILE_FIELD_KEYS = PROFILE_KEYS.map((key) => COMPANY_PROFILE[key].fieldKey);

/**
 * The park's form as far as the company profile reads it: the enabled fields that carry a profile column on the
 * enabled models, in the form's order (as `enterpriseForm`), as one JSON array (null when none), for another
 * statement to embed.
 */
export function profileFormJson(db: Conn, parkId: number) {
  return db
    .select({
      form: sql<ProfileFormField[] | null>`json_agg(json_build_object('moduleKey', ${enterpriseModels.moduleKey}, 'fieldKey', ${enterpriseFields.fieldKey}) order by ${enterpriseModels.sort}, ${enterpriseModels.id})`,
    })
    .from(enterpriseModels)
    .innerJoin(enterpriseFields, eq(enterpriseFields.modelId, enterpriseModels.id))
    .where(and(
      eq(enterpriseModels.parkId, parkId),
      eq(enterpriseModels.enabled, true),
      eq(enterpriseFields.parkId, parkId),
      eq(enterpriseFields.enabled, true),
      inArray(enterpriseFields.fieldKey, PROFILE_FIELD_KEYS),
    ));
}
