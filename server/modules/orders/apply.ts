import { COMPANY_STATES } from '@contract/company-states';
import { expectedDateRule, policyDeadlineRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import type { ApplyOption, ContactPrefill, OrderDetail, PolicyApply, ServiceApply } from '@contract/schemas/orders';
import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { badRequest, fieldError, forbidden } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { findListedService, listedServicePage } from '../agency';
import { orderDetail } from './lists';
import { createOrder } from './machine';
import { findCompany, findPublished, publishedOptions } from './queries';

// The applying company: settled in its park (a tenant that has not settled in cannot order yet).
async function applicant(db: Db, ctx: RequestContext) {
  const user = requireHost(ctx.user, 'front');
  const company = user.companyId === null ? null : await findCompany(db, user.companyId);
  if (!company) throw forbidden('请先完善企业信息');
  if (company.state !== COMPANY_STATES.settled.code) throw badRequest('企业入驻后才能提交申请');
  return company;
}

const today = () => parkToday();

// The contract's rule, which the form's date picker applies too.
function checkDate(expectedDate: string | null | undefined): void {
  if (!expectedDate) return;
  const verdict = expectedDateRule(expectedDate, today());
  if (!verdict.ok) throw fieldError('expectedDate', verdict.reason);
}

export async function applyForService(db: Db, ctx: RequestContext, input: ServiceApply): Promise<OrderDetail> {
  const company = await applicant(db, ctx);
  checkDate(input.expectedDate);
  const fields = { needs: input.needs.trim(), contact: input.contact.trim(), phone: input.phone, expectedDate: input.expectedDate ?? null, attachments: input.attachments ?? [] };
  let subject: { subjectKind: string; subjectTitle: string; serviceType: string | null; mechanismId: number | null };
  if (input.source === 'park') {
    const item = await findPublished(db, company.parkId, 'service', input.serviceId);
    if (!item) throw fieldError('serviceId', '服务不存在或已下架');
    const type = item.extra.serviceType;
    subject = { subjectKind: 'content', subjectTitle: item.title, serviceType: typeof type === 'string' ? type : null, mechanismId: null };
  } else {
    const service = await findListedService(db, input.serviceId);
    if (!service) throw fieldError('serviceId', '服务不存在或已下架');
    subject = { subjectKind: 'agencyService', subjectTitle: service.name, serviceType: service.serviceType, mechanismId: service.mechanismId };
  }
  const order = await db.transaction((tx) =>
    createOrder(tx, ctx, { parkId: company.parkId, companyId: company.id, kind: 'service', subjectId: input.serviceId, ...subject, ...fields }),
  );
  return orderDetail(db, ctx, order.id);
}

export async function applyForPolicy(db: Db, ctx: RequestContext, input: PolicyApply): Promise<OrderDetail> {
  const company = await applicant(db, ctx);
  checkDate(input.expectedDate);
  const policy = await findPublished(db, company.parkId, 'policy', input.policyId);
  if (!policy) throw fieldError('policyId', '政策不存在或已下架');
  const open = policyDeadlineRule(policy.extra.deadline, today());
  if (!open.ok) throw fieldError('policyId', open.reason);
  const order = await db.transaction((tx) =>
    createOrder(tx, ctx, {
      parkId: company.parkId, companyId: company.id, kind: 'policy', subjectKind: 'content', subjectId: policy.id, subjectTitle: policy.title,
      serviceType: 'policy', mechanismId: null, needs: input.needs.trim(), contact: input.contact.trim(), phone: input.phone,
      expectedDate: input.expectedDate ?? null, attachments: input.attachments ?? [],
    }),
  );
  return orderDetail(db, ctx, order.id);
}

/** The contact of the company's record, to prefill an application (spec §7 v1/ps/userInfo/{parkId}). */
export async function contactPrefill(db: Db, ctx: RequestContext, parkId: number): Promise<ContactPrefill> {
  const user = requireHost(ctx.user, 'front');
  const company = user.companyId === null ? null : await findCompany(db, user.companyId);
  if (!company || company.parkId !== parkId) throw forbidden('您不属于该园区');
  return { companyName: company.name, contact: company.contact ?? '', phone: company.phone ?? '' };
}

/** What the company may apply for: the park's published services and policies, and the agencies' listed services. */
export async function applyOptions(db: Db, ctx: RequestContext): Promise<ApplyOption[]> {
  const user = requireHost(ctx.user, 'front');
  const company = user.companyId === null ? null : await findCompany(db, user.companyId);
  if (!company) return [];
  const [services, policies, agencyServices] = await Promise.all([
    publishedOptions(db, company.parkId, 'service'),
    publishedOptions(db, company.parkId, 'policy'),
    listedServicePage(db, { pageNum: 1, pageSize: 100 }),
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return [
    ...services.map((s) => ({ source: 'park' as const, id: s.id, title: s.title, provider: text(s.extra.provider) ?? '园区', serviceType: text(s.extra.serviceType) })),
    ...agencyServices.list.map((s) => ({ source: 'agency' as const, id: s.id, title: s.name, provider: s.mechanismName, serviceType: s.serviceType })),
    ...policies.map((p) => ({ source: 'policy' as const, id: p.id, title: p.title, provider: text(p.extra.issuer) ?? '园区', serviceType: null, deadline: text(p.extra.deadline) })),
  ];
}
