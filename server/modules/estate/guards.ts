import { badRequest, fieldError } from '../../lib/errors';
import type { Conn } from '../../lib/db';
import { isUniqueViolation } from '../../lib/db';
import { occupantOf } from './queries';

export type PlaceKind = 'building' | 'floor' | 'room';

export const placeLabel: Record<PlaceKind, string> = { building: '楼栋', floor: '楼层', room: '房间' };
const parentLabel: Record<PlaceKind, string> = { building: '园区', floor: '楼栋', room: '楼层' };

export const duplicateNumber = (kind: PlaceKind) => fieldError('number', `该${parentLabel[kind]}下已有相同编号的${placeLabel[kind]}`);

// Two calls racing past the pre-check meet the unique index; both get the same message.
export async function guardNumber<T>(kind: PlaceKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber(kind);
    throw error;
  }
}

export async function refuseOccupied(
  tx: Conn,
  kind: PlaceKind,
  place: { roomId?: number; floorId?: number; buildingId?: number },
  verb: '删除' | '停用',
): Promise<void> {
  const company = await occupantOf(tx, place);
  if (company) throw badRequest(`企业「${company}」正在使用该${placeLabel[kind]}，不能${verb}`);
}
