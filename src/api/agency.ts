import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type {
  AgencyAdd, AgencyAuditInput, AgencyListQuery, AgencyProfile, AgencyProfileInput, AgencyProfileUpdate, AgencyRow, AgencyStrength, ListedAgencyQuery, ListedAgencyRow,
} from '@contract/schemas/agency';

export type { AgencyAdd, AgencyProfile, AgencyProfileFields, AgencyProfileInput, AgencyRow, AgencyStrength, ListedAgencyRow } from '@contract/schemas/agency';

export function fetchOwnAgency(): Promise<AgencyProfile> {
  return http.get<AgencyProfile>('iv/mechanism/info');
}

export function submitOwnAgency(input: AgencyProfileInput): Promise<AgencyProfile> {
  return http.post<AgencyProfile>('iv/mechanism/submit', input, { loading: true });
}

export function fetchAgency(id: number | string): Promise<AgencyProfile> {
  return http.get<AgencyProfile>(`iv/mechanism/detail/${encodeURIComponent(String(id))}`);
}

export function fetchAgencies(query: AgencyListQuery): Promise<Paged<AgencyRow>> {
  return http.post<Paged<AgencyRow>>('iv/mechanism/list', query);
}

export function auditAgency(input: AgencyAuditInput): Promise<AgencyProfile> {
  return http.post<AgencyProfile>('iv/mechanism/audit', input, { loading: true });
}

export function addAgency(input: AgencyAdd): Promise<AgencyProfile> {
  return http.post<AgencyProfile>('iv/mechanism/add', input, { loading: true });
}

export function updateAgency(input: AgencyProfileUpdate): Promise<AgencyProfile> {
  return http.put<AgencyProfile>('iv/mechanism/update', input, { loading: true });
}

export function setAgencyListed(id: number, listed: boolean): Promise<AgencyProfile> {
  return http.patch<AgencyProfile>(`iv/mechanism/listed/${id}`, { listed });
}

export function setAgencyFrozen(id: number, frozen: boolean): Promise<AgencyProfile> {
  return http.patch<AgencyProfile>(`iv/user/frozen/${id}`, { frozen });
}

export function fetchOwnStrength(): Promise<AgencyStrength> {
  return http.get<AgencyStrength>('iv/mechanism/strength');
}

export function saveOwnStrength(input: AgencyStrength): Promise<AgencyStrength> {
  return http.put<AgencyStrength>('iv/mechanism/strength', input, { loading: true });
}

export function fetchAgencyStrength(id: number | string): Promise<AgencyStrength> {
  return http.get<AgencyStrength>(`iv/mechanism/strength/${encodeURIComponent(String(id))}`);
}

/** The approved, listed agencies a company may engage. */
export function fetchListedAgencies(query: ListedAgencyQuery): Promise<Paged<ListedAgencyRow>> {
  return http.post<Paged<ListedAgencyRow>>('v1/ps/agency/list', query);
}
