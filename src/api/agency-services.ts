import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type {
  AgencyMemberQuery,
  AgencyMemberRow,
  AgencyServiceAdd,
  AgencyServiceDetail,
  AgencyServiceListQuery,
  AgencyServiceRow,
  AgencyServiceUpdate,
  ListedServiceItem,
  ListedServiceQuery,
  ServiceAuditInput,
  ServiceVersionBody,
} from '@contract/schemas/agency-service';
import type { ContentRow, PublishedListQuery } from '@contract/schemas/content';

export type { AgencyMemberRow, AgencyServiceDetail, AgencyServiceFields, AgencyServiceRow, ListedServiceItem } from '@contract/schemas/agency-service';
export type { ContentRow } from '@contract/schemas/content';

const BASE = 'iv/MechanismService';

export function fetchOwnServices(query: AgencyServiceListQuery): Promise<Paged<AgencyServiceRow>> {
  return http.post<Paged<AgencyServiceRow>>(`${BASE}/list`, query);
}

export function fetchService(id: number | string): Promise<AgencyServiceDetail> {
  return http.get<AgencyServiceDetail>(`${BASE}/info/${encodeURIComponent(String(id))}`);
}

export function addService(input: AgencyServiceAdd): Promise<AgencyServiceDetail> {
  return http.post<AgencyServiceDetail>(`${BASE}/add`, input, { loading: true });
}

export function updateService(input: AgencyServiceUpdate): Promise<AgencyServiceDetail> {
  return http.put<AgencyServiceDetail>(`${BASE}/update`, input, { loading: true });
}

export function submitService(input: ServiceVersionBody): Promise<AgencyServiceDetail> {
  return http.post<AgencyServiceDetail>(`${BASE}/submit`, input);
}

export function withdrawService(input: ServiceVersionBody): Promise<AgencyServiceDetail> {
  return http.post<AgencyServiceDetail>(`${BASE}/withdraw`, input);
}

export function fetchServices(query: AgencyServiceListQuery): Promise<Paged<AgencyServiceRow>> {
  return http.post<Paged<AgencyServiceRow>>(`${BASE}/admin/list`, query);
}

export function auditService(input: ServiceAuditInput): Promise<AgencyServiceDetail> {
  return http.post<AgencyServiceDetail>(`${BASE}/audit`, input, { loading: true });
}

export function fetchAgencyMembers(query: AgencyMemberQuery): Promise<Paged<AgencyMemberRow>> {
  return http.post<Paged<AgencyMemberRow>>('iv/mechanism/members', query);
}

export function fetchListedServices(query: ListedServiceQuery): Promise<Paged<ListedServiceItem>> {
  return http.post<Paged<ListedServiceItem>>('v1/ps/service/agency/list', query);
}

export function fetchListedService(id: number | string): Promise<ListedServiceItem> {
  return http.get<ListedServiceItem>(`v1/ps/service/agency/detail/${encodeURIComponent(String(id))}`);
}

/** The park's own service products (content), shown beside the agencies' services. */
export function fetchParkServiceProducts(query: PublishedListQuery): Promise<Paged<ContentRow>> {
  return http.post<Paged<ContentRow>>('v1/ps/service/list', query);
}
