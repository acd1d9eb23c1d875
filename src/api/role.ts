import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { Role, RoleDetail, RoleGrants, RoleInput, RoleQuery } from '@contract/schemas/role';

export type { Role, RoleDetail, RoleGrants, RoleInput, RoleLevel, RoleQuery } from '@contract/schemas/role';

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
