import { eq } from 'drizzle-orm';
import { enterpriseFields, enterpriseModels } from '../../db/schema';
import type { Tx } from '../../lib/db';
import type { FieldRow, ModelRow } from './queries';

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('enterprise configuration row not written');
  return row;
}

export const insertModel = (tx: Tx, values: typeof enterpriseModels.$inferInsert) => one(tx.insert(enterpriseModels).values(values).returning());
export const updateModel = (tx: Tx, id: number, change: Partial<ModelRow>) =>
  one(tx.update(enterpriseModels).set(change).where(eq(enterpriseModels.id, id)).returning());
export const insertField = (tx: Tx, values: typeof enterpriseFields.$inferInsert) => one(tx.insert(enterpriseFields).values(values).returning());
export const updateField = (tx: Tx, id: number, change: Partial<FieldRow>) =>
  one(tx.update(enterpriseFields).set(change).where(eq(enterpriseFields.id, id)).returning());

export async function deleteModel(tx: Tx, id: number): Promise<void> {
  await tx.delete(enterpriseModels).where(eq(enterpriseModels.id, id));
}

export async function deleteField(tx: Tx, id: number): Promise<void> {
  await tx.delete(enterpriseFields).where(eq(enterpriseFields.id, id));
}
