import { queryOptions } from '@tanstack/react-query';
import { fetchAgency, fetchAgencyStrength, fetchOwnAgency, fetchOwnStrength } from '@/api/agency';

// The server data of the agency screens. A change invalidates the keys it touched.
export const OWN_AGENCY_KEY = ['iv/mechanism/info'] as const;
export const AGENCY_LIST_KEY = ['iv/mechanism/list'] as const;
export const AGENCY_DETAIL_KEY = ['iv/mechanism/detail'] as const;
export const LISTED_AGENCY_LIST_KEY = ['v1/ps/agency/list'] as const;

export const ownAgencyQuery = () => queryOptions({ queryKey: OWN_AGENCY_KEY, queryFn: fetchOwnAgency, staleTime: 0 });

export const agencyQuery = (id: string) => queryOptions({ queryKey: [...AGENCY_DETAIL_KEY, id], queryFn: () => fetchAgency(id), gcTime: 0 });

export const OWN_STRENGTH_KEY = ['iv/mechanism/strength'] as const;

export const ownStrengthQuery = () => queryOptions({ queryKey: OWN_STRENGTH_KEY, queryFn: fetchOwnStrength, staleTime: 0, gcTime: 0 });

export const agencyStrengthQuery = (id: string) =>
  queryOptions({ queryKey: [...OWN_STRENGTH_KEY, id], queryFn: () => fetchAgencyStrength(id), gcTime: 0 });
