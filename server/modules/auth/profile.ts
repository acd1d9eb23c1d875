import type { LoginUser } from '@contract/schemas/auth';
import { AppError } from '../../lib/errors';
import type { Conn } from '../../lib/db';
import type { UserRow } from './queries';
import { companyParkId, firstEnabledParkId, isEnabledPark, operatorParkIds } from '../../lib/grant-queries';

export function loginUserOf(user: Pick<UserRow, 'username' | 'avatar' | 'id' | 'email' | 'phone' | 'userType'>): LoginUser {
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
