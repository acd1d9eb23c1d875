import { useQuery } from '@tanstack/react-query';
import { areasQuery, citiesQuery, provincesQuery } from '@/api/queries/region-queries';
import type { RegionItem } from '@/api/types';

const NONE: RegionItem[] = [];
const asOptions = (items: RegionItem[]) => items.map((item) => ({ label: item.name, value: item.id }));

/** Province, city and area options of the profile form: the lists follow the chosen province and city. */
export function useAgencyRegions(provinceCode?: string, cityCode?: string) {
  const provinces = useQuery(provincesQuery());
  const cities = useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: Boolean(provinceCode) });
  const areas = useQuery({ ...areasQuery(cityCode ?? ''), enabled: Boolean(cityCode) });
  return {
    provinces: asOptions(provinces.data ?? NONE),
    cities: asOptions(provinceCode ? (cities.data ?? NONE) : NONE),
    areas: asOptions(cityCode ? (areas.data ?? NONE) : NONE),
  };
}
