import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchOpenParks, parkCalls, type OpenParkQuery } from '@/api/park';

/** One page of the enabled parks a company may register into, narrowed by name and region (no session needed). */
export const openParksQuery = (query: OpenParkQuery) =>
  queryOptions({ queryKey: callKey(parkCalls.openList, { body: query }), queryFn: () => fetchOpenParks(query), placeholderData: keepPreviousData });
