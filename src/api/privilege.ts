import { http } from '@/api/http';
import type { MenuNode } from '@/api/types';

export interface PrivilegeBrief {
  id: number;
  code: string;
  name: string;
}

export interface Privilege extends PrivilegeBrief {
  menuId: number | null;
}

/** A menu with its button privileges (`v1/menu/allTree`). */
export interface MenuAdminNode extends Omit<MenuNode, 'children'> {
  parentId?: number | null;
  privileges: PrivilegeBrief[];
  children: MenuAdminNode[];
}

export interface MenuAdminTree {
  menus: MenuAdminNode[];
  /** Privileges under no menu (e.g. 0108, the voucher admin site). */
  privileges: PrivilegeBrief[];
}

export interface MenuInput {
  parentId?: number | null;
  name: string;
  path: string;
  icon?: string;
}

export interface PrivilegeInput {
  code: string;
  name: string;
  menuId?: number | null;
}

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
