import { hostKeyOf } from '@contract/host-kinds';
import { AppError } from '../../lib/errors';

export const MANAGE_LOGIN_TYPE = 8;

// The login call says which host the user chose: 8 for manage, 9 for front and agent (spec §6).
export function checkHostKind(requestedType: number, userType: number): void {
  const isManager = hostKeyOf(userType) === 'manage';
  if (requestedType === MANAGE_LOGIN_TYPE && !isManager) {
    throw new AppError('该账号不是园区管理账号，请选择“入驻企业”或“服务机构”入口登录');
  }
  if (requestedType !== MANAGE_LOGIN_TYPE && isManager) {
    throw new AppError('园区管理账号请选择“园区管理”入口登录');
  }
}
