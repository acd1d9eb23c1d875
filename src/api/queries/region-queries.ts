import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchAreas, fetchCities, fetchProvinces, regionCalls as calls } from '@/api/region';

// Regions do not change while the console runs: loaded once, then kept.
const KEPT = { staleTime: Infinity } as const;

export const provincesQuery = () => queryOptions({ queryKey: callKey(calls.provinces), queryFn: fetchProvinces, ...KEPT });

export const citiesQuery = (provinceCode: string) =>
  queryOptions({ queryKey: callKey(calls.cities, { params: { provinceId: provinceCode } }), queryFn: () => fetchCities(provinceCode), ...KEPT });

export const areasQuery = (cityCode: string) =>
  queryOptions({ queryKey: callKey(calls.areas, { params: { cityId: cityCode } }), queryFn: () => fetchAreas(cityCode), ...KEPT });
