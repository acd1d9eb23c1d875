import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { PageRequest } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { rowInReach } from '../../lib/park-scope';
import { modelInfo } from './models';
import { deleteField, insertField, updateField } from './mutations';
import { swapSort } from './sort-swap';
import { fieldKeyTaken, fieldNeighbour, findField, listFields, nextFieldSort, type FieldRow } from './queries';
import { CHOICE_TYPES, FIELD_KINDS, LENGTH_TYPES, kindsOfType, type FieldAdd, type FieldKind, type FieldProps, type FieldType, type FieldUpdate, type Move } from './schemas';

const DUPLICATE_KEY = '该模块已有相同标识的字段';

// A kind belongs to the types it refines: one that no longer fits a changed type is dropped, one asked for that
// does not fit is refused at the field.
function kindOf(type: FieldType, props: FieldProps, current?: FieldRow): FieldKind | null {
  const fits = kindsOfType(type);
  if (props.kind === undefined) return fits.find((k) => k === current?.kind) ?? null;
  if (props.kind !== null && !fits.includes(props.kind)) throw fieldError('kind', `该字段类型不能设为「${FIELD_KINDS[props.kind].label}」`);
  return props.kind;
}

// Options belong to choice fields only, a length to text fields only, a kind to the types it refines.
function shaped(props: FieldProps, current?: FieldRow): FieldProps {
  const type = (props.type ?? current?.type) as FieldType;
  const options = (props.options ?? current?.options ?? []).map((o) => o.trim());
  if (CHOICE_TYPES.includes(type) && options.length === 0) throw fieldError('options', '下拉选择字段至少需要一个选项');
  return {
    ...props,
    ...(props.label ? { label: props.label.trim() } : {}),
    options: CHOICE_TYPES.includes(type) ? options : [],
    maxLength: LENGTH_TYPES.includes(type) ? (props.maxLength === undefined ? (current?.maxLength ?? null) : props.maxLength) : null,
    kind: kindOf(type, props, current),
  };
}

export async function fieldList(db: Db, ctx: RequestContext, modelId: number, page: PageRequest) {
  const model = await modelInfo(db, ctx, modelId);
  return { model, ...(await listFields(db, modelId, page)) };
}

export async function fieldInfo(db: Db, ctx: RequestContext, id: number) {
  return rowInReach(db, ctx, await findField(db, id), '字段不存在');
}

async function guardKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? fieldError('fieldKey', DUPLICATE_KEY) : error;
  }
}

export async function addField(db: Db, ctx: RequestContext, { modelId, fieldKey, ...props }: FieldAdd) {
  const model = await modelInfo(db, ctx, modelId);
  const values = shaped(props);
  return guardKey(() =>
    db.transaction(async (tx) => {
      if (await fieldKeyTaken(tx, modelId, fieldKey)) throw fieldError('fieldKey', DUPLICATE_KEY);
      const row = await insertField(tx, { ...values, label: props.label.trim(), type: props.type, modelId, fieldKey, parkId: model.parkId, sort: await nextFieldSort(tx, modelId) });
      await writeLog(tx, ctx, { module: 'enterpriseField', action: 'add', target: `${model.name} · ${row.label}`, parkId: row.parkId, after: row });
      return row;
    }),
  );
}

export async function changeField(db: Db, ctx: RequestContext, { id, ...props }: FieldUpdate) {
  const before = await fieldInfo(db, ctx, id);
  const values = shaped(props, before);
  return db.transaction(async (tx) => {
    const row = await updateField(tx, id, values);
    await writeLog(tx, ctx, { module: 'enterpriseField', action: 'update', target: row.label, parkId: row.parkId, before, after: row });
    return row;
  });
}

export async function moveField(db: Db, ctx: RequestContext, { id, direction }: Move) {
  const field = await fieldInfo(db, ctx, id);
  await db.transaction(async (tx) => {
    await swapSort(tx, field, await fieldNeighbour(tx, field, direction), updateField, direction === 'up' ? '已经是第一个字段' : '已经是最后一个字段');
    await writeLog(tx, ctx, { module: 'enterpriseField', action: 'move', target: field.label, parkId: field.parkId, after: { direction } });
  });
}

export async function removeField(db: Db, ctx: RequestContext, id: number) {
  const field = await fieldInfo(db, ctx, id);
  await db.transaction(async (tx) => {
    await deleteField(tx, id);
    await writeLog(tx, ctx, { module: 'enterpriseField', action: 'delete', target: field.label, parkId: field.parkId, before: field });
  });
}
