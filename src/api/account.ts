import { http } from '@/api/http';
import type { ManagerInput, ManagerUpdate, PageQuery, Paged } from '@/api/types';

/** A customer-service manager account: a park operator account (userType 8) of the current park. */
export interface ManagerAccount {
  id: number;
  username: string;
  nickname: string | null;
  phone: string | null;
  email: string | null;
  frozen: boolean;
  createdAt: string;
  roleId: number | null;
  roleName: string | null;
  roleLevel: number | null;
  companyCount?: number;
}

export type AllotKind = 'company' | 'staff';

export interface Allotment {
  id: number;
  managerId: number;
  managerName: string;
  kind: AllotKind;
  targetId: number;
  targetName: string;
  createdAt: string;
}

export interface ManagerDetail extends ManagerAccount {
  companies: Allotment[];
  staff: Allotment[];
}

export interface AllotChoice {
  id: number;
  name: string;
  /** The manager it is already allotted to, if any. */
  managerName: string | null;
}

export interface ManagerQuery extends PageQuery {
  keyword?: string;
  frozen?: boolean;
}

export type { ManagerInput, ManagerUpdate } from '@/api/types';


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

export function allotToManager(managerId: number, picks: { companyIds?: number[]; staffIds?: number[] }): Promise<{ added: number }> {
  return http.post<{ added: number }>(`${base}/allot`, { managerId, ...picks });
}

export function fetchAllotments(query: PageQuery & { managerId?: number; kind?: AllotKind }): Promise<Paged<Allotment>> {
  return http.post<Paged<Allotment>>(`${base}/allot/list`, query);
}

export function fetchAllotChoices(): Promise<{ companies: AllotChoice[]; staff: AllotChoice[] }> {
  return http.get<{ companies: AllotChoice[]; staff: AllotChoice[] }>(`${base}/allot/options`);
}

export function deleteAllotment(id: number): Promise<null> {
  return http.delete<null>(`${base}/allot/delete/${id}`);
}
