import type { MenuNode } from '@/api/types';
import type { SubPage } from '@contract/screens/menus';

/** One screen route: its full path, the screen it opens (last path segment) and its breadcrumb names. */
export interface ScreenRoute {
  path: string;
  screen: string;
  crumbs: string[];
}

function segment(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

export function sortedMenus(menus: MenuNode[]): MenuNode[] {
  return [...menus].sort((a, b) => a.sort - b.sort);
}

/** The URL of a child entry: /{path}/{childPath}; a child path already under its parent is kept as is. */
export function childUrl(parent: MenuNode, child: MenuNode): string {
  const parentPath = segment(parent.path);
  const childPath = segment(child.path);
  return childPath.startsWith(`${parentPath}/`) ? `/${childPath}` : `/${parentPath}/${childPath}`;
}

export function menuUrl(menu: MenuNode): string {
  return `/${segment(menu.path)}`;
}

function lastSegment(url: string): string {
  return url.split('/').filter(Boolean).pop() ?? '';
}

/** Routes of a menu tree: leaves at /{path}, children at /{path}/{childPath}. */
export function menuRoutes(menus: MenuNode[], subPages: SubPage[] = []): ScreenRoute[] {
  const routes: ScreenRoute[] = [];
  for (const top of sortedMenus(menus)) {
    if (top.children.length === 0) {
      routes.push({ path: menuUrl(top), screen: lastSegment(menuUrl(top)), crumbs: [top.name] });
      continue;
    }
    for (const child of sortedMenus(top.children)) {
      const url = childUrl(top, child);
      routes.push({ path: url, screen: lastSegment(url), crumbs: [top.name, child.name] });
    }
  }
  for (const page of subPages) {
    const parent = routes.find((route) => route.path === `/${page.parent}`);
    if (parent) routes.push({ path: `/${page.parent}/${page.path}`, screen: page.path, crumbs: [...parent.crumbs, page.name] });
  }
  return routes;
}

/** The first menu entry: the first top-level item, or its first child when it has children. */
export function firstMenuPath(menus: MenuNode[]): string | null {
  const top = sortedMenus(menus)[0];
  if (!top) return null;
  const child = sortedMenus(top.children)[0];
  return child ? childUrl(top, child) : menuUrl(top);
}
