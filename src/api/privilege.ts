import { http } from '@/api/http';
import type { MenuAdminTree, MenuInput } from '@contract/schemas/menu';
import type { Privilege, PrivilegeBrief, PrivilegeInput } from '@contract/schemas/privilege';

export type { MenuAdminNode, MenuAdminTree, MenuInput } from '@contract/schemas/menu';
export type { Privilege, PrivilegeBrief, PrivilegeInput } from '@contract/schemas/privilege';

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

export function fetchPrivileges(): Promise<Privilege[]> {
  return http.get<Privilege[]>('v1/privilege/list');
}

export function addPrivilege(input: PrivilegeInput): Promise<Privilege> {
  return http.post<Privilege>('v1/privilege/add', input);
}

export function deletePrivilege(id: number): Promise<null> {
  return http.delete<null>(`v1/privilege/delete/${id}`);
}
