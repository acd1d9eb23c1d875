import { sql } from 'drizzle-orm';
import { CONTENT_STATES, CONTENT_TYPE_KEYS, type ContentState, type ContentTypeKey } from '@contract/content-types';
import type { Db } from '../../db/client';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';

type Counts = Record<ContentState | 'total', number>;

const zero = (): Counts => ({ ...(Object.fromEntries(Object.keys(CONTENT_STATES).map((s) => [s, 0])) as Record<ContentState, number>), total: 0 });

// spec §7 v1/admin/ps/report: how much a park has published — items by type and the state a person sees, and how many
// policies carry conditions. One grouped statement over content_items_list_idx's leading (park_id, type).
export async function contentReport(db: Db, ctx: RequestContext, parkId: number) {
  await scopeForPark(db, ctx, parkId);
  const { rows } = await db.execute<{ type: string; state: ContentState; n: number }>(sql`
    select type, case when state = 'on' and publish_at > now() then 'scheduled' else state end as state, count(*)::int as n
    from content_items where park_id = ${parkId} group by 1, 2`);
  const types = Object.fromEntries(CONTENT_TYPE_KEYS.map((t) => [t, zero()])) as Record<ContentTypeKey, Counts>;
  for (const row of rows) {
    const counts = types[row.type as ContentTypeKey];
    if (!counts) continue;
    counts[row.state] += row.n;
    counts.total += row.n;
  }
  const { rows: [withConditions] } = await db.execute<{ n: number }>(sql`select count(distinct policy_id)::int as n from policy_conditions where park_id = ${parkId}`);
  return { types, policiesWithConditions: withConditions?.n ?? 0 };
}
