import type { ContentTypeKey } from '@contract/content-types';
import type { ContentAdd, ContentListQuery, ContentUpdate } from '@contract/schemas/content';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { pageWindow } from '../../lib/paging';
import { rowInReach, scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { withUploadNames } from '../files';
import { checkItem, stale } from './guards';
import { deleteItemIf, findItem, insertItem, listItems, updateItemIf } from './queries';
import { sanitizeBody } from '../../lib/rich-text';

const valuesOf = (input: Omit<ContentAdd, 'parkId'>) => ({
  classificationId: input.classificationId ?? null,
  title: input.title.trim(),
  cover: input.cover ?? null,
  summary: input.summary ?? '',
  body: sanitizeBody(input.body),
  attachments: input.attachments ?? [],
  extra: input.extra,
  publishAt: input.publishAt ? new Date(input.publishAt) : null,
});

type FoundItem = Awaited<ReturnType<typeof findItem>>;

// An item as its form reads it: the state a person sees, not the stored one.
export function shownItem(row: FoundItem) {
  if (!row) throw notFound('内容不存在');
  const { storedState: _stored, ...item } = row;
  return item;
}

export async function listContent(db: Db, ctx: RequestContext, type: ContentTypeKey, query: ContentListQuery) {
  await scopeForPark(db, ctx, query.parkId);
  const { offset, limit } = pageWindow(query);
  return listItems(db, { ...query, type }, offset, limit);
}

export async function contentInfo(db: Db, ctx: RequestContext, type: ContentTypeKey, id: number) {
  const row = await findItem(db, id);
  return rowInReach(db, ctx, row?.type === type ? row : null, '内容不存在');
}

/** An item whole, for its form. */
export async function contentDetail(db: Db, ctx: RequestContext, type: ContentTypeKey, id: number) {
  return shownItem(await contentInfo(db, ctx, type, id));
}

export async function addContent(db: Db, ctx: RequestContext, type: ContentTypeKey, input: ContentAdd) {
  await scopeForPark(db, ctx, input.parkId);
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await checkItem(tx, type, input.parkId, input);
    const id = await insertItem(tx, { ...values, attachments: await withUploadNames(tx, values.attachments), parkId: input.parkId, type, state: 'draft', pinned: false });
    const row = await findItem(tx, id);
    await writeLog(tx, ctx, { module: 'content', action: 'add', target: values.title, parkId: input.parkId, after: { id, type, title: values.title } });
    return shownItem(row);
  });
}

export async function changeContent(db: Db, ctx: RequestContext, type: ContentTypeKey, input: ContentUpdate) {
  const before = await contentInfo(db, ctx, type, input.id);
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await checkItem(tx, type, before.parkId, input);
    if (!(await updateItemIf(tx, input.id, input.version, { ...values, attachments: await withUploadNames(tx, values.attachments) }))) throw stale();
    await writeLog(tx, ctx, { module: 'content', action: 'update', target: values.title, parkId: before.parkId, before: { title: before.title }, after: { title: values.title } });
    return shownItem(await findItem(tx, input.id));
  });
}

export async function removeContent(db: Db, ctx: RequestContext, type: ContentTypeKey, id: number) {
  const before = await contentInfo(db, ctx, type, id);
  if (before.storedState === 'on') throw badRequest('上架中的内容请先下架再删除');
  await db.transaction(async (tx) => {
    if (!(await deleteItemIf(tx, id, before.version, ['draft', 'off']))) throw stale();
    await writeLog(tx, ctx, { module: 'content', action: 'delete', target: before.title, parkId: before.parkId, before: { id, type, title: before.title } });
  });
}
