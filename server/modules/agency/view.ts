import type { AgencyProfile, AgencyProfileFields, AgencyRow, ListedAgencyRow } from '@contract/schemas/agency';
import { regionName } from '../park';
import type { AgencyRecord } from './queries';

const regionOf = (fields: AgencyProfileFields | null) => (fields ? regionName(fields.provinceCode, fields.cityCode, fields.areaCode) : '');

// What every view of an agency starts with.
const agencyHead = (row: AgencyRecord) => ({ id: row.id, name: row.name, state: row.state, version: Number(row.version), listed: row.listed, frozen: row.frozen });

export function profileView(row: AgencyRecord): AgencyProfile {
  return {
    ...agencyHead(row),
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
    regionName: regionOf(row.data ?? row.pending),
    data: row.data,
    pending: row.pending,
    pendingRegionName: row.pending ? regionOf(row.pending) : null,
  };
}

export function rowView(row: AgencyRecord): AgencyRow {
  return {
    ...agencyHead(row),
    changePending: row.pending !== null,
    contact: row.contact,
    phone: row.phone,
    serviceTypes: row.serviceTypes,
    submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
  };
}

export function listedAgencyView(row: AgencyRecord): ListedAgencyRow {
  return { id: row.id, name: row.name, serviceTypes: row.serviceTypes, regionName: regionOf(row.data), contact: row.contact, phone: row.phone };
}
