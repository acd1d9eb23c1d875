import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type {
  AllotChoices,
  AllotInput,
  AllotQuery,
  Allotment,
  ManagerAccount,
  ManagerDetail,
  ManagerInput,
  ManagerQuery,
  ManagerUpdate,
} from '@contract/schemas/account';

export type {
  AllotChoice,
  AllotChoices,
  AllotInput,
  AllotKind,
  AllotQuery,
  Allotment,
  ManagerAccount,
  ManagerDetail,
  ManagerInput,
  ManagerQuery,
  ManagerUpdate,
} from '@contract/schemas/account';

const base = 'v1/customerServiceManager';

export function fetchManagers(query: ManagerQuery): Promise<Paged<ManagerAccount>> {
  return http.post<Paged<ManagerAccount>>(`${base}/list`, query);
}

export function fetchManagerDetail(id: number): Promise<ManagerDetail> {
  return http.post<ManagerDetail>(`${base}/detail`, { id });
}

export function insertManager(input: ManagerInput): Promise<{ id: number }> {
  return http.post<{ id: number }>(`${base}/insert`, input);
}

export function updateManager(input: ManagerUpdate): Promise<ManagerDetail> {
  return http.post<ManagerDetail>(`${base}/update`, input);
}

export function freezeManager(id: number, frozen: boolean): Promise<{ id: number; frozen: boolean }> {
  return http.post<{ id: number; frozen: boolean }>(`${base}/freeze`, { id, frozen });
}

export function allotToManager(managerId: number, picks: Omit<AllotInput, 'managerId'>): Promise<{ added: number }> {
  return http.post<{ added: number }>(`${base}/allot`, { managerId, ...picks });
}

export function fetchAllotments(query: AllotQuery): Promise<Paged<Allotment>> {
  return http.post<Paged<Allotment>>(`${base}/allot/list`, query);
}

export function fetchAllotChoices(): Promise<AllotChoices> {
  return http.get<AllotChoices>(`${base}/allot/options`);
}

export function deleteAllotment(id: number): Promise<null> {
  return http.delete<null>(`${base}/allot/delete/${id}`);
}
