import { recordCompanyEvent } from '../../lib/company-events';
import { COMPANY_STATES, companyStateLabel } from '@contract/company-states';
import type { MoveInInfo, MoveInInput, MoveResult } from '@contract/schemas/tenancy';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { notifyCompany } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { buildingOptions } from '../estate';
import { moveInDateRule } from '@contract/date-rules';
import { screenLink } from '@contract/screens/links';
import { companyInScope, roomLabel, STATE_CHANGED, today } from './company-access';
import { latestMoveIn, lockSettled, occupyRooms, openTenancies, roomsByIds, roomsHeldBy } from './tenancy-queries';

const SETTLED = COMPANY_STATES.settled.code;

const brief = (r: Awaited<ReturnType<typeof roomsHeldBy>>[number]) => ({
  id: r.id, name: r.name, floorId: r.floorId, floorName: r.floorName, buildingId: r.buildingId, buildingName: r.buildingName, areaSqm: r.areaSqm,
});

/** What the move-in dialog needs: the company, the rooms it holds, and the park's buildings to pick free rooms in. */
export async function moveInInfo(db: Db, ctx: RequestContext, companyId: number): Promise<MoveInInfo> {
  const company = await companyInScope(db, ctx, companyId);
  const [held, buildings, movedInOn] = await Promise.all([roomsHeldBy(db, company.id), buildingOptions(db, ctx, company.parkId), latestMoveIn(db, company.id)]);
  return {
    company: { id: company.id, parkId: company.parkId, name: company.name, state: company.state, version: company.version },
    rooms: held.map(brief),
    movedInOn,
    buildings,
  };
}

const occupiedMessage = (names: string[]) => `房间已被占用：${names.join('、')}`;

// A room holds one company at a time: rooms are taken by a conditional update (`company_id is null`), so of two
// operators moving two companies into one room at once exactly one gets it and the other is told it is occupied.
export async function moveIn(db: Db, ctx: RequestContext, input: MoveInInput): Promise<MoveResult> {
  const company = await companyInScope(db, ctx, input.companyId, true);
  if (company.state !== SETTLED) {
    throw new AppError(`只有已入驻的企业可以迁入房间，该企业当前状态为「${companyStateLabel(company.state)}」`);
  }
  const day = input.date ?? today();
  const verdict = moveInDateRule(day);
  if (!verdict.ok) throw fieldError('date', verdict.reason);
  const chosen = await roomsByIds(db, input.roomIds);
  if (chosen.length !== input.roomIds.length || chosen.some((r) => r.parkId !== company.parkId)) {
    throw fieldError('roomIds', '所选房间不存在或不属于该企业所在园区');
  }
  const disabled = chosen.filter((r) => !r.enabled);
  if (disabled.length) throw fieldError('roomIds', `房间已停用：${disabled.map(roomLabel).join('、')}`);
  const own = chosen.filter((r) => r.companyId === company.id);
  if (own.length) throw fieldError('roomIds', `该企业已在使用：${own.map(roomLabel).join('、')}`);
  const occupied = chosen.filter((r) => r.companyId !== null);
  if (occupied.length) throw fieldError('roomIds', occupiedMessage(occupied.map(roomLabel)));

  const names = chosen.map(roomLabel);
  const area = Math.round(chosen.reduce((sum, r) => sum + r.areaSqm, 0) * 100) / 100;
  return db.transaction(async (tx) => {
    if (!(await lockSettled(tx, company.id))) throw new AppError(STATE_CHANGED);
    const taken = await occupyRooms(tx, company.id, company.parkId, input.roomIds);
    if (taken.length !== input.roomIds.length) {
      throw fieldError('roomIds', occupiedMessage(chosen.filter((r) => !taken.includes(r.id)).map(roomLabel)));
    }
    await openTenancies(tx, chosen.map((r) => ({ companyId: company.id, parkId: company.parkId, roomId: r.id, roomName: roomLabel(r), areaSqm: r.areaSqm, movedInOn: day })));
    await recordCompanyEvent(tx, {
      companyId: company.id, parkId: company.parkId, kind: 'movedIn', userId: ctx.user?.id ?? null,
      data: { roomIds: input.roomIds, rooms: names, area, date: day },
    });
    await notifyCompany(tx, company.id, {
      kind: 'companyMovedIn', title: '企业迁入', parkId: company.parkId, link: screenLink('companyManage-detail'),
      body: `贵企业已于 ${day} 迁入：${names.join('、')}，面积共 ${area} ㎡。`,
    });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'moveIn', target: company.name, parkId: company.parkId, after: { rooms: names, area, date: day } });
    return { companyId: company.id, state: company.state, version: company.version, roomIds: taken };
  });
}
