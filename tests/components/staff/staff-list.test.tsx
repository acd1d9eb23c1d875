import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import { personnelCalls, type Personnel } from '@/api/personnel';
import { StaffListScreen } from '@/features/staff/staff-list-screen';
import { StaffManageScreen } from '@/features/staff/staff-manage-screen';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { currentQuery, renderRoutes, setupMsw } from '../shared/test-kit';
import { staff } from './staff-data';

let rows: Personnel[] = [];
let bodies: Record<string, unknown>[] = [];
let webBodies: Record<string, unknown>[] = [];
let deleted: unknown[] = [];

function page(body: Record<string, unknown>) {
  const matched = rows.filter((r) => !body.name || r.name.includes(String(body.name))).filter((r) => !body.department || r.department === body.department);
  const start = (Number(body.pageNum) - 1) * Number(body.pageSize);
  return { list: matched.slice(start, start + Number(body.pageSize)), total: matched.length };
}

setupMsw(
  mockCall(personnelCalls.lists, ({ body }) => {
    bodies.push(body);
    return page(body);
  }),
  mockCall(personnelCalls.web, ({ body }) => {
    webBodies.push(body);
    return { ...page(body), company: { id: 5, name: '星云智能科技有限公司', state: 1 } };
  }),
  mockCall(personnelCalls.remove, ({ body }) => {
    deleted.push(body);
    rows = rows.filter((r) => r.id !== body.id);
    return { deleted: 1 };
  }),
);

beforeEach(() => {
  rows = Array.from({ length: 12 }, (_, i) => staff(12 - i));
  bodies = [];
  webBodies = [];
  deleted = [];
});

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');

describe('staff list of the company (screen staffManage)', () => {
  beforeEach(() => {
    useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'front', userType: 9, privileges: [] });
  });

  const renderManage = (url = '/staffManage') =>
    renderRoutes(
      [
        { path: '/staffManage', element: <StaffManageScreen /> },
        { path: '/staffAddOrEdit', element: <p>员工表单</p> },
      ],
      url,
    );

  it('lists the staff with the ID number masked, and searches by name', async () => {
    const { router } = renderManage();
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();
    expect(cells(bodyRows()[0]!)).toEqual(['1', '员工12', '13900001012', '3101**********1234', '市场部', '工程师', '2024-03-01', '本科', '编辑删除']);
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '员工3');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 10, name: '员工3' });
    expect(currentQuery(router)).toMatchObject({ name: '员工3' });
  });

  it('deletes a staff member after confirming, and the list reloads', async () => {
    renderManage();
    await screen.findByText('共 12 条');
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除员工「员工12」吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(deleted).toEqual([{ id: 12 }]));
    expect(await screen.findByText('共 11 条')).toBeInTheDocument();
  });

  it('opens the form to add and to edit', async () => {
    const { router } = renderManage();
    await screen.findByText('共 12 条');
    await userEvent.click(within(bodyRows()[1]!).getByRole('button', { name: '编辑' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/staffAddOrEdit?id=11');
  });

  it('starts adding from 新增员工', async () => {
    const { router } = renderManage();
    await userEvent.click(await screen.findByRole('button', { name: '新增员工' }));
    expect(router.state.location.pathname).toBe('/staffAddOrEdit');
  });
});

describe('a company\'s staff seen by the park (screen staffList)', () => {
  beforeEach(() => {
    useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.parkAdmin.code] });
  });

  const renderList = (url: string) => renderRoutes([{ path: '/staffList', element: <StaffListScreen /> }], url);

  it('shows the named company\'s staff read-only, filtered by department', async () => {
    renderList('/staffList?companyId=5&department=研发部');
    expect(await screen.findByText('星云智能科技有限公司：共 6 名员工（只读）')).toBeInTheDocument();
    expect(webBodies[0]).toEqual({ companyId: 5, pageNum: 1, pageSize: 10, department: '研发部' });
    expect(bodyRows()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增员工' })).not.toBeInTheDocument();
  });

  it('asks for a company when none is named', async () => {
    renderList('/staffList');
    expect(await screen.findByText('请从入驻企业列表选择要查看员工的企业')).toBeInTheDocument();
    expect(webBodies).toEqual([]);
  });
});
