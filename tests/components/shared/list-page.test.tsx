import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { DataColumn } from '@/components/data-table/data-table';
import { ListPage } from '@/components/list-page/list-page';
import type { RowAction } from '@/components/list-page/row-actions';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import type { SearchField } from '@/components/search-box/search-fields';
import { enterpriseCalls } from '@contract/calls/enterprise';
import { roleCalls } from '@contract/calls/role';
import { PRIVILEGES } from '@contract/privileges';
import { ALLOWED, refuse } from '@contract/verdict';
import { useSessionStore } from '@/stores/session';
import { currentQuery, renderRoutes, setupMsw } from './test-kit';

interface Item {
  id: number;
  name: string;
  state: number;
}

let items: Item[] = [];
let listBodies: Record<string, unknown>[] = [];
let failNext = false;
let refuseDelete: string | null = null;

const server = setupMsw(
  mswHttp.post('*/api/v1/test/items/list', async ({ request }) => {
    const body = (await request.json()) as { pageNum: number; pageSize: number; name?: string; state?: string };
    listBodies.push(body);
    if (failNext) {
      failNext = false;
      return HttpResponse.json({ code: 0, msg: '列表加载失败', data: null });
    }
    const matched = items.filter((item) => (!body.name || item.name.includes(body.name)) && (!body.state || String(item.state) === body.state));
    const start = (body.pageNum - 1) * body.pageSize;
    return HttpResponse.json({ code: 1, msg: 'ok', data: { list: matched.slice(start, start + body.pageSize), total: matched.length } });
  }),
  mswHttp.post('*/api/v1/test/items/delete/:id', ({ params }) => {
    if (refuseDelete) return HttpResponse.json({ code: 0, msg: refuseDelete, data: null });
    items = items.filter((item) => String(item.id) !== params.id);
    return HttpResponse.json({ code: 1, msg: 'ok', data: null });
  }),
);

beforeEach(() => {
  items = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `企业${i + 1}`, state: i % 2 }));
  listBodies = [];
  failNext = false;
  refuseDelete = null;
  useSessionStore.setState({ accessToken: 't', hostKey: 'manage', privileges: [PRIVILEGES.roleAdmin.code] });
});

const fetchItems: ListFetcher<Item> = ({ pageNum, pageSize, filters }) => http.post<Paged<Item>>('v1/test/items/list', { pageNum, pageSize, ...filters });

const searchFields: SearchField[] = [
  { type: 'text', name: 'name', label: '名称' },
  { type: 'select', name: 'state', label: '状态', options: [{ label: '正常', value: 0 }, { label: '冻结', value: 1 }] },
];

const columns: DataColumn<Item>[] = [
  { key: 'name', title: '名称' },
  { key: 'state', title: '状态', format: { map: { 0: '正常', 1: '冻结' } } },
];

const actions: RowAction<Item>[] = [
  { key: 'delete', label: '删除', call: roleCalls.remove, danger: true, confirm: (row) => `确定删除${row.name}吗？`, run: (row) => http.post(`v1/test/items/delete/${row.id}`) },
  { key: 'audit', label: '审核', call: enterpriseCalls.audit, run: () => undefined },
];

function renderList(url = '/items') {
  return renderRoutes([{ path: '/items', element: <ListPage<Item> fetch={fetchItems} searchFields={searchFields} columns={columns} actions={actions} rowKey="id" /> }], url);
}

