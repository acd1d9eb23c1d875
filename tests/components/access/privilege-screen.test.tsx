import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PrivilegeScreen } from '@/features/access/privilege-screen';
import { useSessionStore } from '@/stores/session';
import { setupMsw } from '../shared/test-kit';
import { adminTree, renderScreens } from './access-fixtures';

let added: unknown[] = [];
let deleted: string[] = [];
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'ok', data });

setupMsw(
  http.get('*/api/v1/menu/allTree', () => ok(adminTree)),
  http.get('*/api/v1/privilege/list', () => ok([{ id: 8, code: '0108', name: '服务券管理后台', menuId: null }, { id: 9, code: '0109', name: '角色管理', menuId: 2 }])),
  http.post('*/api/v1/menu/addMenu', async ({ request }) => {
    added.push(await request.json());
    return ok({ id: 20 });
  }),
  http.delete('*/api/v1/menu/deleteMenu/:id', ({ params }) => {
    deleted.push(String(params.id));
    return ok(null);
  }),
);

beforeEach(() => {
  added = [];
  deleted = [];
  useSessionStore.setState({ accessToken: 't', hostKey: 'manage', privileges: ['0111'] });
});

describe('menus and privileges (screen privilege)', () => {
  it('shows the tree with each menu buttons, adds a menu under a group and deletes one', async () => {
    renderScreens({ '/privilege': <PrivilegeScreen /> }, '/privilege');
    expect(await screen.findByText('角色管理（0109）')).toBeInTheDocument();
    expect(screen.getByText('服务券管理后台（0108）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增菜单' }));
    fireEvent.change(await screen.findByLabelText('菜单名称'), { target: { value: '数据大屏' } });
    fireEvent.change(screen.getByLabelText('路径'), { target: { value: 'dashboard' } });
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(added).toEqual([{ name: '数据大屏', path: 'dashboard', parentId: null }]));
    await userEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[0]!);
    expect(await screen.findByText('确定删除菜单「权限管理」吗？')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(deleted).toEqual(['1']));
  });

  it('shows the tree without any changing button to those lacking the menu privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderScreens({ '/privilege': <PrivilegeScreen /> }, '/privilege');
    expect(await screen.findByText('角色管理（0109）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增菜单|新增按钮权限|删\s*除|设置权限/ })).toBeNull();
  });
});
