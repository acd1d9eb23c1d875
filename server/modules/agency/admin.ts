import type { AgencyAdd, AgencyProfile } from '@contract/schemas/agency';
import type { Db } from '../../db/client';
import { USER_TYPES } from '@contract/host-kinds';
import { isUniqueViolation } from '../../lib/db';
import { badRequest, fieldError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import { hashPassword } from '../../lib/password';
import type { RequestContext } from '../../lib/request-context';
import { checkPasswordStrength, checkUsername } from '../../lib/user-policy';
import { revokeUserSessions } from '../auth';
import { usernameTaken } from '../user';
import { agencyRecord } from './profile';
import { freezeAgencyUsers, insertAgencyUser, insertMechanism, insertProfile, updateMechanism } from './queries';
import { checkProfile, mechanismColumns, stale } from './rules';
import { profileView } from './view';

// An agency an operator creates is approved and listed at once: the operator vouches for it.
export async function addAgency(db: Db, ctx: RequestContext, input: AgencyAdd): Promise<AgencyProfile> {
  const { username, password, ...raw } = input;
  checkUsername(username);
  checkPasswordStrength(password);
  const fields = checkProfile(raw);
  if (await usernameTaken(db, username)) throw fieldError('username', '用户名已存在');
  const passwordHash = await hashPassword(password);
  try {
    const id = await db.transaction(async (tx) => {
      const mechanismId = await insertMechanism(tx, { ...mechanismColumns(fields), listed: true });
      await insertProfile(tx, { mechanismId, state: 'approved', data: fields, serviceTypes: fields.serviceTypes, creditCode: fields.creditCode, auditedAt: new Date() });
      await insertAgencyUser(tx, { username, passwordHash, userType: USER_TYPES.agency, nickname: fields.name, phone: null, mechanismId });
      await writeLog(tx, ctx, { module: 'agency', action: 'add', target: fields.name, after: { username, ...fields } });
      return mechanismId;
    });
    return profileView(await agencyRecord(db, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('username', '用户名已存在');
    throw error;
  }
}

// Listing up needs an approved profile; listing down keeps the profile, companies stop seeing the agency.
export async function setListed(db: Db, ctx: RequestContext, id: number, listed: boolean): Promise<AgencyProfile> {
  const before = await agencyRecord(db, id);
  if (listed && before.state !== 'approved') throw badRequest('机构信息通过审核后才能上架');
  if (before.listed !== listed) {
    await db.transaction(async (tx) => {
      const row = await updateMechanism(tx, id, { listed });
      if (!row) throw stale();
      await writeLog(tx, ctx, { module: 'agency', action: listed ? 'up' : 'down', target: before.name, before: { listed: before.listed }, after: { listed } });
    });
  }
  return profileView(await agencyRecord(db, id));
}

// Freezing an agency freezes every sign-in account of it and ends their sessions at once, like a frozen manager.
export async function setFrozen(db: Db, ctx: RequestContext, id: number, frozen: boolean): Promise<AgencyProfile> {
  const before = await agencyRecord(db, id);
  if (before.frozen !== frozen) {
    await db.transaction(async (tx) => {
      await updateMechanism(tx, id, { frozen });
      const userIds = await freezeAgencyUsers(tx, id, frozen);
      if (frozen) for (const userId of userIds) await revokeUserSessions(tx, userId, new Date());
      await writeLog(tx, ctx, { module: 'agency', action: frozen ? 'freeze' : 'unfreeze', target: before.name, before: { frozen: before.frozen }, after: { frozen, users: userIds.length } });
    });
  }
  return profileView(await agencyRecord(db, id));
}
