import { menuCalls } from '@contract/calls/menu';
import { privilegeCalls } from '@contract/calls/privilege';
import { api } from '@/api/call';
import type { MenuInput } from '@contract/schemas/menu';
import type { PrivilegeInput } from '@contract/schemas/privilege';

export type { MenuAdminNode, MenuAdminTree, MenuInput } from '@contract/schemas/menu';
export type { Privilege, PrivilegeBrief, PrivilegeInput } from '@contract/schemas/privilege';
export { menuCalls } from '@contract/calls/menu';
export { privilegeCalls } from '@contract/calls/privilege';

export const fetchMenuAdminTree = () => api(menuCalls.allTree);
export const addMenu = (body: MenuInput) => api(menuCalls.add, { body });
export const deleteMenu = (id: number) => api(menuCalls.remove, { params: { id } });
export const setMenuPrivilege = (menuId: number, privilegeIds: number[]) => api(menuCalls.setPrivilege, { body: { menuId, privilegeIds } });

export const fetchPrivileges = () => api(privilegeCalls.list);
export const addPrivilege = (body: PrivilegeInput) => api(privilegeCalls.add, { body });
export const deletePrivilege = (id: number) => api(privilegeCalls.remove, { params: { id } });
