import { agencyServiceMachine, SERVICE_EDITABLE, SERVICE_SUBMITTABLE } from '@contract/agency';
import type { AgencyServiceAdd, AgencyServiceDetail, AgencyServiceListQuery, AgencyServiceRow, AgencyServiceUpdate, ServiceVersionBody } from '@contract/schemas/agency-service';
import type { Paged } from '@contract/primitives';
import { screenLink } from '@contract/screens/links';
import type { Db } from '../../db/client';
import { requireUser } from '../../lib/access';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import type { Conn } from '../../lib/db';
import { notifyReviewers } from './notify';
import { findListedService, findService, insertService, listServices, SERVICE_ROWS, type ServiceRecord } from './service-queries';
import { SERVICE_IN_AUDIT, checkService, serviceColumnsOf, serviceDetailView, serviceRowView } from './service-rules';
import { stale } from './rules';

const auditLink = screenLink('orgServiceCheck');

function ownAgencyId(ctx: RequestContext): number {
  const user = requireUser(ctx.user);
  if (user.mechanismId === null) throw notFound('未找到该账号所属的服务机构');
  return user.mechanismId;
}

export async function serviceRecord(db: Conn, id: number): Promise<ServiceRecord> {
  const row = await findService(db, id);
  if (!row) throw notFound('服务不存在');
  return row;
}

/** The calling agency's own service: another agency's id answers 403 and nothing is written. */
async function ownService(db: Db, ctx: RequestContext, id: number): Promise<ServiceRecord> {
  const row = await serviceRecord(db, id);
  if (row.mechanismId !== ownAgencyId(ctx)) throw forbidden();
  return row;
}

const fromOf = (row: ServiceRecord) => ({ id: row.id, state: row.state, version: row.version });

async function notifySubmitted(tx: Conn, row: { name: string; mechanismName: string }, isChange: boolean) {
  await notifyReviewers(tx, {
    kind: 'agencyServiceSubmitted',
    title: isChange ? '机构服务变更待审核' : '机构服务待审核',
    body: `${row.mechanismName}提交了服务「${row.name}」，请审核。`,
    link: auditLink,
  });
}

export async function ownServiceList(db: Db, ctx: RequestContext, query: AgencyServiceListQuery): Promise<Paged<AgencyServiceRow>> {
  const { list, total } = await listServices(db, { ...query, mechanismId: undefined, awaiting: undefined, ownerId: ownAgencyId(ctx) });
  return { list: list.map(serviceRowView), total };
}

/** The agency reads its own services; manage users every service; others only a listed one. */
export async function serviceInfo(db: Db, ctx: RequestContext, id: number): Promise<AgencyServiceDetail> {
  const user = requireUser(ctx.user);
  const row = await serviceRecord(db, id);
  if (user.hostKey === 'manage' || user.mechanismId === row.mechanismId) return serviceDetailView(row);
  if (!(await findListedService(db, id))) throw forbidden();
  return { ...serviceDetailView(row), pending: null, rejectReason: null };
}

export async function addService(db: Db, ctx: RequestContext, input: AgencyServiceAdd): Promise<AgencyServiceDetail> {
  const mechanismId = ownAgencyId(ctx);
  const { submit = false, ...raw } = input;
  const fields = checkService(raw);
  const id = await db.transaction(async (tx) => {
    const newId = await insertService(tx, mechanismId, fields, submit);
    const row = await serviceRecord(tx, newId);
    if (submit) await notifySubmitted(tx, row, false);
    await writeLog(tx, ctx, { module: 'agencyService', action: 'add', target: fields.name, parkId: null, after: { ...fields, state: row.state } });
    return newId;
  });
  return serviceDetailView(await serviceRecord(db, id));
}

// Draft, rejected or offline: the columns change (and, with `submit`, it goes to audit). Approved: the edit waits for
// audit as a pending change while the approved version stays listed. Waiting for audit: refused.
export async function updateService(db: Db, ctx: RequestContext, input: AgencyServiceUpdate): Promise<AgencyServiceDetail> {
  const { id, version, submit = false, ...raw } = input;
  const before = await ownService(db, ctx, id);
  const fields = checkService(raw);
  if (version !== before.version) throw stale();
  if (before.awaiting || before.state === 'submitted') throw new AppError(SERVICE_IN_AUDIT);
  if (!SERVICE_EDITABLE.includes(before.state)) throw stale();
  const isChange = before.state === 'approved';
  const submitted = agencyServiceMachine.step(before.state, 'submit', 'agency')?.to ?? before.state;
  await db.transaction(async (tx) => {
    const sent = isChange || submit;
    const audit = sent ? { awaiting: true, submittedAt: new Date(), rejectReason: null } : {};
    const change = isChange ? { pending: fields, ...audit } : { ...serviceColumnsOf(fields), ...audit, ...(submit ? { state: submitted } : {}) };
    const moved = await transition(tx, SERVICE_ROWS, fromOf(before), change);
    if (!moved) throw stale();
    if (sent) await notifySubmitted(tx, { name: fields.name, mechanismName: before.mechanismName }, isChange);
    await writeLog(tx, ctx, { module: 'agencyService', action: 'update', target: fields.name, parkId: null, before: serviceColumnsOf(before), after: { ...fields, state: moved.state, pending: isChange } });
  });
  return serviceDetailView(await serviceRecord(db, id));
}

export async function submitService(db: Db, ctx: RequestContext, input: ServiceVersionBody): Promise<AgencyServiceDetail> {
  const before = await ownService(db, ctx, input.id);
  if (input.version !== before.version) throw stale();
  if (before.state === 'submitted' || before.awaiting) throw new AppError('服务已提交审核，请等待审核结果');
  if (!SERVICE_SUBMITTABLE.includes(before.state)) throw new AppError('服务已上架，修改后会自动提交审核');
  await db.transaction(async (tx) => {
    const moved = await transition(tx, SERVICE_ROWS, fromOf(before), { state: 'submitted', awaiting: true, submittedAt: new Date(), rejectReason: null });
    if (!moved) throw stale();
    await notifySubmitted(tx, before, false);
    await writeLog(tx, ctx, { module: 'agencyService', action: 'submit', target: before.name, parkId: null, before: { state: before.state }, after: { state: moved.state } });
  });
  return serviceDetailView(await serviceRecord(db, input.id));
}

// Withdraw: a submission comes back as a draft; a listed service goes offline (a change waiting for audit becomes
// its content: it is no longer listed, so nothing unaudited reaches companies).
export async function withdrawService(db: Db, ctx: RequestContext, input: ServiceVersionBody): Promise<AgencyServiceDetail> {
  const before = await ownService(db, ctx, input.id);
  if (input.version !== before.version) throw stale();
  if (before.state !== 'submitted' && before.state !== 'approved') throw new AppError('只有待审核或已上架的服务可以撤回');
  const listed = before.state === 'approved';
  const to = agencyServiceMachine.step(before.state, listed ? 'down' : 'withdraw', 'agency')?.to;
  if (!to) throw stale();
  await db.transaction(async (tx) => {
    const content = listed && before.pending ? serviceColumnsOf(before.pending) : {};
    const moved = await transition(tx, SERVICE_ROWS, fromOf(before), { ...content, state: to, awaiting: false, pending: null });
    if (!moved) throw stale();
    await writeLog(tx, ctx, { module: 'agencyService', action: listed ? 'down' : 'withdraw', target: before.name, parkId: null, before: { state: before.state }, after: { state: moved.state } });
  });
  return serviceDetailView(await serviceRecord(db, input.id));
}