function firstCells(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('ListPage', () => {
  it('loads page 1 with 共 N 条 and numbered rows', async () => {
    renderList();
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('1');
    expect(listBodies[0]).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('says it is loading until the first answer, never 暂无数据 or 共 0 条 before it', async () => {
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('*/api/v1/test/items/list', async () => {
        await gate;
        return HttpResponse.json({ code: 1, msg: 'ok', data: { list: items.slice(0, 10), total: items.length } });
      }),
    );
    renderList();
    expect(await screen.findByRole('status')).toHaveTextContent('加载中…');
    expect(screen.getAllByText('加载中…')).toHaveLength(2);
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText('共 0 条')).toBeNull();
    answer();
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('shows 暂无数据 and 共 0 条 once the answer is empty', async () => {
    items = [];
    renderList();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
  });

  it('moves to page 2 with rows from 11 and keeps the page in the URL', async () => {
    const { router } = renderList();
    await screen.findByText('企业1');
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('企业11')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('11');
    expect(currentQuery(router)).toEqual({ pageNum: '2' });
  });

  it('searches into the URL, and the same URL after a reload gives the same list', async () => {
    const first = renderList();
    await screen.findByText('企业1');
    await userEvent.type(screen.getByRole('textbox', { name: '名称' }), '企业2');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(currentQuery(first.router)).toEqual({ name: '企业2' }));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    const url = first.router.state.location.pathname + first.router.state.location.search;
    first.unmount();

    listBodies = [];
    renderList(url);
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('企业2');
    expect(listBodies[0]).toEqual({ pageNum: 1, pageSize: 10, name: '企业2' });
  });

  it('opens a shared link with filters and page', async () => {
    renderList('/items?state=1&pageNum=2');
    expect(await screen.findByText('共 11 条')).toBeInTheDocument();
    expect(listBodies[0]).toEqual({ pageNum: 2, pageSize: 10, state: '1' });
    expect(firstCells()[0]).toBe('11');
    // The filter shows its value; each 冻结 cell carries it as its title too (shortened cells show their whole text).
    expect(screen.getAllByTitle('冻结')).toHaveLength(2);
  });

  it('重置 clears filters and page from the URL', async () => {
    const { router } = renderList('/items?name=企业1&pageNum=2');
    await screen.findByText('共 11 条');
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(currentQuery(router)).toEqual({}));
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '名称' })).toHaveValue('');
  });

  it('shows only actions whose call the user may make, as the call declares', async () => {
    renderList();
    await screen.findByText('企业1');
    expect(screen.getAllByText(/^删\s*除$/)).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /审\s*核/ })).not.toBeInTheDocument();
  });

  it('shows no action of a manage call to another host kind, whatever codes its session holds', async () => {
    useSessionStore.setState({ hostKey: 'front', privileges: [PRIVILEGES.roleAdmin.code, PRIVILEGES.companyAudit.code] });
    renderList();
    await screen.findByText('企业1');
    expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });

  it('confirms an action in a dialog, runs it and refreshes the list', async () => {
    renderList();
    await screen.findByText('企业1');
    const row = screen.getByText('企业1').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除企业1吗？')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(items).toHaveLength(23);
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('共 22 条')).toBeInTheDocument();
    expect(screen.queryByText('企业1')).not.toBeInTheDocument();
  });

  it('keeps the confirm dialog open with the refusal inside when the server refuses', async () => {
    refuseDelete = '状态已变更，请刷新后重试';
    renderList();
    await screen.findByText('企业1');
    await userEvent.click(within(screen.getByText('企业1').closest('tr')!).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('状态已变更，请刷新后重试')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(items).toHaveLength(23);
  });

  it('shows an action its rule refuses disabled, with the reason as its tooltip', async () => {
    const guarded: RowAction<Item>[] = [
      { key: 'delete', label: '删除', verdict: (row) => (row.state === 1 ? refuse('冻结的企业不能删除') : ALLOWED), run: (row) => http.post(`v1/test/items/delete/${row.id}`) },
    ];
    renderRoutes([{ path: '/items', element: <ListPage<Item> fetch={fetchItems} columns={columns} actions={guarded} rowKey="id" /> }], '/items');
    await screen.findByText('企业2');
    expect(within(screen.getByText('企业1').closest('tr')!).getByRole('button', { name: /删\s*除/ })).toBeEnabled();
    const frozen = within(screen.getByText('企业2').closest('tr')!).getByRole('button', { name: /删\s*除/ });
    expect(frozen).toBeDisabled();
    await userEvent.hover(frozen.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('冻结的企业不能删除');
  });

  it('does nothing when the confirm dialog is cancelled', async () => {
    renderList();
    await screen.findByText('企业1');
    const row = screen.getByText('企业1').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(items).toHaveLength(23);
  });

  it('shows a load error with 重试', async () => {
    failNext = true;
    renderList();
    expect(await screen.findByText('列表加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    expect(screen.queryByText('列表加载失败')).not.toBeInTheDocument();
  });

  it('steps back a page when the last row of the last page is gone', async () => {
    items = items.slice(0, 11);
    const { router } = renderList('/items?pageNum=2');
    await screen.findByText('企业11');
    await userEvent.click(within(screen.getByText('企业11').closest('tr')!).getByRole('button', { name: /删\s*除/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(currentQuery(router)).toEqual({}));
    expect(await screen.findByText('企业1')).toBeInTheDocument();
    void server;
  });
});
