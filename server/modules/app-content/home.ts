import { DYNAMIC_COUNT, type AppSlotKey } from '@contract/app-content';
import type { AppHome, AppItemListQuery } from '@contract/schemas/app-content';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { latestNews, liveItems } from './queries';

// What a tenant's app shows of a park: live items only (in window, content links published), each slot in order.
async function homeOf(db: Db, parkId: number): Promise<AppHome> {
  const [items, dynamics] = await Promise.all([liveItems(db, parkId, ['banner', 'carousel', 'quickEnter', 'phone', 'recommend']), latestNews(db, parkId, DYNAMIC_COUNT)]);
  const of = (kind: AppSlotKey) => items.filter((i) => i.kind === kind) as AppHome['banners'];
  return { banners: of('banner'), carousels: of('carousel'), quickEnters: of('quickEnter'), phones: of('phone'), recommends: of('recommend'), dynamics };
}

export function appHome(db: Db, ctx: RequestContext) {
  const parkId = ctx.user?.parkId;
  if (!parkId) throw forbidden('请先选择园区');
  return homeOf(db, parkId);
}

/** The operator's preview: the same read as a tenant's app, for a park in the caller's scope. */
export async function appPreview(db: Db, ctx: RequestContext, query: AppItemListQuery) {
  await scopeForPark(db, ctx, query.parkId);
  return homeOf(db, query.parkId);
}
