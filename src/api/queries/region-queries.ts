import { queryOptions } from '@tanstack/react-query';
import { fetchAreas, fetchCities, fetchProvinces } from '@/api/region';

// Regions do not change while the console runs: loaded once, then kept.
const KEPT = { staleTime: Infinity } as const;

export const provincesQuery = () => queryOptions({ queryKey: ['v1/region/provinces'], queryFn: fetchProvinces, ...KEPT });

export const citiesQuery = (provinceCode: string) =>
  queryOptions({ queryKey: ['v1/region/cities', provinceCode], queryFn: () => fetchCities(provinceCode), ...KEPT });

export const areasQuery = (cityCode: string) =>
  queryOptions({ queryKey: ['v1/region/areas', cityCode], queryFn: () => fetchAreas(cityCode), ...KEPT });
