import { http } from '@/api/http';
import type { PageQuery, Paged } from '@/api/types';

/** Role levels: 1 ranks highest, 3 lowest. */
export type RoleLevel = 1 | 2 | 3;

export interface Role {
  id: number;
  name: string;
  level: RoleLevel;
  /** null: a platform role usable in every park. */
  parkId: number | null;
  description: string | null;
  createdAt: string;
  userCount: number;
}

export interface RoleDetail extends Omit<Role, 'userCount'> {
  menuIds: number[];
  privilegeIds: number[];
  userCount: number;
  /** Whether the caller may change this role (rank and park rules on the server). */
  editable: boolean;
}

export interface RoleQuery extends PageQuery {
  name?: string;
  level?: RoleLevel;
}

export interface RoleInput {
  name: string;
  level: RoleLevel;
  description?: string;
}

export interface RoleGrants {
  menuIds: number[];
  privilegeIds: number[];
}

export function fetchRoles({ level, ...query }: RoleQuery): Promise<Paged<Role>> {
  if (level) return http.post<Paged<Role>>(`v1/levelUserRole/lists/${level}`, query);
  return http.post<Paged<Role>>('v1/role/list', query);
}

export function fetchRoleDetail(id: number | string): Promise<RoleDetail> {
  return http.get<RoleDetail>(`v1/role/detail/${encodeURIComponent(String(id))}`);
}

export function addRole(input: RoleInput & Partial<RoleGrants>): Promise<Role> {
  return http.post<Role>('v1/role/add', input);
}

export function updateRole(id: number, input: RoleInput): Promise<Role> {
  return http.put<Role>('v1/role/update', { id, ...input });
}

export function deleteRole(id: number): Promise<null> {
  return http.delete<null>(`v1/role/delete/${id}`);
}

export function setRoleGrants(roleId: number, grants: RoleGrants): Promise<RoleGrants> {
  return http.post<RoleGrants>('v1/role/setting', { roleId, ...grants });
}
