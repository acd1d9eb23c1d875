import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppSlotKey } from '@contract/app-content';
import { appItems, contentItems } from '../../db/schema';
import type { Conn } from '../../lib/db';
import { isoTimeOrNull } from '../../lib/sql-time';

const publishedContent = sql`${contentItems.state} = 'on' and ${contentItems.publishAt} <= now()`;
// Written out: the link names a content item as `content:<id>`.
const linkedId = sql`case when ${appItems.link} ~ '^content:[0-9]{1,9}$' then substr(${appItems.link}, 9)::int end`;
const inWindowNow = sql`(${appItems.validFrom} is null or ${appItems.validFrom} <= now()) and (${appItems.validTo} is null or ${appItems.validTo} >= now())`;

const columns = {
  id: appItems.id,
  parkId: appItems.parkId,
  kind: appItems.kind,
  title: appItems.title,
  image: appItems.image,
  link: appItems.link,
  linkTitle: contentItems.title,
  phone: appItems.phone,
  sort: appItems.sort,
  validFrom: isoTimeOrNull(appItems.validFrom),
  validTo: isoTimeOrNull(appItems.validTo),
  live: sql<boolean>`(${inWindowNow}) and (${appItems.link} is null or ${appItems.link} not like 'content:%' or coalesce(${publishedContent}, false))`,
  version: appItems.version,
};

// A content link counts only for an item of the same park.
const joinContent = and(eq(contentItems.id, linkedId), eq(contentItems.parkId, appItems.parkId));

export function slotItems(conn: Conn, parkId: number, kind: AppSlotKey) {
  return conn.select(columns).from(appItems).leftJoin(contentItems, joinContent)
    .where(and(eq(appItems.parkId, parkId), eq(appItems.kind, kind))).orderBy(asc(appItems.sort), asc(appItems.id));
}

export async function findAppItem(conn: Conn, id: number) {
  const [row] = await conn.select(columns).from(appItems).leftJoin(contentItems, joinContent).where(eq(appItems.id, id));
  return row;
}

export async function slotSize(conn: Conn, parkId: number, kind: AppSlotKey) {
  const [row] = await conn.select({ n: count(), last: sql<number>`coalesce(max(${appItems.sort}), 0)::int` }).from(appItems)
    .where(and(eq(appItems.parkId, parkId), eq(appItems.kind, kind)));
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
}

export type AppItemValues = Omit<typeof appItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;

export async function insertAppItem(conn: Conn, values: AppItemValues) {
  const [row] = await conn.insert(appItems).values(values).returning({ id: appItems.id });
  return row!.id;
}

// A change lands only on the version the caller saw: one winner per race.
export async function updateAppItemIf(conn: Conn, id: number, version: number, change: PgUpdateSetSource<typeof appItems>) {
  const rows = await conn.update(appItems)
    .set({ ...change, updatedAt: sql`now()`, version: sql`${appItems.version} + 1` })
    .where(and(eq(appItems.id, id), eq(appItems.version, version)))
    .returning({ id: appItems.id });
  return rows.length === 1;
}

export async function deleteAppItemIf(conn: Conn, id: number, version: number) {
  const rows = await conn.delete(appItems).where(and(eq(appItems.id, id), eq(appItems.version, version))).returning({ id: appItems.id });
  return rows.length === 1;
}

export function slotIds(conn: Conn, parkId: number, kind: AppSlotKey) {
  return conn.select({ id: appItems.id }).from(appItems).where(and(eq(appItems.parkId, parkId), eq(appItems.kind, kind)));
}

export async function contentOfPark(conn: Conn, id: number, parkId: number) {
  const [row] = await conn.select({ id: contentItems.id, title: contentItems.title }).from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.parkId, parkId)));
  return row;
}

/** What tenants see of one slot: live items only, in order. */
export function liveItems(conn: Conn, parkId: number, kinds: AppSlotKey[]) {
  return conn.select(columns).from(appItems).leftJoin(contentItems, joinContent)
    .where(and(eq(appItems.parkId, parkId), inArray(appItems.kind, kinds), inWindowNow,
      sql`(${appItems.link} is null or ${appItems.link} not like 'content:%' or coalesce(${publishedContent}, false))`))
    .orderBy(asc(appItems.sort), asc(appItems.id));
}

/** 园区动态: the latest published news of the park. */
export function latestNews(conn: Conn, parkId: number, limit: number) {
  return conn.select({ id: contentItems.id, title: contentItems.title, cover: contentItems.cover, publishAt: isoTimeOrNull(contentItems.publishAt) })
    .from(contentItems)
    .where(and(eq(contentItems.parkId, parkId), eq(contentItems.type, 'news'), publishedContent))
    .orderBy(desc(contentItems.pinned), sql`${contentItems.publishAt} desc nulls last`, desc(contentItems.id))
    .limit(limit);
}
