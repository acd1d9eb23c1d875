import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ContentState, ContentTypeKey } from '@contract/content-types';
import { contentClasses, contentItems } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { countOf, paged } from '../../lib/paging';
import { escapeLike } from '../../lib/db';
import { isoTime, isoTimeOrNull } from '../../lib/sql-time';

// An on-shelf item whose publish time is ahead reads as scheduled: the state a person sees is computed here.
const shownState = sql<ContentState>`case when ${contentItems.state} = 'on' and ${contentItems.publishAt} > now() then 'scheduled' else ${contentItems.state} end`;

const rowColumns = {
  id: contentItems.id,
  parkId: contentItems.parkId,
  type: sql<ContentTypeKey>`${contentItems.type}`,
  classificationId: contentItems.classificationId,
  classificationName: contentClasses.name,
  title: contentItems.title,
  cover: contentItems.cover,
  summary: contentItems.summary,
  publishAt: isoTimeOrNull(contentItems.publishAt),
  state: shownState,
  pinned: contentItems.pinned,
  extra: contentItems.extra,
  createdAt: isoTime(contentItems.createdAt),
  updatedAt: isoTime(contentItems.updatedAt),
  version: contentItems.version,
};

export const ORDER = [desc(contentItems.pinned), sql`${contentItems.publishAt} desc nulls last`, desc(contentItems.id)];

export const published = sql`${contentItems.state} = 'on' and ${contentItems.publishAt} <= now()`;

export interface ItemFilter {
  parkId: number;
  type: ContentTypeKey;
  title?: string;
  classificationId?: number;
  state?: string;
  onlyPublished?: boolean;
}

function whereOf(f: ItemFilter): SQL | undefined {
  return and(
    eq(contentItems.parkId, f.parkId),
    eq(contentItems.type, f.type),
    f.title ? sql`${contentItems.title} ilike ${`%${escapeLike(f.title)}%`}` : undefined,
    f.classificationId ? eq(contentItems.classificationId, f.classificationId) : undefined,
    f.state ? sql`${shownState} = ${f.state}` : undefined,
    f.onlyPublished ? published : undefined,
  );
}

export async function listItems(conn: Conn, f: ItemFilter, offset: number, limit: number) {
  const where = whereOf(f);
  return paged({ offset, limit }, countOf(conn, contentItems, where), (total) =>
    conn.select({ ...rowColumns, ...total }).from(contentItems).leftJoin(contentClasses, eq(contentClasses.id, contentItems.classificationId))
      .where(where).orderBy(...ORDER),
  );
}

export async function findItem(conn: Conn, id: number) {
  const [row] = await conn
    .select({ ...rowColumns, body: contentItems.body, attachments: contentItems.attachments, storedState: contentItems.state })
    .from(contentItems).leftJoin(contentClasses, eq(contentClasses.id, contentItems.classificationId))
    .where(eq(contentItems.id, id));
  return row;
}

export type ItemValues = Omit<typeof contentItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

export async function insertItem(conn: Conn, values: ItemValues) {
  const [row] = await conn.insert(contentItems).values(values).returning({ id: contentItems.id });
  return row!.id;
}

// A change lands only on the version the caller saw (and from the state it was checked in): one winner per race.
export async function updateItemIf(conn: Conn, id: number, version: number, change: PgUpdateSetSource<typeof contentItems>, fromStates?: string[]) {
  const rows = await conn
    .update(contentItems)
    .set({ ...change, updatedAt: sql`now()`, version: sql`${contentItems.version} + 1` })
    .where(and(eq(contentItems.id, id), eq(contentItems.version, version), fromStates ? inArray(contentItems.state, fromStates) : undefined))
    .returning({ id: contentItems.id });
  return rows.length === 1;
}

export async function deleteItemIf(conn: Conn, id: number, version: number, fromStates: string[]) {
  const rows = await conn.delete(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.version, version), inArray(contentItems.state, fromStates)))
    .returning({ id: contentItems.id });
  return rows.length === 1;
}

// Written out: drizzle leaves a lone table's columns unqualified, which inside the subquery would name the item's.
const itemsUsing = sql<number>`(select count(*)::int from content_items i where i.classification_id = content_classes.id)`;

export function listClasses(conn: Conn, parkId: number, type: ContentTypeKey) {
  return conn
    .select({ id: contentClasses.id, parkId: contentClasses.parkId, parentId: contentClasses.parentId, name: contentClasses.name, sort: contentClasses.sort, items: itemsUsing })
    .from(contentClasses)
    .where(and(eq(contentClasses.parkId, parkId), eq(contentClasses.type, type)))
    .orderBy(asc(contentClasses.sort), asc(contentClasses.id));
}

export async function findClass(conn: Conn, id: number) {
  const [row] = await conn.select().from(contentClasses).where(eq(contentClasses.id, id));
  return row;
}

export async function classUsage(conn: Conn, id: number) {
  const [items] = await conn.select({ n: count() }).from(contentItems).where(eq(contentItems.classificationId, id));
  const [children] = await conn.select({ n: count() }).from(contentClasses).where(eq(contentClasses.parentId, id));
  return { items: items?.n ?? 0, children: children?.n ?? 0 };
}

export async function nextClassSort(conn: Conn, parkId: number, type: ContentTypeKey) {
  const [row] = await conn.select({ n: sql<number>`coalesce(max(${contentClasses.sort}), 0)::int + 1` }).from(contentClasses)
    .where(and(eq(contentClasses.parkId, parkId), eq(contentClasses.type, type)));
  return row?.n ?? 1;
}

// A node as just saved: its type is one of the catalogue's (only those are written).
const savedClass = {
  id: contentClasses.id,
  parkId: contentClasses.parkId,
  type: sql<ContentTypeKey>`${contentClasses.type}`,
  parentId: contentClasses.parentId,
  name: contentClasses.name,
  sort: contentClasses.sort,
  createdAt: contentClasses.createdAt,
};

export async function insertClass(conn: Conn, values: typeof contentClasses.$inferInsert) {
  const [row] = await conn.insert(contentClasses).values(values).returning(savedClass);
  return row!;
}

export async function renameClass(conn: Conn, id: number, name: string) {
  const [row] = await conn.update(contentClasses).set({ name }).where(eq(contentClasses.id, id)).returning(savedClass);
  return row!;
}

export async function setClassSort(conn: Conn, id: number, sort: number) {
  await conn.update(contentClasses).set({ sort }).where(eq(contentClasses.id, id));
}

export async function deleteClass(conn: Conn, id: number) {
  await conn.delete(contentClasses).where(eq(contentClasses.id, id));
}

export function classesByIds(conn: Conn, ids: number[]) {
  return conn.select().from(contentClasses).where(inArray(contentClasses.id, ids));
}
