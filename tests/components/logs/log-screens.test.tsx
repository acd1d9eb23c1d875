import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OperationLog, OperationLogDetail } from '@/api/logs';
import { LogDetailScreen } from '@/features/logs/log-detail-screen';
import { LogListScreen } from '@/features/logs/log-list-screen';
import { useSessionStore } from '@/stores/session';
import { currentQuery, renderRoutes, setupMsw } from '../shared/test-kit';

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

function log(id: number, patch: Partial<OperationLog> = {}): OperationLog {
  return {
    id,
    userId: 1,
    username: id % 2 ? 'admin' : 'operator',
    userType: id % 2 ? 0 : 8,
    parkId: 1,
    module: id % 3 ? 'park' : 'enterprise',
    action: 'update',
    target: `园区#${id}`,
    result: 'success',
    ip: '10.0.0.8',
    createdAt: '2024-03-05T00:09:10.000Z',
    ...patch,
  };
}

let logs: OperationLog[] = [];
let bodies: Record<string, unknown>[] = [];
let detailAuth: string | null = null;

setupMsw(
  http.post('*/api/v1/admin/logs/list', async ({ request }) => {
    const body = (await request.json()) as { pageNum: number; pageSize: number; username?: string; module?: string; action?: string };
    bodies.push(body);
    const matched = logs.filter((item) => (!body.username || item.username === body.username) && (!body.module || item.module === body.module));
    const start = (body.pageNum - 1) * body.pageSize;
    return HttpResponse.json({ code: 1, msg: 'ok', data: { list: matched.slice(start, start + body.pageSize), total: matched.length } });
  }),
  http.get('*/api/v1/admin/logs/detail/:id', ({ params, request }) => {
    detailAuth = request.headers.get('authorization');
    const found = logs.find((item) => String(item.id) === params.id);
    if (!found) return HttpResponse.json({ code: 4004, msg: '日志不存在', data: null });
    const detail: OperationLogDetail = { ...found, before: { name: '旧名称', enabled: true }, after: { name: '新名称', enabled: true, logo: null } };
    return HttpResponse.json({ code: 1, msg: 'ok', data: detail });
  }),
);

beforeEach(() => {
  logs = Array.from({ length: 14 }, (_, i) => log(i + 1));
  logs[0] = log(1, { username: null, userType: null, target: null, ip: '', result: 'failure' });
  bodies = [];
  detailAuth = null;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', privileges: [] });
});

function renderLogs(url = '/log') {
  return renderRoutes(
    [
      { path: '/log', element: <LogListScreen /> },
      { path: '/log-detail', element: <LogDetailScreen /> },
    ],
    url,
  );
}

function cellsOf(row: HTMLElement): string[] {
  return within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
}

function bodyRows(): HTMLElement[] {
  return screen.getAllByRole('row').slice(1);
}

describe('operation log list (screen log)', () => {
  it('lists logs with labels, formatted times and -- for empty cells', async () => {
    renderLogs();
    expect(await screen.findByText('共 14 条')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 10 });
    const [first, second] = bodyRows();
    expect(cellsOf(first!).slice(0, 9)).toEqual(['1', '--', '--', '园区', '修改', '--', '失败', '--', '2024-03-05 08:09:10']);
    expect(cellsOf(second!).slice(0, 9)).toEqual(['2', 'operator', '园区运营', '园区', '修改', '园区#2', '成功', '10.0.0.8', '2024-03-05 08:09:10']);
    expect(within(first!).getByRole('button', { name: /查\s*看/ })).toBeInTheDocument();
  });

  it('numbers page 2 from 11', async () => {
    const { router } = renderLogs();
    await screen.findByText('共 14 条');
    await userEvent.click(screen.getByTitle('下一页'));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[0]).toBe('11'));
    expect(bodyRows()).toHaveLength(4);
    expect(currentQuery(router)).toEqual({ pageNum: '2' });
  });

  it('searches by user, module and day range; the URL keeps them through a reload', async () => {
    const first = renderLogs();
    await screen.findByText('共 14 条');
    await userEvent.type(screen.getByRole('textbox', { name: '操作人' }), 'admin');
    await userEvent.click(screen.getByRole('combobox', { name: '模块' }));
    // The table's cells carry their text as a title too: pick the option in the open dropdown.
    await userEvent.click(await waitFor(() => within(document.querySelector<HTMLElement>('.ant-select-dropdown')!).getByTitle('企业')));
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(currentQuery(first.router)).toEqual({ username: 'admin', module: 'enterprise' }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    const url = `${first.router.state.location.pathname}${first.router.state.location.search}&startTime=2024-03-01&endTime=2024-03-31`;
    first.unmount();

    bodies = [];
    renderLogs(url);
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '操作人' })).toHaveValue('admin');
    expect(within(screen.getByRole('combobox', { name: '模块' }).closest('.ant-select')!).getByTitle('企业')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2024-03-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2024-03-31')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      pageNum: 1,
      pageSize: 10,
      username: 'admin',
      module: 'enterprise',
      startTime: '2024-02-29T16:00:00.000Z',
      endTime: '2024-03-31T15:59:59.999Z',
    });
  });

  it('opens the detail of a row (screen log-detail) with before/after', async () => {
    const { router } = renderLogs();
    await screen.findByText('共 14 条');
    await userEvent.click(within(bodyRows()[1]!).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('日志详情')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/log-detail');
    expect(currentQuery(router)).toEqual({ id: '2' });
    expect(detailAuth).toBe('Bearer token-abc');
    expect(screen.getByText('园区#2')).toBeInTheDocument();
    expect(screen.getByText('园区运营')).toBeInTheDocument();
    expect(screen.getByText('2024-03-05 08:09:10')).toBeInTheDocument();
    const nameRow = screen.getByRole('cell', { name: 'name' }).closest('tr')!;
    expect(cellsOf(nameRow)).toEqual(['name', '旧名称', '新名称']);
    const logoRow = screen.getByRole('cell', { name: 'logo' }).closest('tr')!;
    expect(cellsOf(logoRow)).toEqual(['logo', '--', '--']);

    await userEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(await screen.findByText('共 14 条')).toBeInTheDocument();
  });

  it('shows the error of a missing log', async () => {
    renderLogs('/log-detail?id=999');
    expect(await screen.findByText('请求的数据不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
  });
});
