import { queryOptions } from '@tanstack/react-query';
import { agencyCalls, fetchAgency, fetchAgencyStrength, fetchOwnAgency, fetchOwnStrength } from '@/api/agency';
import { callKey } from '@/api/call';

// The server data of the agency screens, keyed by call and parameters. A change invalidates the keys it touched.
export const OWN_AGENCY_KEY = callKey(agencyCalls.own);
export const AGENCY_LIST_KEY = callKey(agencyCalls.list);
export const AGENCY_DETAIL_KEY = callKey(agencyCalls.detail);
export const LISTED_AGENCY_LIST_KEY = callKey(agencyCalls.listed);

export const ownAgencyQuery = () => queryOptions({ queryKey: OWN_AGENCY_KEY, queryFn: fetchOwnAgency, staleTime: 0 });

export const agencyQuery = (id: string) => queryOptions({ queryKey: [...AGENCY_DETAIL_KEY, id], queryFn: () => fetchAgency(id), gcTime: 0 });

export const OWN_STRENGTH_KEY = callKey(agencyCalls.ownStrength);
/** An agency's strength as others read it: a saved strength changes it too. */
export const STRENGTH_KEY = callKey(agencyCalls.strength);

export const ownStrengthQuery = () => queryOptions({ queryKey: OWN_STRENGTH_KEY, queryFn: fetchOwnStrength, staleTime: 0, gcTime: 0 });

export const agencyStrengthQuery = (id: string) =>
  queryOptions({ queryKey: [...STRENGTH_KEY, id], queryFn: () => fetchAgencyStrength(id), gcTime: 0 });
