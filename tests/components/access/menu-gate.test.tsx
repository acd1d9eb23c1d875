import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@/api/types';
import { useParkStore } from '@/stores/park';
import { api, menu, mock, ok, park, renderApp, server, signIn, startShellServer } from '../shell/shell-harness';
import { adminTree } from './access-fixtures';

startShellServer();

function inPark(menus: MenuNode[]) {
  signIn('manage', { privileges: [] });
  useParkStore.getState().setParks([park(1, '一号园区')]);
  useParkStore.getState().choosePark(park(1, '一号园区'));
  server.use(
    mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(menus)),
    mock.get(api('v1/menu/allTree'), () => ok(adminTree)),
    mock.get(api('v1/role/detail/2'), () =>
      ok({ id: 2, name: '客服经理', level: 2, parkId: null, description: null, createdAt: '2026-01-01T00:00:00Z', menuIds: [], privilegeIds: [], userCount: 0, editable: false }),
    ),
  );
}

const accessGroup = (...children: MenuNode[]) => menu(1, 'access', '权限管理', children);

describe('menu screens and their pages are reached only with the menu', () => {
  it('answers a typed URL of a menu the user lacks, and of its detail page, with the one no-access page', async () => {
    inPark([accessGroup(menu(3, 'account', '账号管理'))]);
    const view = renderApp('/access/role');
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    view.unmount();
    renderApp('/role-detail?id=2');
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    expect(screen.queryByText('菜单与按钮权限')).toBeNull();
  });

  it('opens the detail page of a menu the user holds', async () => {
    inPark([accessGroup(menu(2, 'role', '角色管理'))]);
    renderApp('/role-detail?id=2');
    expect(await screen.findByText('菜单与按钮权限', undefined, { timeout: 8000 })).toBeInTheDocument();
  });
});
