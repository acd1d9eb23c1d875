import type { LoginUser } from '@contract/schemas/auth';
import type { ChangeAccountPayload } from '@contract/schemas/user';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { AppError, fieldError, unauthorized } from '../../lib/errors';
import { USERNAME_TAKEN } from '@contract/account-rules';
import { writeLog } from '../../lib/oplog';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { checkEmail, checkPasswordStrength, checkUsername } from '../../lib/user-policy';
import { findUserById, loginUserOf, revokeUserSessions } from '../auth';
import { checkCode, maskPhone, phoneOwner, useCode } from '../verify-code';
import { setPassword, updateAccount, usernameTaken, type AccountChange } from './queries';

async function caller(db: Db, ctx: RequestContext) {
  const user = requireUser(ctx.user);
  const row = await findUserById(db, user.id);
  if (!row) throw unauthorized('4001', '登录已失效，请重新登录');
  return { user, row };
}

// Other sessions end (a password change is how a user throws out whoever else got in); this one stays.
export async function changePassword(db: Db, ctx: RequestContext, input: { oldPassword: string; newPassword: string }) {
  const { user, row } = await caller(db, ctx);
  if (!(await verifyPassword(input.oldPassword, row.passwordHash))) throw fieldError('oldPassword', '原密码错误');
  checkPasswordStrength(input.newPassword, 'newPassword');
  if (input.newPassword === input.oldPassword) throw fieldError('newPassword', '新密码不能与原密码相同');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, new Date(), user.sessionId);
    await writeLog(tx, ctx, { module: 'password', action: 'update', target: user.username });
  });
}

export type AccountInput = ChangeAccountPayload;

const visible = (r: { username: string; phone: string | null; email: string | null; avatar: string | null }) => ({
  username: r.username,
  phone: r.phone ? maskPhone(r.phone) : null,
  email: r.email,
  avatar: r.avatar,
});

// Empty email or avatar clears it; a new phone must be proved with a 'change' code sent to it.
export async function changeAccount(db: Db, ctx: RequestContext, input: AccountInput): Promise<LoginUser> {
  const { user, row } = await caller(db, ctx);
  const change: AccountChange = {};
  if (input.username !== undefined && input.username !== row.username) {
    checkUsername(input.username);
    if (await usernameTaken(db, input.username, user.id)) throw fieldError('username', USERNAME_TAKEN);
    change.username = input.username;
  }
  if (input.email !== undefined) {
    if (input.email !== '') checkEmail(input.email);
    change.email = input.email || null;
  }
  if (input.avatar !== undefined) change.avatar = input.avatar || null;
  let code = null;
  if (input.phone !== undefined && input.phone !== row.phone) {
    if (!input.code) throw fieldError('code', '修改手机号需要填写发送到新手机号的验证码');
    if ((await phoneOwner(db, input.phone)) !== null) throw fieldError('phone', '该手机号已被其他账号使用');
    code = await checkCode(db, input.phone, 'change', input.code);
    change.phone = input.phone;
  }
  if (Object.keys(change).length === 0) return loginUserOf(row);
  try {
    const updated = await db.transaction(async (tx) => {
      if (code) await useCode(tx, code);
      const next = await updateAccount(tx, user.id, change);
      await writeLog(tx, ctx, { module: 'user', action: 'update', target: row.username, before: visible(row), after: visible(next) });
      return next;
    });
    return loginUserOf(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('用户名或手机号已被其他账号使用');
    throw error;
  }
}
