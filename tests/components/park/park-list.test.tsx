import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Park, ParkQuery } from '@/api/park';
import { ParkListScreen } from '@/features/park/park-list-screen';
import { useSessionStore } from '@/stores/session';
import { currentQuery, renderRoutes, setupMsw } from '../shared/test-kit';
import { ok, park, regionHandlers } from './park-data';

let parks: Park[] = [];
let bodies: ParkQuery[] = [];
let toggles: { id: number; enabled: boolean }[] = [];

setupMsw(
  ...regionHandlers,
  http.post('*/api/v1/admin/park/list', async ({ request }) => {
    const body = (await request.json()) as Required<Pick<ParkQuery, 'pageNum' | 'pageSize'>> & ParkQuery;
    bodies.push(body);
    const matched = parks.filter(
      (p) =>
        (!body.name || p.name.includes(body.name)) &&
        (!body.provinceCode || p.provinceCode === body.provinceCode) &&
        (body.enabled === undefined || p.enabled === body.enabled),
    );
    const start = (body.pageNum - 1) * body.pageSize;
    return ok({ list: matched.slice(start, start + body.pageSize), total: matched.length });
  }),
  http.put('*/api/v1/admin/park/setting/isvalid', async ({ request }) => {
    const body = (await request.json()) as { id: number; enabled: boolean };
    toggles.push(body);
    parks = parks.map((p) => (p.id === body.id ? { ...p, enabled: body.enabled } : p));
    return ok(parks.find((p) => p.id === body.id));
  }),
);

beforeEach(() => {
  parks = Array.from({ length: 13 }, (_, i) => park(i + 1, i === 12 ? { name: '北京园', provinceCode: '11', regionName: '北京市 市辖区 海淀区', enabled: false } : {}));
  bodies = [];
  toggles = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 0, privileges: ['0101'] });
});

const renderList = (url = '/park') =>
  renderRoutes(
    [
      { path: '/park', element: <ParkListScreen /> },
      { path: '/park-add', element: <p>园区表单</p> },
      { path: '/park-build', element: <p>楼宇页面</p> },
    ],
    url,
  );
const bodyRows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent ?? '');

describe('park list (screen park)', () => {
  it('lists parks with their region, state and paging', async () => {
    const { router } = renderList();
    expect(await screen.findByText('共 13 条')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 10 });
    expect(cells(bodyRows()[0]!).slice(0, 9)).toEqual(['1', '--', '园区1', '上海市 市辖区 浦东新区', '地址1', '1001', '李静', '021-50801234', '启用']);
    await userEvent.click(screen.getByTitle('下一页'));
    await waitFor(() => expect(cells(bodyRows()[0]!)[0]).toBe('11'));
    expect(bodyRows()).toHaveLength(3);
    expect(cells(bodyRows()[2]!)[8]).toBe('停用');
    expect(currentQuery(router)).toEqual({ pageNum: '2' });
    expect(bodies.at(-1)).toEqual({ pageNum: 2, pageSize: 10 });
  });

  it('searches by name and by state, and keeps the filters in the URL', async () => {
    const { router } = renderList();
    await screen.findByText('共 13 条');
    fireEvent.change(screen.getByRole('textbox', { name: '园区名称' }), { target: { value: '北京' } });
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 10, name: '北京' });
    expect(currentQuery(router)).toEqual({ name: '北京' });
  });

  it('reads the state filter from the URL as a boolean', async () => {
    renderList('/park?enabled=false&provinceCode=11');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 10, enabled: false, provinceCode: '11' });
  });

  it('lets the admin disable a park after confirming, and opens its form and estate', async () => {
    const { router } = renderList();
    await screen.findByText('共 13 条');
    await userEvent.click(within(bodyRows()[0]!).getByRole('button', { name: /停\s*用/ }));
    expect(await screen.findByText(/停用后「园区1」将从园区选择中消失/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(toggles).toEqual([{ id: 1, enabled: false }]));
    await waitFor(() => expect(cells(bodyRows()[0]!)[8]).toBe('停用'));
    expect(within(bodyRows()[0]!).getByRole('button', { name: /启\s*用/ })).toBeInTheDocument();

    await userEvent.click(within(bodyRows()[1]!).getByRole('button', { name: /楼宇管理/ }));
    expect(await screen.findByText('楼宇页面')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=2');
  });

  it('shows an operator neither the add button nor enable/disable', async () => {
    useSessionStore.setState({ userType: 8, privileges: ['0101'] });
    renderList();
    await screen.findByText('共 13 条');
    expect(screen.queryByRole('button', { name: '新增园区' })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]!).queryByRole('button', { name: /停\s*用/ })).not.toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
  });
});
