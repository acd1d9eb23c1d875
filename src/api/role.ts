import { roleCalls as calls } from '@contract/calls/role';
import { api } from '@/api/call';
import type { RoleGrants, RoleInput, RoleQuery } from '@contract/schemas/role';

export type { Role, RoleDetail, RoleGrants, RoleInput, RoleLevel, RoleQuery, RoleRecord } from '@contract/schemas/role';
export { roleCalls } from '@contract/calls/role';

/** A level's roles come from the level list; without a level, every level's. */
export const fetchRoles = ({ level, ...body }: RoleQuery) => (level ? api(calls.levelList, { params: { level }, body }) : api(calls.list, { body }));
export const fetchRoleDetail = (id: number | string) => api(calls.detail, { params: { id: Number(id) } });
export const addRole = (body: RoleInput & Partial<RoleGrants>) => api(calls.add, { body });
export const updateRole = (id: number, input: RoleInput) => api(calls.update, { body: { id, ...input } });
export const deleteRole = (id: number) => api(calls.remove, { params: { id } });
export const setRoleGrants = (roleId: number, grants: RoleGrants) => api(calls.setting, { body: { roleId, ...grants } });
