import type { AgencyServiceDetail, AgencyServiceListQuery, AgencyServiceRow, ServiceAuditInput } from '@contract/schemas/agency-service';
import type { Paged } from '@contract/primitives';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { RequestContext } from '../../lib/request-context';
import { transition } from '../../lib/transition';
import { agencyServiceMachine } from '@contract/machines/agency-service';
import { screenLink } from '@contract/screens/links';
import { notifyAgency } from './notify';
import { stale } from './rules';
import { listServices, SERVICE_ROWS } from './service-queries';
import { serviceColumnsOf, serviceDetailView, serviceRowView } from './service-rules';
import { serviceRecord } from './services';

const home = screenLink('service-content');

export async function serviceList(db: Db, _ctx: RequestContext, query: AgencyServiceListQuery): Promise<Paged<AgencyServiceRow>> {
  const { list, total } = await listServices(db, query);
  return { list: list.map(serviceRowView), total };
}

// A first submission (state submitted) or a change to an approved service (pending), only from the version the
// reviewer saw: of two reviewers acting at once exactly one changes anything.
export async function auditService(db: Db, ctx: RequestContext, input: ServiceAuditInput): Promise<AgencyServiceDetail> {
  const reason = input.reason?.trim() ?? '';
  if (!input.pass && !reason) throw fieldError('reason', '请填写驳回原因');
  const before = await serviceRecord(db, input.id);
  if (input.version !== before.version || !before.awaiting) throw stale();
  const isApplication = before.state === 'submitted';
  const change = before.state === 'approved' ? before.pending : null;
  if (!isApplication && !change) throw stale();
  const done = { awaiting: false, auditedAt: new Date(), rejectReason: input.pass ? null : reason };
  const to = agencyServiceMachine.step(before.state, input.pass ? 'pass' : 'reject', 'operator')?.to;
  if (!to) throw stale();
  await db.transaction(async (tx) => {
    const update = isApplication
      ? { ...done, state: to }
      : { ...done, pending: null, ...(input.pass && change ? serviceColumnsOf(change) : {}) };
    const moved = await transition(tx, SERVICE_ROWS, { id: before.id, state: before.state, version: before.version }, update);
    if (!moved) throw stale();
    const what = isApplication ? '服务' : '服务变更';
    const name = change?.name ?? before.name;
    await notifyAgency(tx, before.mechanismId, {
      kind: 'agencyServiceAudited',
      title: input.pass ? `${what}「${name}」已通过审核` : `${what}「${name}」未通过审核`,
      body: input.pass ? (isApplication ? `「${name}」已上架，企业可以申请。` : `「${name}」的变更已生效。`) : `驳回原因：${reason}`,
      link: home,
    });
    await writeLog(tx, ctx, {
      module: 'agencyService',
      action: 'audit',
      target: `${before.mechanismName} · ${name}`,
      parkId: null,
      before: { state: before.state, pending: change },
      after: { pass: input.pass, state: moved.state, ...(input.pass ? {} : { reason }) },
    });
  });
  return serviceDetailView(await serviceRecord(db, input.id));
}
