import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { OpenPark, OpenParkQuery, Park, ParkInfo, ParkInput, ParkListQuery, ParkUpdate } from '@contract/schemas/park';

export type { OpenPark, OpenParkQuery, Park, ParkInfo, ParkInput } from '@contract/schemas/park';
export type ParkQuery = ParkListQuery;

export function fetchParks(query: ParkQuery): Promise<Paged<Park>> {
  return http.post<Paged<Park>>('v1/admin/park/list', query);
}

export function fetchParkInfo(id: number | string): Promise<ParkInfo> {
  return http.get<ParkInfo>(`v1/admin/park/info/${encodeURIComponent(String(id))}`);
}

export function addPark(input: ParkInput): Promise<Park> {
  return http.post<Park>('v1/admin/park/add', input, { loading: true });
}

export function updatePark(input: ParkUpdate): Promise<Park> {
  return http.put<Park>('v1/admin/park/update', input, { loading: true });
}

export function setParkEnabled(id: number, enabled: boolean): Promise<Park> {
  return http.put<Park>('v1/admin/park/setting/isvalid', { id, enabled });
}

/** The enabled parks a company may register into; read without a session. */
export function fetchOpenParks(query: OpenParkQuery): Promise<Paged<OpenPark>> {
  return http.post<Paged<OpenPark>>('v1/park/open/list', query, { auth: 'none', host: 'front' });
}
