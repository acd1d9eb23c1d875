import type { MenuNode } from '@/api/types';
import type { ScreenHolder } from '@contract/screens/gate';
import type { SessionHostKey } from '@/stores/session';

/** Every path of a menu tree, groups and entries: the menus a manage user's role holds in the park. */
export function menuPaths(menus: MenuNode[]): string[] {
  return menus.flatMap((menu) => [menu.path.replace(/^\/+|\/+$/g, ''), ...menuPaths(menu.children)]);
}

/** What decides which screens open: the host kind, the menus held (manage only) and the privilege codes. */
export function screenHolder(hostKey: SessionHostKey, menus: MenuNode[], privileges: readonly string[]): ScreenHolder {
  return hostKey === 'manage' ? { hostKey, menus: menuPaths(menus), privileges } : { hostKey, privileges };
}
