import { http } from '@/api/http';
import type { RegionItem } from '@/api/types';

export function fetchProvinces(): Promise<RegionItem[]> {
  return http.get<RegionItem[]>('v1/region/provinces');
}

export function fetchCities(provinceId: string): Promise<RegionItem[]> {
  return http.get<RegionItem[]>(`v1/region/cities/${provinceId}`);
}

export function fetchAreas(cityId: string): Promise<RegionItem[]> {
  return http.get<RegionItem[]>(`v1/region/areas/${cityId}`);
}
