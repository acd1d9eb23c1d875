import { queryOptions } from '@tanstack/react-query';
import { fetchListedService, fetchService } from '@/api/agency-services';

// The server data of the service screens. A change invalidates the keys it touched.
export const OWN_SERVICE_LIST_KEY = ['iv/MechanismService/list'] as const;
export const SERVICE_LIST_KEY = ['iv/MechanismService/admin/list'] as const;
export const SERVICE_INFO_KEY = ['iv/MechanismService/info'] as const;
export const LISTED_SERVICE_LIST_KEY = ['v1/ps/service/agency/list'] as const;

export const serviceQuery = (id: string) => queryOptions({ queryKey: [...SERVICE_INFO_KEY, id], queryFn: () => fetchService(id), gcTime: 0 });

export const listedServiceQuery = (id: string) =>
  queryOptions({ queryKey: ['v1/ps/service/agency/detail', id], queryFn: () => fetchListedService(id) });
