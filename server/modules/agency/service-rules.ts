import { SERVICE_TYPE_KEYS, type ServiceType } from '@contract/agency';
import type { AgencyServiceDetail, AgencyServiceFields, AgencyServiceRow } from '@contract/schemas/agency-service';
import { badRequest, fieldError } from '../../lib/errors';
import { sanitizeBody } from '../../lib/rich-text';
import type { ServiceRecord } from './service-queries';

export const SERVICE_IN_AUDIT = '服务正在审核中，审核完成前不能修改';

// What the schema cannot say: the range's order, the catalogue (again, for callers that bypass the schema), a clean body.
export function checkService(raw: AgencyServiceFields): AgencyServiceFields {
  if (!SERVICE_TYPE_KEYS.includes(raw.serviceType as ServiceType)) throw fieldError('serviceType', '服务类型不在服务类型目录中');
  if (raw.priceMinFen < 0 || raw.priceMaxFen < 0) throw badRequest('价格不能小于0');
  if (raw.priceMinFen > raw.priceMaxFen) throw fieldError('priceMaxFen', '最低价格不能高于最高价格');
  return { ...raw, name: raw.name.trim(), deliverables: raw.deliverables.trim(), body: sanitizeBody(raw.body) };
}

/** The columns of the version in force. */
export const serviceColumnsOf = (f: Omit<AgencyServiceFields, 'serviceType'> & { serviceType: string }) => ({
  name: f.name,
  serviceType: f.serviceType,
  priceMinFen: f.priceMinFen,
  priceMaxFen: f.priceMaxFen,
  deliveryDays: f.deliveryDays,
  deliverables: f.deliverables,
  voucherPayable: f.voucherPayable,
  body: f.body,
});

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function serviceRowView(row: ServiceRecord): AgencyServiceRow {
  return {
    id: row.id,
    mechanismId: row.mechanismId,
    mechanismName: row.mechanismName,
    name: row.name,
    serviceType: row.serviceType,
    state: row.state,
    version: row.version,
    priceMinFen: row.priceMinFen,
    priceMaxFen: row.priceMaxFen,
    deliveryDays: row.deliveryDays,
    voucherPayable: row.voucherPayable,
    changePending: row.pending !== null,
    rejectReason: row.rejectReason,
    submittedAt: iso(row.submittedAt),
  };
}

export const serviceDetailView = (row: ServiceRecord): AgencyServiceDetail => ({
  ...serviceRowView(row),
  deliverables: row.deliverables,
  body: row.body,
  pending: row.pending,
});
