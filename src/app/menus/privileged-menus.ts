import type { MenuNode } from '@/api/types';
import { screenPrivilege } from '@/app/screens/screen-lookup';

const screenOf = (path: string) => path.split('/').filter(Boolean).pop() ?? '';

/**
 * The menus a manage user may open: an entry whose screen needs a privilege the user lacks is left out (the voucher
 * admin site needs 0108), and so is a group left without entries. The screen table declares the privilege.
 */
export function heldMenus(menus: MenuNode[], held: readonly string[]): MenuNode[] {
  return menus.flatMap((menu) => {
    if (menu.children.length > 0) {
      const children = heldMenus(menu.children, held);
      return children.length > 0 ? [{ ...menu, children }] : [];
    }
    const privilege = screenPrivilege(screenOf(menu.path));
    return privilege && !held.includes(privilege) ? [] : [menu];
  });
}
