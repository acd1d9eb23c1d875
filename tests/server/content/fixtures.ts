import { sql } from 'drizzle-orm';
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';
import type { ContentExtra } from '@contract/schemas/content';
import { runSql } from '../helpers/support';

export const STALE = '状态已变更，请刷新后重试';

export const adminBase = (type: ContentTypeKey) => `v1/admin/ps/${CONTENT_TYPES[type].path}`;
export const frontBase = (type: ContentTypeKey) => `v1/ps/${CONTENT_TYPES[type].path}`;

export const EXTRA: Record<ContentTypeKey, ContentExtra> = {
  policy: { issuer: '浦东新区科经委', level: 'district', deadline: '2099-12-31' },
  finance: { provider: '上海银行', priceMinFen: 100_000, priceMaxFen: 500_000 },
  service: { provider: '华知知识产权', priceMinFen: 30_000, priceMaxFen: null },
  news: { source: '园区运营中心', recommended: true },
  notice: { source: '管理办公室', recommended: false },
};

export async function firstClass(parkId: number, type: ContentTypeKey): Promise<number | null> {
  const result = await runSql(sql`select id from content_classes where park_id = ${parkId} and type = ${type} order by id limit 1`);
  return (result.rows[0] as { id: number } | undefined)?.id ?? null;
}

export async function itemIn(parkId: number, type: ContentTypeKey, state: string): Promise<{ id: number; version: number }> {
  const result = await runSql(sql`select id, version from content_items where park_id = ${parkId} and type = ${type} and state = ${state} and (publish_at is null or publish_at <= now()) order by id limit 1`);
  const row = result.rows[0] as { id: number; version: number } | undefined;
  if (!row) throw new Error(`no ${state} ${type} in park ${parkId}`);
  return row;
}

export async function newItem(parkId: number, type: ContentTypeKey, title: string) {
  return {
    parkId,
    classificationId: CONTENT_TYPES[type].classified ? await firstClass(parkId, type) : null,
    title,
    summary: '摘要',
    body: '<p>正文</p>',
    extra: EXTRA[type],
  };
}
