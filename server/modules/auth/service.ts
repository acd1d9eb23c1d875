import type { LoginResponse } from '@contract/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { Conn } from '../../lib/db';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import { ACCOUNT_FROZEN } from './authenticate';
import { checkHostKind } from './host-kind';
import { justLockedMessage, lockUntil, lockedMessage, MAX_FAILED_LOGINS } from './lockout';
import { grantsOf } from '../../lib/grants';
import { loginUserOf, resolveSessionPark } from './profile';
import {
  clearFailedLogins,
  findUserByUsername,
  insertSession,
  recordFailedLogin,
  revokeSession,
  type UserRow,
} from './queries';
import { newPair, sha256, type TokenPair } from './tokens';
import { contextFor } from './session-context';

export interface PasswordGrant {
  username: string;
  password: string;
  parkId: number;
  userType: number;
}

// Unknown usernames still pay for one scrypt, so timing does not tell which accounts exist.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

export async function loginResponse(db: Conn, user: UserRow, parkId: number | null, pair: TokenPair): Promise<LoginResponse> {
  const grants = await grantsOf(db, user, parkId);
  return {
    access_token: pair.access,
    refresh_token: pair.refresh,
    privileges: grants.privileges,
    user: loginUserOf(user),
    extra: { roleLevel: grants.roleLevel },
  };
}

async function refuseWrongPassword(db: Db, user: UserRow, ip: string, now: Date): Promise<never> {
  const counted = await db.transaction(async (tx) => {
    const row = await recordFailedLogin(tx, user.id, MAX_FAILED_LOGINS, lockUntil(now));
    await writeLog(tx, contextFor(user, null, ip), { module: 'auth', action: 'login', target: user.username, result: 'failure' });
    return row;
  });
  if (counted?.lockedUntil && counted.lockedUntil > now) {
    throw new AppError(justLockedMessage(counted.lockedUntil));
  }
  const left = MAX_FAILED_LOGINS - (counted?.failedLogins ?? 0);
  throw new AppError(`用户名或密码错误，还可尝试 ${left} 次`);
}

export async function passwordGrant(db: Db, config: Config, ip: string, input: PasswordGrant): Promise<LoginResponse> {
  const now = new Date();
  const user = await findUserByUsername(db, input.username);
  if (!user) {
    await verifyPassword(input.password, await decoy());
    throw new AppError('用户名或密码错误');
  }
  if (user.lockedUntil && user.lockedUntil > now) throw new AppError(lockedMessage(user.lockedUntil));
  if (!(await verifyPassword(input.password, user.passwordHash))) return refuseWrongPassword(db, user, ip, now);
  if (user.frozen) throw new AppError(ACCOUNT_FROZEN);
  checkHostKind(input.userType, user.userType);
  const parkId = await resolveSessionPark(db, user, input.parkId);
  const pair = newPair();
  await db.transaction(async (tx) => {
    await clearFailedLogins(tx, user.id);
    const session = await insertSession(tx, {
      userId: user.id,
      parkId,
      accessHash: sha256(pair.access),
      refreshHash: sha256(pair.refresh),
      accessExpiresAt: new Date(now.getTime() + config.accessTokenTtl * 1000),
      refreshExpiresAt: new Date(now.getTime() + config.refreshTokenTtl * 1000),
    });
    await writeLog(tx, contextFor(user, session, ip), { module: 'auth', action: 'login', target: user.username, parkId });
  });
  return loginResponse(db, user, parkId, pair);
}

export async function logout(db: Db, ctx: RequestContext): Promise<void> {
  const user = requireUser(ctx.user);
  await db.transaction(async (tx) => {
    await revokeSession(tx, user.sessionId, new Date());
    await writeLog(tx, ctx, { module: 'auth', action: 'logout', target: user.username });
  });
}
