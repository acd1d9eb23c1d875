import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import { classCallsOf, type ContentClass } from '@/api/content';
import { ClassTreeScreen } from '@/features/content/class-tree-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const calls = classCallsOf('service');

let classes: ContentClass[] = [];
let orders: number[][] = [];
let added: { parkId: number; name: string; parentId?: number | null }[] = [];
let removed: string[] = [];

setupMsw(
  mockCall(calls.classList, () => classes),
  mockCall(calls.classOrder, ({ body: { ids } }) => {
    orders.push(ids);
    classes = classes.map((c) => ({ ...c, sort: ids.indexOf(c.id) + 1 || c.sort }));
    return null;
  }),
  mockCall(calls.classAdd, ({ body }) => {
    if (classes.some((c) => c.name === body.name)) return refused('同一层级下已有同名分类', [{ field: 'name', msg: '同一层级下已有同名分类' }]);
    const parentId = body.parentId ?? null;
    added.push(body);
    classes = [...classes, { id: 99, parkId: 3, parentId, name: body.name, sort: 9, items: 0 }];
    return { id: 99, parkId: 3, type: 'service', parentId, name: body.name, sort: 9, createdAt: '2026-01-01T00:00:00.000Z' };
  }),
  mockCall(calls.classRemove, ({ params }) => {
    removed.push(String(params.id));
    return refused('该分类下还有 3 条内容，不能删除');
  }),
);

beforeEach(() => {
  classes = [
    { id: 1, parkId: 3, parentId: null, name: '知识产权', sort: 1, items: 3 },
    { id: 2, parkId: 3, parentId: null, name: '财税服务', sort: 2, items: 1 },
    { id: 3, parkId: 3, parentId: 1, name: '专利', sort: 1, items: 0 },
  ];
  orders = [];
  added = [];
  removed = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.contentPublish.code] });
  useParkStore.setState({ parkId: 3, parkName: '张江科创园' });
});

const renderTree = () => renderRoutes([{ path: '/service-classify-mange', element: <ClassTreeScreen /> }], '/service-classify-mange');

describe('classification tree screen', () => {
  it('shows the tree with item counts and orders a level', async () => {
    renderTree();
    expect(await screen.findByText('服务产品分类')).toBeInTheDocument();
    expect(await screen.findByText('知识产权')).toBeInTheDocument();
    expect(screen.getByText('专利')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下移知识产权' }));
    await waitFor(() => expect(orders).toEqual([[2, 1]]));
    await waitFor(() => expect(screen.getAllByRole('row').map((r) => r.textContent ?? '').filter((t) => /知识产权|财税服务/.test(t))[0]).toContain('财税服务'));
  });

  it('adds a node, and a node the server refuses to remove stays', async () => {
    renderTree();
    await screen.findByText('知识产权');
    await userEvent.click(screen.getByRole('button', { name: '新增分类' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '分类名称' }), '法律咨询');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(added).toEqual([{ parkId: 3, name: '法律咨询', parentId: null }]));
    expect(await screen.findByText('法律咨询')).toBeInTheDocument();
    const row = screen.getByText('知识产权').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const confirm = (await screen.findByText('确定删除分类「知识产权」吗？')).closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(removed).toEqual(['1']));
    // The refusal leaves the node in place.
    expect(screen.getByText('知识产权')).toBeInTheDocument();
  });

  it('keeps the dialog and the typed name when the name is taken, says so under the name, and clears it on change', async () => {
    renderTree();
    await screen.findByText('知识产权');
    await userEvent.click(screen.getByRole('button', { name: '新增分类' }));
    const input = await screen.findByRole('textbox', { name: '分类名称' });
    await userEvent.type(input, '知识产权{Enter}');
    const item = input.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('同一层级下已有同名分类')).toBeInTheDocument();
    expect(input).toHaveValue('知识产权');
    expect(added).toEqual([]);
    await userEvent.type(input, '代理');
    await waitFor(() => expect(within(item).queryByText('同一层级下已有同名分类')).not.toBeInTheDocument());
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(added).toEqual([{ parkId: 3, name: '知识产权代理', parentId: null }]));
  });
});
