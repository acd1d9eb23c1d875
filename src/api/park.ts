import { http } from '@/api/http';
import type { PageQuery, Paged, ParkBrief, ParkInput } from '@/api/types';

export interface Park extends ParkBrief {
  /** Province, city and area names joined by spaces. */
  regionName: string;
  address: string | null;
  areaSqm: number | null;
  contact: string | null;
  phone: string | null;
  introduction: string | null;
  enabled: boolean;
  createdAt: string;
}

export interface ParkInfo extends Park {
  buildingCount: number;
  floorCount: number;
  roomCount: number;
  companyCount: number;
}

export type { ParkInput } from '@/api/types';

export interface ParkQuery extends PageQuery {
  name?: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  enabled?: boolean;
}

export function fetchParks(query: ParkQuery): Promise<Paged<Park>> {
  return http.post<Paged<Park>>('v1/admin/park/list', query);
}

export function fetchParkInfo(id: number | string): Promise<ParkInfo> {
  return http.get<ParkInfo>(`v1/admin/park/info/${encodeURIComponent(String(id))}`);
}

export function addPark(input: ParkInput): Promise<Park> {
  return http.post<Park>('v1/admin/park/add', input, { loading: true });
}

export function updatePark(input: Partial<ParkInput> & { id: number }): Promise<Park> {
  return http.put<Park>('v1/admin/park/update', input, { loading: true });
}

export function setParkEnabled(id: number, enabled: boolean): Promise<Park> {
  return http.put<Park>('v1/admin/park/setting/isvalid', { id, enabled });
}
