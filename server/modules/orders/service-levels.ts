import { SERVICE_TYPE_KEYS } from '@contract/agency';
import type { ServiceLevel, ServiceLevelInput } from '@contract/schemas/orders';
import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { badRequest } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { assertParkAccess, parkScope } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { serviceLevelsOf, upsertServiceLevel } from './queries';

async function sessionPark(db: Db, ctx: RequestContext): Promise<number> {
  const user = requireHost(ctx.user, 'manage');
  if (user.parkId === null) throw badRequest('请先选择园区');
  assertParkAccess(await parkScope(db, user), user.parkId);
  return user.parkId;
}

/** The session park's target for every service type (null where none is set: such orders are never overdue). */
export async function serviceLevels(db: Db, ctx: RequestContext): Promise<ServiceLevel[]> {
  const rows = await serviceLevelsOf(db, await sessionPark(db, ctx));
  return SERVICE_TYPE_KEYS.map((serviceType) => {
    const row = rows.find((r) => r.serviceType === serviceType);
    return { serviceType, responseHours: row?.responseHours ?? null, completeDays: row?.completeDays ?? null };
  });
}

export async function setServiceLevel(db: Db, ctx: RequestContext, input: ServiceLevelInput): Promise<ServiceLevel[]> {
  const parkId = await sessionPark(db, ctx);
  await db.transaction(async (tx) => {
    const before = await upsertServiceLevel(tx, { parkId, ...input });
    await writeLog(tx, ctx, { module: 'order', action: 'update', target: `时效目标：${input.serviceType}`, parkId, before, after: input });
  });
  return serviceLevels(db, ctx);
}
