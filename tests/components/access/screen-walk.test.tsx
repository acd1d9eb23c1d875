import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostKey, MenuNode } from '@/api/types';
import { PRIVILEGES } from '@contract/privileges';
import { SCREEN_NAMES, screenDeclaration, type ScreenName } from '@contract/screens/catalogue';
import { manageMenuTree, type ManageMenuSeed } from '@contract/screens/menus';
import { useParkStore } from '@/stores/park';
import { api, menu, mock, ok, park, refused, renderApp, server, signIn, startShellServer } from '../shell/shell-harness';
import { estateHandlers, resetEstate } from '../park/estate-kit';

// Issue 21 point 8: every screen of the catalogue, typed by URL as each host kind and as roles holding a single
// privilege, opens or shows the one no-access page, as its declaration says.

startShellServer();
// One tab kept alive: the walk asks what each screen shows, not what the tabs keep (tests/components/shell/tabs.test.tsx
// does). With eight kept behind the one walked, this file took 75 s of CPU alone; with one, 62–65 s. (The English walk
// revisits its screens, and keeping them is cheaper there: 51 s of CPU with eight, 57 s with one.)
beforeEach(() => {
  vi.stubEnv('VITE_KEPT_TABS', '1');
});

const NO_ACCESS = '暂无权限';
const NOT_FOUND = '页面不存在';
const BETWEEN = '/walk-between-screens';

// Types a path into the address bar and lets the router take the hash change.
const go = (path: string) =>
  act(async () => {
    if (window.location.hash === `#${path}`) return;
    const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    window.location.hash = `#${path}`;
    await changed;
  });

interface Walker {
  label: string;
  host: HostKey;
  /** The manage menu entries the role holds; every one for the platform admin. */
  menus?: readonly string[];
  privileges: string[];
  userType?: number;
}

let nextId = 1;
function menuNodes(seeds: ManageMenuSeed[], held: readonly string[]): MenuNode[] {
  return seeds.flatMap((seed) => {
    const children = menuNodes(seed.children ?? [], held);
    if (seed.children ? children.length === 0 : !held.includes(seed.path)) return [];
    return [menu(nextId++, seed.path, seed.name, children)];
  });
}

const EVERY_MENU = SCREEN_NAMES.filter((name) => screenDeclaration(name).manageMenu);
const ALL_CODES = Object.values(PRIVILEGES).map((p) => p.code);

const WALKERS: Walker[] = [
  { label: 'the platform admin', host: 'manage', menus: EVERY_MENU, privileges: ALL_CODES, userType: 0 },
  { label: 'a customer-service manager holding only 0105', host: 'manage', menus: ['settlecompany', 'companySuggest', 'serviceOrder', 'advice-order'], privileges: [PRIVILEGES.orderRouting.code] },
  { label: 'a company', host: 'front', privileges: [] },
  { label: 'an agency', host: 'agent', privileges: [] },
];

// Where a screen is typed: its menu path when the walker's menus place it in a group, else /{name}.
function pathOf(name: ScreenName, host: HostKey): string {
  const declaration = screenDeclaration(name);
  if (host === 'manage' && declaration.manageMenu?.group) return `/${declaration.manageMenu.group}/${name}`;
  if (host === 'front' && declaration.frontMenu?.group) return `/${declaration.frontMenu.group}/${name}`;
  if (host === 'agent' && declaration.agentMenu?.group) return `/${declaration.agentMenu.group}/${name}`;
  if (host === 'agent' && declaration.agentSubPageOf) return `/${declaration.agentSubPageOf}/${name}`;
  return `/${name}`;
}

// What the walker should meet, worked out from the catalogue: the host kinds, and for a manage user the menu entry
// (its own or its parent's) and the privilege; a site gate (0108) needs no menu entry.
function opens(name: ScreenName, walker: Walker): boolean {
  const declaration = screenDeclaration(name);
  if (!declaration.hosts.includes(walker.host)) return false;
  if (walker.host !== 'manage') return true;
  const privilege = declaration.privilege ? PRIVILEGES[declaration.privilege] : null;
  if (privilege && !walker.privileges.includes(privilege.code)) return false;
  if (privilege?.opens === null) return true;
  const entry = declaration.manageMenu ? name : (declaration.parent as ScreenName | undefined);
  return !entry || (walker.menus ?? []).includes(entry);
}

function enter(walker: Walker, menus: MenuNode[]) {
  signIn(walker.host, { privileges: walker.privileges, ...(walker.userType === undefined ? {} : { userType: walker.userType }) });
  if (walker.host === 'manage') {
    useParkStore.getState().setParks([park(1, '一号园区')]);
    useParkStore.getState().choosePark(park(1, '一号园区'));
  }
  // The walk asks only which page the gate shows: any other call a screen makes is refused like a failed business rule.
  server.use(
    mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(menus)),
    mock.all(api('*'), () => refused('走查')),
  );
}

describe('every screen opens or shows the one no-access page, as declared', () => {
  it.each(WALKERS)('walks every screen as $label', async (walker) => {
    const menus = walker.host === 'manage' ? menuNodes(manageMenuTree(), walker.menus ?? []) : [];
    enter(walker, menus);
    // One sign-in per walker, each screen typed into the address bar in turn. Manage menus have arrived once their
    // first group shows.
    const view = renderApp(BETWEEN);
    await screen.findByText(NOT_FOUND);
    if (menus[0]) await screen.findAllByText(menus[0].name);
    let refusedCount = 0;
    for (const name of SCREEN_NAMES) {
      const expected = opens(name, walker);
      // The router takes the hash change inside act(), so the page read next is the one of this path.
      await go(pathOf(name, walker.host));
      expect(window.location.hash, name).toBe(`#${pathOf(name, walker.host)}`);
      if (!expected) expect(screen.getByText(NO_ACCESS), `${walker.label} ${name}`).toBeInTheDocument();
      else await waitFor(() => expect(screen.queryByText(NO_ACCESS) ?? screen.queryByText(NOT_FOUND), `${walker.label} ${name}`).toBeNull());
      refusedCount += expected ? 0 : 1;
    }
    view.unmount();
    expect(refusedCount, walker.label).toBeGreaterThan(0);
  }, 240_000);

  it('shows the admin the no-access page on an agency screen, and a manager without 园区管理 on 楼宇管理', async () => {
    enter(WALKERS[0]!, menuNodes(manageMenuTree(), EVERY_MENU));
    const admin = renderApp('/end-sale-uncomfirm');
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();
    admin.unmount();
    enter(WALKERS[1]!, menuNodes(manageMenuTree(), WALKERS[1]!.menus ?? []));
    renderApp('/park-build?id=1');
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();
  });
});

describe('a button whose call the role may not make is not shown', () => {
  function estateAs(privileges: string[]) {
    resetEstate();
    signIn('manage', { privileges });
    useParkStore.getState().setParks([park(1, '张江科创园')]);
    useParkStore.getState().choosePark(park(1, '张江科创园'));
    server.use(...estateHandlers, mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(menuNodes(manageMenuTree(), ['park']))));
  }

  it('hides 新增楼栋 and 导入房间 from a role holding 园区管理 without 0101, and shows them with it', async () => {
    estateAs([]);
    const without = renderApp('/park-build?id=1');
    expect(await screen.findByText('张江科创园 · 楼宇管理', undefined)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载模板' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增楼栋' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入房间' })).toBeNull();
    without.unmount();
    estateAs([PRIVILEGES.parkAdmin.code]);
    renderApp('/park-build?id=1');
    expect(await screen.findByRole('button', { name: '新增楼栋' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导入房间' })).toBeInTheDocument();
  });
});
