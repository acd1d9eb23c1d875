import { privilegeCalls } from '@contract/calls/privilege';
import { api } from '@/api/call';
import { http } from '@/api/http';
import type { MenuAdminTree, MenuInput } from '@contract/schemas/menu';
import type { PrivilegeBrief, PrivilegeInput } from '@contract/schemas/privilege';

export type { MenuAdminNode, MenuAdminTree, MenuInput } from '@contract/schemas/menu';
export type { Privilege, PrivilegeBrief, PrivilegeInput } from '@contract/schemas/privilege';
export { privilegeCalls } from '@contract/calls/privilege';

export function fetchMenuAdminTree(): Promise<MenuAdminTree> {
  return http.get<MenuAdminTree>('v1/menu/allTree');
}

export function addMenu(input: MenuInput): Promise<unknown> {
  return http.post('v1/menu/addMenu', input);
}

export function deleteMenu(id: number): Promise<null> {
  return http.delete<null>(`v1/menu/deleteMenu/${id}`);
}

export function setMenuPrivilege(menuId: number, privilegeIds: number[]): Promise<PrivilegeBrief[]> {
  return http.post<PrivilegeBrief[]>('v1/menu/setMenuPrivilege', { menuId, privilegeIds });
}

export const fetchPrivileges = () => api(privilegeCalls.list);
export const addPrivilege = (body: PrivilegeInput) => api(privilegeCalls.add, { body });
export const deletePrivilege = (id: number) => api(privilegeCalls.remove, { params: { id } });
