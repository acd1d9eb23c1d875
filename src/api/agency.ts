import { agencyCalls as calls } from '@contract/calls/agency';
import { api } from '@/api/call';
import type { AgencyAdd, AgencyAuditInput, AgencyListQuery, AgencyProfileInput, AgencyProfileUpdate, AgencyStrength, ListedAgencyQuery } from '@contract/schemas/agency';

export type { AgencyAdd, AgencyProfile, AgencyProfileFields, AgencyProfileInput, AgencyRow, AgencyStrength, ListedAgencyRow } from '@contract/schemas/agency';
export { agencyCalls } from '@contract/calls/agency';

export const fetchOwnAgency = () => api(calls.own);
export const submitOwnAgency = (body: AgencyProfileInput) => api(calls.submit, { body }, { loading: true });
export const fetchAgency = (id: number | string) => api(calls.detail, { params: { id: Number(id) } });
export const fetchAgencies = (body: AgencyListQuery) => api(calls.list, { body });
export const auditAgency = (body: AgencyAuditInput) => api(calls.audit, { body }, { loading: true });
export const addAgency = (body: AgencyAdd) => api(calls.add, { body }, { loading: true });
export const updateAgency = (body: AgencyProfileUpdate) => api(calls.update, { body }, { loading: true });
export const setAgencyListed = (id: number, listed: boolean) => api(calls.setListed, { params: { id }, body: { listed } });
export const setAgencyFrozen = (id: number, frozen: boolean) => api(calls.setFrozen, { params: { id }, body: { frozen } });
export const fetchOwnStrength = () => api(calls.ownStrength);
export const saveOwnStrength = (body: AgencyStrength) => api(calls.saveStrength, { body }, { loading: true });
export const fetchAgencyStrength = (id: number | string) => api(calls.strength, { params: { id: Number(id) } });

/** The approved, listed agencies a company may engage. */
export const fetchListedAgencies = (body: ListedAgencyQuery) => api(calls.listed, { body });
