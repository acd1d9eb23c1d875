import type { RegisterPayload } from '@contract/schemas/user';
import type { Db } from '../../db/client';
import { recordCompanyEvent } from '../../lib/company-events';
import { USER_TYPES } from '@contract/host-kinds';
import type { FieldError } from '@contract/field-errors';
import { AppError, fieldError, fieldErrors } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { hashPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db';
import { isEnabledPark } from '../../lib/grant-queries';
import { checkPasswordStrength } from '../../lib/user-policy';
import { PARK_REQUIRED, PARK_UNAVAILABLE, PHONE_TAKEN, passwordProblem, USERNAME_TAKEN, usernameProblem } from '@contract/account-rules';
import { contextFor, findUserById, revokeUserSessions } from '../auth';
import { checkCode, maskPhone, phoneOwner, useCode } from '../verify-code';
import { insertCompany, insertMechanism, insertUser, setPassword, usernameTaken } from './queries';

// The console's payload; a tenant also names the park it applies to.
export type Registration = RegisterPayload;

// Every field the registration is refused for is named at once, so the form marks them all in one answer.
async function checkRegistration(db: Db, input: Registration): Promise<number | null> {
  const company = input.userType === USER_TYPES.company;
  const refusals: FieldError[] = [];
  const refuse = (field: string, msg: string | null) => {
    if (msg) refusals.push({ field, msg });
  };
  refuse('name', input.name.trim() === '' ? (company ? '请填写企业名称' : '请填写机构名称') : null);
  refuse('username', usernameProblem(input.username) ?? ((await usernameTaken(db, input.username)) ? USERNAME_TAKEN : null));
  refuse('phone', (await phoneOwner(db, input.phone)) === null ? null : PHONE_TAKEN);
  refuse('password', passwordProblem(input.password));
  if (company && !input.parkId) refuse('parkId', PARK_REQUIRED);
  else if (company && input.parkId && !(await isEnabledPark(db, input.parkId))) refuse('parkId', PARK_UNAVAILABLE);
  if (refusals.length) throw fieldErrors(refusals);
  return company ? (input.parkId ?? null) : null;
}

// A wrong, used or expired code is refused at the code field.
async function checkedCode(db: Db, phone: string, verifyType: 'register' | 'forget', code: string) {
  try {
    return await checkCode(db, phone, verifyType, code);
  } catch (error) {
    if (error instanceof AppError && !error.errors) throw fieldError('code', error.message);
    throw error;
  }
}

// A company registers into a park (check-in state null: not applied yet); an agency stands alone.
export async function register(db: Db, ctx: RequestContext, input: Registration): Promise<{ userId: number }> {
  const parkId = await checkRegistration(db, input);
  const code = await checkedCode(db, input.phone, 'register', input.code);
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
    // A registration racing this one took the name or the phone between the check and the insert.
    if (isUniqueViolation(error)) throw (await usernameTaken(db, input.username)) ? fieldError('username', USERNAME_TAKEN) : fieldError('phone', PHONE_TAKEN);
    throw error;
  }
}

// A forgotten password is reset by a code sent to the account's phone; every session of the account ends.
export async function forgetPassword(db: Db, ip: string, input: { phone: string; code: string; password: string }) {
  const userId = await phoneOwner(db, input.phone);
  if (userId === null) throw fieldError('phone', '该手机号未注册');
  checkPasswordStrength(input.password);
  const code = await checkedCode(db, input.phone, 'forget', input.code);
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
