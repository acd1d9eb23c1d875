import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/api/types';
import { agentMenus, agentSubPages, frontMenus } from '@/app/menus/built-in-menus';
import { firstMenuPath, menuRoutes } from '@/app/menus/menu-tree';
import { heldMenus } from '@/app/menus/privileged-menus';
import { PRIVILEGES, PRIVILEGE_LIST } from '@contract/privileges';
import { MANAGE_MENUS } from '../../../server/db/seed/menus';
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
    expect(frontMenus.map((item) => item.path)).toEqual(['companyManage-detail', 'order', 'public-service', 'staffManage']);
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

  it('lets a company reach the park policies, services, agencies, news and notices from its menu, on a top bar', () => {
    const routes = menuRoutes(frontMenus);
    const reached = Object.fromEntries(routes.map((route) => [route.screen, route.crumbs.join(' › ')]));
    expect(reached).toMatchObject({
      'front-policy': '公共服务 › 园区政策',
      'front-services': '公共服务 › 园区服务',
      'front-agencies': '公共服务 › 服务机构',
      'front-news': '公共服务 › 新闻资讯',
      'front-notice': '公共服务 › 通知公告',
    });
    expect(usesTopBar(frontMenus)).toBe(true);
  });
});

describe('menus by privilege', () => {
  let id = 0;
  const seeded = (nodes: typeof MANAGE_MENUS): MenuNode[] => nodes.map((n) => node((id += 1), n.path, n.name, seeded(n.children ?? [])));
  const screensOf = (held: readonly string[]) => menuRoutes(heldMenus(seeded(MANAGE_MENUS), held)).map((route) => route.path);
  const everyCode = PRIVILEGE_LIST.map((p) => p.code);

  it('shows the voucher admin site of the manage menus to the admin and to an operator holding 0108 only', () => {
    expect(screensOf(everyCode)).toContain('/public-service/vouchers-manage');
    expect(screensOf([PRIVILEGES.voucherAdmin.code])).toContain('/public-service/vouchers-manage');
    const without = screensOf(everyCode.filter((code) => code !== PRIVILEGES.voucherAdmin.code));
    expect(without).not.toContain('/public-service/vouchers-manage');
    expect(without).toContain('/public-service/policy');
  });

  it('drops a group left without entries and keeps entries no privilege gates', () => {
    const menus = [node(1, 'park', '园区管理'), node(2, 'voucher', '服务券', [node(21, 'vouchers-manage', '服务券管理')])];
    expect(heldMenus(menus, [])).toEqual([menus[0]]);
  });
});
