import { queryOptions } from '@tanstack/react-query';
import { accountCalls, fetchAllotChoices, fetchManagerDetail } from '@/api/account';
import { callKey } from '@/api/call';
import { fetchMenuAdminTree, fetchPrivileges, menuCalls, privilegeCalls } from '@/api/privilege';
import { fetchRoleDetail, fetchRoles, roleCalls } from '@/api/role';

// The server data of the access screens, keyed by call and parameters. A change invalidates the keys it touched.

export const ROLE_LIST_KEY = callKey(roleCalls.list);
export const ROLE_DETAIL_KEY = callKey(roleCalls.detail);
export const MENU_TREE_KEY = callKey(menuCalls.allTree);
export const PRIVILEGE_LIST_KEY = callKey(privilegeCalls.list);
export const MANAGER_LIST_KEY = callKey(accountCalls.list);
export const MANAGER_DETAIL_KEY = callKey(accountCalls.detail);
export const ALLOT_CHOICES_KEY = callKey(accountCalls.allotOptions);

// A detail that fills a form is not kept once its screen closes: the form opens on what the server has now.
const NOT_KEPT = { gcTime: 0 } as const;

export const roleDetailQuery = (id: string) =>
  queryOptions({ queryKey: callKey(roleCalls.detail, { params: { id: Number(id) } }), queryFn: () => fetchRoleDetail(id), ...NOT_KEPT });

/** The roles a manager account can be given: the first hundred of the park. */
export const roleOptionsQuery = () =>
  queryOptions({ queryKey: callKey(roleCalls.list, { body: { pageSize: 100 } }), queryFn: () => fetchRoles({ pageSize: 100 }) });

export const menuTreeQuery = () => queryOptions({ queryKey: MENU_TREE_KEY, queryFn: fetchMenuAdminTree });

export const privilegeListQuery = () => queryOptions({ queryKey: PRIVILEGE_LIST_KEY, queryFn: fetchPrivileges });

export const managerDetailQuery = (id: number) =>
  queryOptions({ queryKey: callKey(accountCalls.detail, { body: { id } }), queryFn: () => fetchManagerDetail(id), ...NOT_KEPT });

export const allotChoicesQuery = () => queryOptions({ queryKey: ALLOT_CHOICES_KEY, queryFn: fetchAllotChoices, staleTime: 0 });
