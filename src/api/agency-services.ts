import { agencyServiceCalls as calls } from '@contract/calls/agency-service';
import { contentItemCalls } from '@contract/calls/content';
import { api } from '@/api/call';
import type { AgencyMemberQuery, AgencyServiceAdd, AgencyServiceListQuery, AgencyServiceUpdate, ListedServiceQuery, ServiceAuditInput, ServiceVersionBody } from '@contract/schemas/agency-service';
import type { PublishedListQuery } from '@contract/schemas/content';

export type { AgencyMemberRow, AgencyServiceDetail, AgencyServiceFields, AgencyServiceRow, ListedServiceItem } from '@contract/schemas/agency-service';
export type { ContentRow } from '@contract/schemas/content';
export { agencyServiceCalls } from '@contract/calls/agency-service';

export const fetchOwnServices = (body: AgencyServiceListQuery) => api(calls.ownList, { body });
export const fetchService = (id: number | string) => api(calls.info, { params: { id: Number(id) } });
export const addService = (body: AgencyServiceAdd) => api(calls.add, { body }, { loading: true });
export const updateService = (body: AgencyServiceUpdate) => api(calls.update, { body }, { loading: true });
export const submitService = (body: ServiceVersionBody) => api(calls.submit, { body });
export const withdrawService = (body: ServiceVersionBody) => api(calls.withdraw, { body });
export const fetchServices = (body: AgencyServiceListQuery) => api(calls.list, { body });
export const auditService = (body: ServiceAuditInput) => api(calls.audit, { body }, { loading: true });
export const fetchAgencyMembers = (body: AgencyMemberQuery) => api(calls.members, { body });
export const fetchListedServices = (body: ListedServiceQuery) => api(calls.listed, { body });
export const fetchListedService = (id: number | string) => api(calls.listedDetail, { params: { id: Number(id) } });

/** The park's own service products (published content), shown beside the agencies' services. */
export const PARK_SERVICE_PRODUCTS = contentItemCalls.service.publishedList;
export const fetchParkServiceProducts = (query: PublishedListQuery) => api(PARK_SERVICE_PRODUCTS, { body: query });
