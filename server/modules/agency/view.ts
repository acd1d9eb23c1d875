import type { AgencyProfile, AgencyProfileFields, AgencyRow, ListedAgencyRow } from '@contract/schemas/agency';
import { regionName } from '../park';
import type { AgencyRecord } from './queries';

const regionOf = (fields: AgencyProfileFields | null) => (fields ? regionName(fields.provinceCode, fields.cityCode, fields.areaCode) : '');

export function profileView(row: AgencyRecord): AgencyProfile {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    version: Number(row.version),
    listed: row.listed,
    frozen: row.frozen,
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
    id: row.id,
    name: row.name,
    state: row.state,
    version: Number(row.version),
    listed: row.listed,
    frozen: row.frozen,
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
