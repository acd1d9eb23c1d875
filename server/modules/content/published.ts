import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContentTypeKey } from '@contract/content-types';
import type { ListByTitleQuery, PublishedListQuery } from '@contract/schemas/content';
import { contentItems } from '../../db/schema';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/db';
import { forbidden, notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/paging';
import type { RequestContext } from '../../lib/request-context';
import { findItem, listItems, ORDER, published } from './queries';

// What companies and the app read: items on shelf whose time has come, of the caller's own park only.
function parkOf(ctx: RequestContext): number {
  const parkId = ctx.user?.parkId;
  if (!parkId) throw forbidden('请先选择园区');
  return parkId;
}

export async function publishedList(db: Db, ctx: RequestContext, type: ContentTypeKey, query: PublishedListQuery) {
  const { offset, limit } = pageWindow(query);
  return listItems(db, { ...query, type, parkId: parkOf(ctx), onlyPublished: true }, offset, limit);
}

export async function publishedDetail(db: Db, ctx: RequestContext, type: ContentTypeKey, id: number) {
  const row = await findItem(db, id);
  if (!row || row.type !== type || row.parkId !== parkOf(ctx) || row.state !== 'on') throw notFound('内容不存在或已下架');
  const { storedState: _stored, version: _version, ...shown } = row;
  return shown;
}

// The names of the published services of one classification (spec §7 v1/ps/serviceNameList/{id}).
export function serviceNames(db: Db, ctx: RequestContext, classificationId: number) {
  return db
    .select({ id: contentItems.id, title: contentItems.title })
    .from(contentItems)
    .where(and(eq(contentItems.parkId, parkOf(ctx)), eq(contentItems.type, 'service'), eq(contentItems.classificationId, classificationId), published))
    .orderBy(...ORDER)
    .limit(200);
}

// A title search over every published type of the caller's park (spec §7 v1/ps/listByTitle).
export async function listByTitle(db: Db, ctx: RequestContext, query: ListByTitleQuery) {
  const { offset, limit } = pageWindow(query);
  const where = and(
    eq(contentItems.parkId, parkOf(ctx)),
    query.type ? eq(contentItems.type, query.type) : undefined,
    sql`${contentItems.title} ilike ${`%${escapeLike(query.title)}%`}`,
    published,
  );
  const [list, [total]] = await Promise.all([
    db.select({ id: contentItems.id, type: sql<ContentTypeKey>`${contentItems.type}`, title: contentItems.title, summary: contentItems.summary, cover: contentItems.cover })
      .from(contentItems).where(where).orderBy(desc(contentItems.publishAt), desc(contentItems.id)).offset(offset).limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(contentItems).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
