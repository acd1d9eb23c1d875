import { queryOptions } from '@tanstack/react-query';
import { agencyServiceCalls, fetchListedService, fetchService, PARK_SERVICE_PRODUCTS } from '@/api/agency-services';
import { callKey } from '@/api/call';

// The server data of the service screens, keyed by call and parameters. A change invalidates the keys it touched.
export const OWN_SERVICE_LIST_KEY = callKey(agencyServiceCalls.ownList);
export const SERVICE_LIST_KEY = callKey(agencyServiceCalls.list);
export const SERVICE_INFO_KEY = callKey(agencyServiceCalls.info);
export const LISTED_SERVICE_LIST_KEY = callKey(agencyServiceCalls.listed);
export const MEMBERS_KEY = callKey(agencyServiceCalls.members);
export const PARK_SERVICE_PRODUCTS_KEY = callKey(PARK_SERVICE_PRODUCTS);

export const serviceQuery = (id: string) => queryOptions({ queryKey: [...SERVICE_INFO_KEY, id], queryFn: () => fetchService(id), gcTime: 0 });

export const listedServiceQuery = (id: string) =>
  queryOptions({ queryKey: callKey(agencyServiceCalls.listedDetail, { params: { id: Number(id) } }), queryFn: () => fetchListedService(id) });
