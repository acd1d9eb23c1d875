import { useQuery } from '@tanstack/react-query';
import { areasQuery, citiesQuery, provincesQuery } from '@/api/queries/region-queries';
import type { RegionItem } from '@/api/types';

const NONE: RegionItem[] = [];

/** Provinces, and the cities and areas of the chosen province and city, from the region calls (none while failing). */
export function useRegions(provinceCode?: string, cityCode?: string) {
  const provinces = useQuery(provincesQuery());
  const cities = useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: Boolean(provinceCode) });
  const areas = useQuery({ ...areasQuery(cityCode ?? ''), enabled: Boolean(cityCode) });
  return {
    provinces: provinces.data ?? NONE,
    cities: provinceCode ? (cities.data ?? NONE) : NONE,
    areas: cityCode ? (areas.data ?? NONE) : NONE,
  };
}

export const asOptions = (items: RegionItem[]) => items.map((item) => ({ label: item.name, value: item.id }));
