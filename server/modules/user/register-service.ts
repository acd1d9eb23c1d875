import type { RegisterPayload } from '../../../src/contract/schemas/user';
import type { Db } from '../../db/client';
import { recordCompanyEvent } from '../../lib/company-events';
import { AppError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { hashPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { isEnabledPark } from '../../lib/grant-queries';
import { checkPasswordStrength, checkUsername } from '../../lib/user-policy';
import { contextFor, findUserById, revokeUserSessions } from '../auth';
import { checkCode, maskPhone, phoneOwner, useCode } from '../verify-code';
import { insertCompany, insertMechanism, insertUser, setPassword, usernameTaken } from './queries';

// The console's payload; a tenant may also name the park it applies to.
export type Registration = RegisterPayload;

async function checkRegistration(db: Db, input: Registration): Promise<number | null> {
  checkUsername(input.username);
  checkPasswordStrength(input.password);
  if (input.name.trim() === '') throw new AppError(input.userType === 9 ? '请填写企业名称' : '请填写机构名称');
  if (await usernameTaken(db, input.username)) throw new AppError('用户名已存在');
  if ((await phoneOwner(db, input.phone)) !== null) throw new AppError('该手机号已注册');
  if (input.userType !== 9) return null;
  if (!input.parkId) throw new AppError('请选择要入驻的园区');
  if (!(await isEnabledPark(db, input.parkId))) throw new AppError('所选园区不存在或已停用');
  return input.parkId;
}

// A company registers into a park (check-in state null: not applied yet); an agency stands alone.
export async function register(db: Db, ctx: RequestContext, input: Registration): Promise<{ userId: number }> {
  const parkId = await checkRegistration(db, input);
  const code = await checkCode(db, input.phone, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  const name = input.name.trim();
  try {
    return await db.transaction(async (tx) => {
      await useCode(tx, code);
      const owner = { name, phone: input.phone, contact: input.username };
      const companyId = parkId === null ? null : await insertCompany(tx, { ...owner, parkId });
      const mechanismId = parkId === null ? await insertMechanism(tx, owner) : null;
      const userId = await insertUser(tx, {
        username: input.username,
        passwordHash,
        userType: input.userType,
        nickname: name,
        phone: input.phone,
        companyId,
        mechanismId,
      });
      if (companyId !== null && parkId !== null) {
        await recordCompanyEvent(tx, { companyId, parkId, kind: 'registered', userId });
      }
      await writeLog(tx, ctx, {
        module: 'user',
        action: 'register',
        target: input.username,
        parkId,
        after: { username: input.username, userType: input.userType, name, phone: maskPhone(input.phone) },
      });
      return { userId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('用户名或手机号已被注册');
    throw error;
  }
}

// A forgotten password is reset by a code sent to the account's phone; every session of the account ends.
export async function forgetPassword(db: Db, ip: string, input: { phone: string; code: string; password: string }) {
  const userId = await phoneOwner(db, input.phone);
  if (userId === null) throw new AppError('该手机号未注册');
  checkPasswordStrength(input.password);
  const code = await checkCode(db, input.phone, 'forget', input.code);
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('该手机号未注册');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await useCode(tx, code);
    await setPassword(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, new Date());
    await writeLog(tx, contextFor(user, null, ip), { module: 'password', action: 'recover', target: user.username });
  });
}
