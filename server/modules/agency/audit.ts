import type { AgencyAuditInput, AgencyListQuery, AgencyProfile, ListedAgencyQuery } from '@contract/schemas/agency';
import { screenLink } from '@contract/screens/links';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { notifyAgency } from './notify';
import { agencyRecord } from './profile';
import { listAgencies, PROFILE_ROWS, updateMechanism } from './queries';
import { mechanismColumns, stale } from './rules';
import { listedAgencyView, profileView, rowView } from './view';

const home = screenLink('mechanism-info');

export async function agencyList(db: Db, _ctx: RequestContext, query: AgencyListQuery) {
  const { list, total } = await listAgencies(db, query);
  return { list: list.map(rowView), total };
}

// What companies browse: the approved, listed agencies (the detail and strength reads answer them too).
export async function listedAgencyList(db: Db, query: ListedAgencyQuery) {
  const { list, total } = await listAgencies(db, { ...query, listedOnly: true });
  return { list: list.map(listedAgencyView), total };
}

// A first submission (state submitted) or a change to an approved profile (pending) can be audited, only from the
// version the reviewer saw: of two reviewers acting at once exactly one changes anything.
export async function auditAgency(db: Db, ctx: RequestContext, input: AgencyAuditInput): Promise<AgencyProfile> {
  const reason = input.reason?.trim() ?? '';
  if (!input.pass && !reason) throw fieldError('reason', '请填写驳回原因');
  const before = await agencyRecord(db, input.id);
  if (input.version !== Number(before.version)) throw stale();
  const isApplication = before.state === 'submitted';
  const change = before.state === 'approved' ? before.pending : null;
  if (!isApplication && !change) throw stale();
  const from = { id: before.id, state: before.state, version: Number(before.version) };
  const done = { awaiting: false, auditedAt: new Date(), rejectReason: input.pass ? null : reason };
  await db.transaction(async (tx) => {
    if (isApplication) {
      const moved = await transition(tx, PROFILE_ROWS, from, { ...done, state: input.pass ? 'approved' : 'rejected' });
      if (!moved) throw stale();
      if (input.pass) await updateMechanism(tx, before.id, { listed: true });
    } else if (change) {
      const moved = await transition(tx, PROFILE_ROWS, from, input.pass ? { ...done, data: change, pending: null } : { ...done, pending: null, serviceTypes: before.data?.serviceTypes ?? [], creditCode: before.data?.creditCode ?? null });
      if (!moved) throw stale();
      if (input.pass) await updateMechanism(tx, before.id, mechanismColumns(change));
    }
    const what = isApplication ? '机构信息' : '机构信息变更';
    await notifyAgency(tx, before.id, {
      kind: 'agencyAudited',
      title: input.pass ? `${what}已通过审核` : `${what}未通过审核`,
      body: input.pass ? `${before.name}的${what}已通过审核。` : `驳回原因：${reason}`,
      link: home,
    });
    await writeLog(tx, ctx, {
      module: 'agency',
      action: 'audit',
      target: before.name,
      before: { state: before.state, pending: change },
      after: { pass: input.pass, ...(input.pass ? {} : { reason }) },
    });
  });
  return profileView(await agencyRecord(db, input.id));
}
