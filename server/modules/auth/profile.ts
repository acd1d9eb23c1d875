import type { LoginUser } from '../../../src/api/types';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Tx } from '../../lib/oplog';
import type { UserRow } from './queries';
import {
  allPrivilegeCodes,
  companyParkId,
  firstEnabledParkId,
  isEnabledPark,
  operatorParkIds,
  operatorRole,
  rolePrivilegeCodes,
} from './profile-queries';

type Conn = Db | Tx;

// The platform admin stands above the role levels 1–3 that operators hold.
export const ADMIN_ROLE_LEVEL = 0;

export function loginUserOf(user: UserRow): LoginUser {
  return {
    username: user.username,
    avatar: user.avatar,
    userId: user.id,
    email: user.email,
    phone: user.phone,
    userType: user.userType,
  };
}

// The park a session works in: `requested` 0 means "the user's first park".
export async function resolveSessionPark(db: Conn, user: UserRow, requested: number): Promise<number | null> {
  if (user.userType === 0) {
    if (requested === 0) return firstEnabledParkId(db);
    if (!(await isEnabledPark(db, requested))) throw new AppError('所选园区不存在或已停用');
    return requested;
  }
  if (user.userType === 8) {
    const mine = await operatorParkIds(db, user.id);
    if (requested === 0) {
      if (mine[0] === undefined) throw new AppError('该账号尚未分配园区，请联系平台管理员');
      return mine[0];
    }
    if (!mine.includes(requested)) throw new AppError('您不属于所选园区，无法进入');
    return requested;
  }
  if (user.userType === 9 && user.companyId !== null) return companyParkId(db, user.companyId);
  return null;
}

export interface Grants {
  privileges: string[];
  roleLevel: number | null;
}

export async function grantsOf(db: Conn, user: Pick<UserRow, 'id' | 'userType'>, parkId: number | null): Promise<Grants> {
  if (user.userType === 0) return { privileges: await allPrivilegeCodes(db), roleLevel: ADMIN_ROLE_LEVEL };
  if (user.userType === 8 && parkId !== null) {
    const role = await operatorRole(db, user.id, parkId);
    if (!role) return { privileges: [], roleLevel: null };
    return { privileges: await rolePrivilegeCodes(db, role.id), roleLevel: role.level };
  }
  return { privileges: [], roleLevel: null };
}
