import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchOpenParks, type OpenParkQuery } from '@/api/park';

/** One page of the enabled parks a company may register into, narrowed by name and region (no session needed). */
export const openParksQuery = (query: OpenParkQuery) =>
  queryOptions({ queryKey: ['v1/park/open/list', query], queryFn: () => fetchOpenParks(query), placeholderData: keepPreviousData });
