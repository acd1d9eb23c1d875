import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/api/types';
import { agentMenus, agentSubPages, frontMenus } from '@/app/menus/built-in-menus';
import { firstMenuPath, menuRoutes } from '@/app/menus/menu-tree';
import { usesTopBar } from '@/app/layout/nav-menu';

const node = (id: number, path: string, name: string, children: MenuNode[] = [], sort = id): MenuNode => ({
  id,
  name,
  path,
  icon: null,
  sort,
  children,
});

describe('menu routes', () => {
  it('builds /{path} for leaves and /{path}/{childPath} for children; the screen is the last segment', () => {
    const routes = menuRoutes([node(1, 'park', '园区管理'), node(2, '/content/', '内容', [node(21, 'policy', '政策')])]);
    expect(routes).toEqual([
      { path: '/park', screen: 'park', crumbs: ['园区管理'] },
      { path: '/content/policy', screen: 'policy', crumbs: ['内容', '政策'] },
    ]);
  });

  it('follows the sort order and keeps a child path already under its parent', () => {
    const menus = [node(1, 'b', 'B', [], 2), node(2, 'a', 'A', [node(3, 'a/x', 'X')], 1)];
    expect(menuRoutes(menus).map((route) => route.path)).toEqual(['/a/x', '/b']);
    expect(firstMenuPath(menus)).toBe('/a/x');
    expect(firstMenuPath([])).toBeNull();
  });

  it('gives the agency sub-pages under their menu entry', () => {
    const paths = menuRoutes(agentMenus, agentSubPages).map((route) => route.path);
    expect(paths).toContain('/mechanism-info/org-info-write');
    expect(paths).toContain('/service-content/org-serve-mng');
  });

  it('has the built-in menus of spec §2', () => {
    expect(agentMenus.map((item) => item.path)).toEqual(['vouchers-manage', 'order', 'mechanism-info', 'service-content', 'strength-intro']);
    expect(agentMenus[1]?.children.map((item) => item.path)).toEqual(['voucher-order', 'cash-order', 'advice-order']);
    expect(frontMenus.map((item) => item.path)).toEqual(['companyManage-detail', 'order', 'staffManage']);
    expect(frontMenus[1]?.children.map((item) => item.path)).toEqual([
      'front-voucher-order',
      'front-cash-order',
      'front-advice-order',
      'front-preApply-order',
    ]);
    expect(firstMenuPath(frontMenus)).toBe('/companyManage-detail');
  });

  it('uses a top bar up to 5 top-level items and a side menu from 6', () => {
    const menus = (n: number) => Array.from({ length: n }, (_, i) => node(i, `m${i}`, `M${i}`));
    expect(usesTopBar(menus(5))).toBe(true);
    expect(usesTopBar(menus(6))).toBe(false);
  });
});
