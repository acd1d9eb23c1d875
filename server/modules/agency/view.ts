import type { AgencyState } from '../../../src/contract/agency';
import type { AgencyProfile, AgencyRow } from '../../../src/contract/schemas/agency';
import { regionName } from '../park';
import type { AgencyRecord } from './queries';

export function profileView(row: AgencyRecord): AgencyProfile {
  const shown = row.pending ?? row.data;
  return {
    id: row.id,
    name: row.name,
    state: row.state as AgencyState,
    version: Number(row.version),
    listed: row.listed,
    frozen: row.frozen,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
    regionName: shown ? regionName(shown.provinceCode, shown.cityCode, shown.areaCode) : '',
    data: row.data,
    pending: row.pending,
  };
}

export function rowView(row: AgencyRecord): AgencyRow {
  return {
    id: row.id,
    name: row.name,
    state: row.state as AgencyState,
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
