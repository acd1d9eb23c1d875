import { recordCompanyEvent } from '../../lib/company-events';
import { COMPANY_STATES, companyStateLabel } from '@contract/company-states';
import type { MoveOutInput, MoveResult } from '@contract/schemas/tenancy';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { notifyCompany } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { moveOutDateRule } from '@contract/date-rules';
import { screenLink } from '@contract/screens/links';
import { companyInScope, roomLabel, STATE_CHANGED, today } from './company-access';
import { closeTenancies, freeRooms, latestMoveIn, markMovedOut, roomsHeldBy } from './tenancy-queries';

// Settled (1) → moved out (3), the only way out: the rooms are freed, the open tenancies closed on the day, and
// the history (tenancies, events, versions) stays. The transition is a conditional update on state and version.
export async function moveOut(db: Db, ctx: RequestContext, input: MoveOutInput): Promise<MoveResult> {
  const company = await companyInScope(db, ctx, input.companyId, true);
  if (company.state !== COMPANY_STATES.settled.code) {
    throw new AppError(`只有已入驻的企业可以迁出，该企业当前状态为「${companyStateLabel(company.state)}」`);
  }
  const reason = input.reason.trim();
  const since = await latestMoveIn(db, company.id);
  const verdict = moveOutDateRule(input.date, today(), since ?? null);
  if (!verdict.ok) throw fieldError('date', verdict.reason);
  const held = await roomsHeldBy(db, company.id);

  return db.transaction(async (tx) => {
    const moved = await markMovedOut(tx, company, { movedOutOn: input.date, moveOutReason: reason });
    if (!moved) throw new AppError(STATE_CHANGED);
    const freed = await freeRooms(tx, company.id);
    const names = held.filter((r) => freed.includes(r.id)).map(roomLabel);
    await closeTenancies(tx, company.id, input.date);
    await recordCompanyEvent(tx, {
      companyId: company.id, parkId: company.parkId, kind: 'movedOut', userId: ctx.user?.id ?? null,
      data: { reason, roomIds: freed, rooms: names, date: input.date },
    });
    await notifyCompany(tx, company.id, {
      kind: 'companyMovedOut', title: '企业迁出', parkId: company.parkId, link: screenLink('companyManage-detail'),
      body: `贵企业已于 ${input.date} 办理迁出${names.length ? `，释放房间：${names.join('、')}` : ''}。原因：${reason}`,
    });
    await writeLog(tx, ctx, {
      module: 'enterprise', action: 'moveOut', target: company.name, parkId: company.parkId,
      before: { state: company.state, rooms: names }, after: { state: moved.state, date: input.date, reason },
    });
    return { companyId: moved.id, state: moved.state, version: moved.version, roomIds: freed };
  });
}
