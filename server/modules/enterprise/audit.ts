import type { Db } from '../../db/client';
import type { Conn } from '../../lib/db';
import { recordCompanyEvent } from '../../lib/company-events';
import { fieldError, notFound } from '../../lib/errors';
import { notifyCompany } from '../../lib/messages';
import { writeLog } from '../../lib/oplog';
import { scopeForPark } from '../../lib/park-scope';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { COMPANY_STATES } from '@contract/company-states';
import type { AuditInput, AuditListQuery, AuditRow, RecordCompany, RecordParams } from '@contract/schemas/enterprise';
import { screenLink } from '@contract/screens/links';
import { enterpriseForm } from '../enterprise-fields';
import { acceptedProfile, deriveProfile, pendingProfiles } from './profile';
import { applyPending, discardPending, findCompany, insertVersion, listAwaiting, nextVersionNumber, profileColumns, recordsOf, COMPANY_ROWS, type CompanyRow } from './queries';
import { answersInForce, companyView } from './record';
import { reachCompany } from './record-access';
import { stale } from './save';

const { notApplied, submitted, settled, rejected } = COMPANY_STATES;
const companyLink = screenLink('companyManage-detail');

async function snapshot(tx: Conn, ctx: RequestContext, company: CompanyRow) {
  const version = await nextVersionNumber(tx, company.id);
  const data = await answersInForce(tx, company.id);
  await insertVersion(tx, { companyId: company.id, parkId: company.parkId, version, data, auditedBy: ctx.user?.id ?? null });
  return { version, data };
}

// A pass makes the record the company's: its columns are the accepted answers, in the same conditional update.
async function passedProfile(tx: Conn, company: CompanyRow) {
  const form = await enterpriseForm(tx, company.parkId);
  return profileColumns(await acceptedProfile(tx, company.id, form, await answersInForce(tx, company.id)));
}

async function auditApplication(tx: Conn, ctx: RequestContext, company: CompanyRow, input: AuditInput, reason: string) {
  const moved = await transition(
    tx,
    COMPANY_ROWS,
    company,
    input.pass ? { ...(await passedProfile(tx, company)), state: settled.code, settledAt: new Date(), rejectReason: null } : { state: rejected.code, rejectReason: reason },
  );
  if (!moved) throw stale();
  const at = { companyId: company.id, parkId: company.parkId, userId: ctx.user?.id ?? null };
  if (input.pass) {
    const kept = await snapshot(tx, ctx, moved);
    await recordCompanyEvent(tx, { ...at, kind: 'passed' });
    await notifyCompany(tx, company.id, { kind: 'companyAudited', title: '入驻申请已通过', body: `${company.name}已入驻园区。`, link: companyLink, parkId: company.parkId });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'audit', target: company.name, parkId: company.parkId, before: { state: company.state }, after: { state: moved.state, pass: true, ...kept } });
  } else {
    await recordCompanyEvent(tx, { ...at, kind: 'rejected', data: { reason } });
    await notifyCompany(tx, company.id, { kind: 'companyAudited', title: '入驻申请未通过', body: `驳回原因：${reason}`, link: companyLink, parkId: company.parkId });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'audit', target: company.name, parkId: company.parkId, before: { state: company.state }, after: { state: moved.state, pass: false, reason } });
  }
  return moved;
}

async function auditChange(tx: Conn, ctx: RequestContext, company: CompanyRow, input: AuditInput, reason: string) {
  const moved = await transition(tx, COMPANY_ROWS, company, { changePending: false, rejectReason: input.pass ? null : reason });
  if (!moved) throw stale();
  const before = await recordsOf(tx, company.id);
  const changes = Object.fromEntries(before.filter((r) => r.pending).map((r) => [r.moduleKey, { data: r.data, pending: r.pending }]));
  const at = { companyId: company.id, parkId: company.parkId, userId: ctx.user?.id ?? null };
  if (input.pass) {
    const modules = await applyPending(tx, company.id);
    // The change's values become the company's columns only now, with the record in force.
    const derived = await deriveProfile(tx, moved, await enterpriseForm(tx, company.parkId));
    const kept = await snapshot(tx, ctx, derived);
    await recordCompanyEvent(tx, { ...at, kind: 'changePassed', data: { modules } });
    await notifyCompany(tx, company.id, { kind: 'companyAudited', title: '企业信息变更已通过', body: `${company.name}的信息变更已生效。`, link: companyLink, parkId: company.parkId });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'audit', target: company.name, parkId: company.parkId, before: { changePending: true, changes }, after: { changePending: false, pass: true, ...kept } });
    return derived;
  } else {
    await discardPending(tx, company.id);
    await recordCompanyEvent(tx, { ...at, kind: 'changeRejected', data: { reason } });
    await notifyCompany(tx, company.id, { kind: 'companyAudited', title: '企业信息变更未通过', body: `驳回原因：${reason}`, link: companyLink, parkId: company.parkId });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'audit', target: company.name, parkId: company.parkId, before: { changePending: true, changes }, after: { changePending: false, pass: false, reason } });
  }
  return moved;
}

// Only an application waiting for audit (state 0) or a settled company's pending change can be audited, and only
// from the version the auditor saw: of two operators auditing at once exactly one changes anything.
export async function auditCompany(db: Db, ctx: RequestContext, { parkId, companyId }: RecordParams, input: AuditInput): Promise<RecordCompany> {
  await scopeForPark(db, ctx, parkId);
  const company = await findCompany(db, companyId);
  if (!company || company.parkId !== parkId) throw notFound('企业不存在');
  const reason = input.reason?.trim() ?? '';
  if (!input.pass && !reason) throw fieldError('reason', '请填写驳回原因');
  if (input.version !== undefined && input.version !== company.version) throw stale();
  const isApplication = company.state === submitted.code;
  const isChange = company.state === settled.code && company.changePending;
  if (!isApplication && !isChange) throw stale();
  const moved = await db.transaction((tx) => (isApplication ? auditApplication(tx, ctx, company, input, reason) : auditChange(tx, ctx, company, input, reason)));
  return companyView(moved);
}

// The company takes back an application still waiting for audit, to change it; it is not applied any more.
export async function withdrawApplication(db: Db, ctx: RequestContext, { parkId, companyId }: RecordParams): Promise<RecordCompany> {
  const { company, kind } = await reachCompany(db, ctx, parkId, companyId, true);
  if (kind !== 'company' || company.state !== submitted.code) throw stale();
  return db.transaction(async (tx) => {
    const moved = await transition(tx, COMPANY_ROWS, company, { state: notApplied.code, submittedAt: null });
    if (!moved) throw stale();
    await recordCompanyEvent(tx, { companyId, parkId, kind: 'withdrawn', userId: ctx.user?.id ?? null });
    await writeLog(tx, ctx, { module: 'enterprise', action: 'withdraw', target: company.name, parkId, before: { state: company.state }, after: { state: moved.state } });
    return companyView(moved);
  });
}

export async function awaitingAudit(db: Db, ctx: RequestContext, { parkId, name, ...page }: AuditListQuery) {
  await scopeForPark(db, ctx, parkId);
  const { list, total } = await listAwaiting(db, parkId, name?.trim() || undefined, page);
  const pending = await pendingProfiles(db, parkId, list.filter((row) => row.changePending).map((row) => row.id));
  const rows: AuditRow[] = list.map((row) => ({
    ...row,
    state: row.state as AuditRow['state'],
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    kind: row.state === submitted.code ? 'apply' : 'change',
    pending: pending.get(row.id) ?? {},
  }));
  return { list: rows, total };
}
