import type { HostKey, MenuNode } from '@/api/types';
import { agentSubPageList, builtInMenuTree, type SubPage } from '@contract/screens/menus';

// The built-in menus of spec §2 for the front (company) and agent (agency) hosts, from the screen catalogue.

export const agentMenus: MenuNode[] = builtInMenuTree('agent');

export const frontMenus: MenuNode[] = builtInMenuTree('front');

/** Pages under a menu entry that are routes but not menu items: /{parent}/{path}. */
export const agentSubPages: SubPage[] = agentSubPageList();

export function builtInMenus(host: HostKey): MenuNode[] | null {
  if (host === 'front') return frontMenus;
  if (host === 'agent') return agentMenus;
  return null;
}

export function builtInSubPages(host: HostKey): SubPage[] {
  return host === 'agent' ? agentSubPages : [];
}
