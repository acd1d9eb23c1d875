import type { ParkQuery } from '@/api/park';
import type { FilterValues } from '@/components/search-box/search-fields';

/** URL filters (strings) → the park list call's typed filters. */
export function toParkQuery(pageNum: number, pageSize: number, filters: FilterValues): ParkQuery {
  const query: ParkQuery = { pageNum, pageSize };
  if (filters.name) query.name = filters.name;
  if (filters.provinceCode) query.provinceCode = filters.provinceCode;
  if (filters.enabled === 'true' || filters.enabled === 'false') query.enabled = filters.enabled === 'true';
  return query;
}
