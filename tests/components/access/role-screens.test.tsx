import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role, RoleDetail } from '@/api/role';
import { RoleDetailScreen } from '@/features/access/role-detail-screen';
import { RoleListScreen } from '@/features/access/role-list-screen';
import { grantNodes, grantsOfKeys, toggleGrant } from '@/features/access/grant-keys';
import { useSessionStore } from '@/stores/session';
import { setupMsw } from '../shared/test-kit';
import { adminTree, renderScreens } from './access-fixtures';

const role = (id: number, name: string, level: 1 | 2 | 3, userCount = 0): Role => ({
  id, name, level, parkId: null, description: null, createdAt: '2026-01-01T00:00:00Z', userCount,
});

let calls: { url: string; method: string; body: unknown }[] = [];
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'ok', data });
const record = async (request: Request) => {
  const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
  calls.push({ url: new URL(request.url).pathname, method: request.method, body });
};

setupMsw(
  http.post('*/api/v1/role/list', async ({ request }) => {
    await record(request);
    return ok({ list: [role(1, '园区运营', 1, 1), role(2, '客服经理', 2)], total: 2 });
  }),
  http.post('*/api/v1/levelUserRole/lists/:level', async ({ request }) => {
    await record(request);
    return ok({ list: [role(2, '客服经理', 2)], total: 1 });
  }),
  http.delete('*/api/v1/role/delete/:id', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ code: 0, msg: '该角色正在被 1 个账号使用', data: null });
  }),
  http.get('*/api/v1/menu/allTree', () => ok(adminTree)),
  http.get('*/api/v1/role/detail/:id', () => {
    const detail: RoleDetail = { ...role(2, '客服经理', 2), menuIds: [1, 3], privilegeIds: [12], editable: true };
    return ok(detail);
  }),
  http.post('*/api/v1/role/add', async ({ request }) => {
    await record(request);
    return ok(role(9, '审计员', 3));
  }),
);

beforeEach(() => {
  calls = [];
  useSessionStore.setState({ accessToken: 't', hostKey: 'manage', privileges: ['0109'] });
});

const renderRoles = (url = '/role') =>
  renderScreens({ '/role': <RoleListScreen />, '/role-detail': <RoleDetailScreen /> }, url);

describe('role list (screen role)', () => {
  it('lists roles, filters a level through its own call, and deletes only with the role privilege', async () => {
    renderRoles('/role?level=2');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/v1/levelUserRole/lists/2', body: { pageNum: 1, pageSize: 10 } });
    await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/role/delete/2')).toBe(true));
    expect(screen.getByRole('button', { name: '新增角色' })).toBeInTheDocument();
  });

  it('hides the add and delete buttons without the role privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderRoles();
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增角色' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /查\s*看/ })).toHaveLength(2);
  });
});

describe('role detail (screen role-detail)', () => {
  it('creates a role with the ticked menus and buttons; a ticked button brings its menu and group', async () => {
    renderRoles('/role-detail');
    const name = await screen.findByLabelText('角色名称');
    fireEvent.change(name, { target: { value: '审计员' } });
    await userEvent.click(screen.getByRole('combobox', { name: '角色级别' }));
    await userEvent.click(await screen.findByTitle('二级'));
    const tree = screen.getByRole('tree');
    await userEvent.click(within(tree).getByText('客户经理账号管理（0112）'));
    await userEvent.click(within(tree).getByText('操作日志'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/v1/role/add')).toBeDefined());
    expect(calls.find((c) => c.url === '/api/v1/role/add')?.body).toEqual({
      name: '审计员', level: 2, description: '', menuIds: [1, 3, 4, 5], privilegeIds: [12],
    });
  });

  it('shows a role read-only, its grants ticked, without the role privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderRoles('/role-detail?id=2');
    expect(await screen.findByText('客服经理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /确\s*定/ })).toBeNull();
    const checked = screen.getAllByRole('treeitem').filter((item) => item.querySelector('.ant-tree-checkbox-checked'));
    expect(checked.map((item) => item.textContent)).toEqual(['权限管理', '账号管理', '客户经理账号管理（0112）']);
  });
});

describe('ticking the menu-privilege tree', () => {
  const nodes = grantNodes(adminTree);
  const tick = (keys: string[], key: string, on: boolean) => toggleGrant(nodes, keys, key, on);

  it('a button brings its screen and group; unticking a screen takes its buttons and an emptied group', () => {
    const withButton = tick([], 'p12', true);
    expect(grantsOfKeys(withButton)).toEqual({ menuIds: [1, 3], privilegeIds: [12] });
    const withLog = tick(withButton, 'm5', true);
    expect(grantsOfKeys(withLog)).toEqual({ menuIds: [1, 3, 4, 5], privilegeIds: [12] });
    expect(grantsOfKeys(tick(withLog, 'm5', false))).toEqual({ menuIds: [1, 3], privilegeIds: [12] });
    expect(grantsOfKeys(tick(withLog, 'm3', false))).toEqual({ menuIds: [4, 5], privilegeIds: [] });
    expect(grantsOfKeys(tick(withLog, 'p12', false))).toEqual({ menuIds: [1, 3, 4, 5], privilegeIds: [] });
  });

  it('ticks the privileges under no menu as a group', () => {
    expect(grantsOfKeys(tick([], 'other', true))).toEqual({ menuIds: [], privilegeIds: [8] });
    expect(tick(['p8', 'm2'], 'other', false)).toEqual(['m2']);
  });
});
