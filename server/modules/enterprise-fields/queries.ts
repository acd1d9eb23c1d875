import { and, asc, count, desc, eq, gt, inArray, lt, max, ne, getTableColumns, sql, type SQLWrapper } from 'drizzle-orm';
import { COMPANY_PROFILE, PROFILE_KEYS } from '@contract/company-profile';
import type { Db } from '../../db/client';
import { enterpriseFields, enterpriseModels } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { countOf, paged, pageWindow, type PageRequest } from '../../lib/paging';

export type ModelRow = typeof enterpriseModels.$inferSelect;
export type FieldRow = typeof enterpriseFields.$inferSelect;

const fieldCount = count(enterpriseFields.id);

export async function listModels(db: Db, parkId: number, page: PageRequest) {
  const condition = eq(enterpriseModels.parkId, parkId);
  const { list, total } = await paged(pageWindow(page), countOf(db, enterpriseModels, condition), (pageTotal) =>
    db.select({ model: enterpriseModels, fieldCount, ...pageTotal })
      .from(enterpriseModels)
      .leftJoin(enterpriseFields, eq(enterpriseFields.modelId, enterpriseModels.id))
      .where(condition)
      .groupBy(enterpriseModels.id)
      .orderBy(asc(enterpriseModels.sort), asc(enterpriseModels.id)),
  );
  return { list: list.map((r) => ({ ...r.model, fieldCount: r.fieldCount })), total };
}

export async function listFields(db: Db, modelId: number, page: PageRequest) {
  const condition = eq(enterpriseFields.modelId, modelId);
  return paged(pageWindow(page), countOf(db, enterpriseFields, condition), (total) =>
    db.select({ ...getTableColumns(enterpriseFields), ...total }).from(enterpriseFields).where(condition).orderBy(asc(enterpriseFields.sort), asc(enterpriseFields.id)));
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

// The neighbour a row swaps places with when moved up or down: the nearest sort that way inside its list.
const toward = (sort: typeof enterpriseModels.sort | typeof enterpriseFields.sort, from: number, direction: 'up' | 'down') =>
  direction === 'up' ? { beyond: lt(sort, from), nearest: desc(sort) } : { beyond: gt(sort, from), nearest: asc(sort) };

export async function modelNeighbour(db: Conn, model: ModelRow, direction: 'up' | 'down') {
  const { beyond, nearest } = toward(enterpriseModels.sort, model.sort, direction);
  const [row] = await db.select().from(enterpriseModels).where(and(eq(enterpriseModels.parkId, model.parkId), beyond)).orderBy(nearest).limit(1);
  return row ?? null;
}

export async function fieldNeighbour(db: Conn, field: FieldRow, direction: 'up' | 'down') {
  const { beyond, nearest } = toward(enterpriseFields.sort, field.sort, direction);
  const [row] = await db.select().from(enterpriseFields).where(and(eq(enterpriseFields.modelId, field.modelId), beyond)).orderBy(nearest).limit(1);
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
export function profileFormJson(db: Conn, parkId: number | SQLWrapper) {
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
