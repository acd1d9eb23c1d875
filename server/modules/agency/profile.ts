import type { AgencyProfile, AgencyProfileInput, AgencyProfileUpdate } from '@contract/schemas/agency';
import { screenLink } from '@contract/screens/links';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { notifyReviewers } from './notify';
import { ensureProfile, findAgency, PROFILE_ROWS, updateMechanism, type AgencyRecord } from './queries';
import { checkProfile, mechanismColumns, stale } from './rules';
import { profileView } from './view';

const auditLink = screenLink('orgCompanyCheck');

export async function agencyRecord(db: Db, id: number): Promise<AgencyRecord> {
  const row = await findAgency(db, id);
  if (!row) throw notFound('服务机构不存在');
  return row;
}

function ownAgencyId(ctx: RequestContext): number {
  const user = requireUser(ctx.user);
  if (user.mechanismId === null) throw notFound('未找到该账号所属的服务机构');
  return user.mechanismId;
}

export async function ownProfile(db: Db, ctx: RequestContext): Promise<AgencyProfile> {
  return profileView(await agencyRecord(db, ownAgencyId(ctx)));
}

// An agency reads another agency's profile only once it is approved and listed (its public detail).
export async function agencyProfile(db: Db, ctx: RequestContext, id: number): Promise<AgencyProfile> {
  const user = requireUser(ctx.user);
  const row = await agencyRecord(db, id);
  if (user.hostKey === 'manage' || user.mechanismId === id) return profileView(row);
  if (row.state !== 'approved' || !row.listed) throw forbidden();
  return { ...profileView(row), pending: null, pendingRegionName: null, rejectReason: null };
}

// Incomplete or rejected: the profile is submitted for audit. Approved: the change waits for audit while the approved
// profile stays in force and listed. Waiting for audit: refused, the reviewer is looking at it.
export async function submitOwnProfile(db: Db, ctx: RequestContext, input: AgencyProfileInput): Promise<AgencyProfile> {
  const id = ownAgencyId(ctx);
  const { version, ...raw } = input;
  const fields = checkProfile(raw);
  await db.transaction((tx) => ensureProfile(tx, id));
  const before = await agencyRecord(db, id);
  if (version !== undefined && version !== Number(before.version)) throw stale();
  const waiting = before.state === 'submitted' || before.pending !== null;
  if (waiting) throw new AppError('机构信息正在审核中，审核完成前不能修改');
  const isChange = before.state === 'approved';
  await db.transaction(async (tx) => {
    const common = { awaiting: true, submittedAt: new Date(), rejectReason: null, serviceTypes: fields.serviceTypes, creditCode: fields.creditCode };
    const moved = await transition(tx, PROFILE_ROWS, { id, state: before.state, version: Number(before.version) }, isChange ? { ...common, pending: fields } : { ...common, state: 'submitted', data: fields });
    if (!moved) throw stale();
    if (!isChange) await updateMechanism(tx, id, mechanismColumns(fields));
    await notifyReviewers(tx, {
      kind: isChange ? 'agencyChangeSubmitted' : 'agencySubmitted',
      title: isChange ? '服务机构信息变更待审核' : '服务机构入驻待审核',
      body: `${fields.name}提交了机构信息，请审核。`,
      link: auditLink,
    });
    await writeLog(tx, ctx, { module: 'agency', action: 'submit', target: fields.name, parkId: null, before: { state: before.state, data: before.data }, after: { state: moved.state, [isChange ? 'pending' : 'data']: fields } });
  });
  return ownProfile(db, ctx);
}

// An operator corrects an agency's profile in force (agency-edit); a change waiting for audit stays waiting.
export async function correctProfile(db: Db, ctx: RequestContext, input: AgencyProfileUpdate): Promise<AgencyProfile> {
  const { id, version, ...raw } = input;
  const fields = checkProfile(raw);
  await db.transaction((tx) => ensureProfile(tx, id));
  const before = await agencyRecord(db, id);
  if (version !== undefined && version !== Number(before.version)) throw stale();
  await db.transaction(async (tx) => {
    const moved = await transition(tx, PROFILE_ROWS, { id, state: before.state, version: Number(before.version) }, { data: fields, serviceTypes: fields.serviceTypes, creditCode: fields.creditCode });
    if (!moved) throw stale();
    await updateMechanism(tx, id, mechanismColumns(fields));
    await writeLog(tx, ctx, { module: 'agency', action: 'update', target: fields.name, parkId: null, before: { data: before.data }, after: { data: fields } });
  });
  return profileView(await agencyRecord(db, id));
}
