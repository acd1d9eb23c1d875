import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EstateTree, RoomRow } from '@/api/estate';
import { EstateScreen } from '@/features/park/estate-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { renderAt, setupMsw } from '../shared/test-kit';
import { ok } from './park-data';

let tree: EstateTree;
let rooms: RoomRow[] = [];
let added: { kind: string; body: Record<string, unknown> }[] = [];

function room(id: number, floorId: number, patch: Partial<RoomRow> = {}): RoomRow {
  return {
    id, parkId: 1, floorId, name: `${id}室`, number: String(id), areaSqm: 80, companyId: null, enabled: true,
    companyName: null, floorName: '1层', buildingId: 10, buildingName: 'A座', ...patch,
  };
}

setupMsw(
  http.get('*/api/v1/park/estate/tree/:id', () => ok(tree)),
  http.post('*/api/v1/admin/park/import/task/list', () => ok({ list: [], total: 0 })),
  http.post('*/api/v1/park/room/list', async ({ request }) => {
    const body = (await request.json()) as { floorId: number };
    const list = rooms.filter((r) => r.floorId === body.floorId);
    return ok({ list, total: list.length });
  }),
  http.post('*/api/v1/park/:kind/add', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    added.push({ kind: String(params.kind), body });
    if (params.kind === 'building') {
      tree = { ...tree, buildings: [...tree.buildings, { id: 11, parkId: 1, name: String(body.name), number: String(body.number), enabled: true, floors: [] }] };
    }
    if (params.kind === 'room') rooms.push(room(999, Number(body.floorId), { name: String(body.name), number: String(body.number), areaSqm: Number(body.areaSqm) }));
    return ok({ id: 99, ...body });
  }),
);

beforeEach(() => {
  tree = {
    id: 1,
    name: '张江科创园',
    enabled: true,
    buildings: [
      {
        id: 10, parkId: 1, name: 'A座', number: '1', enabled: true,
        floors: [{ id: 100, parkId: 1, buildingId: 10, name: '1层', number: '1', enabled: true, roomCount: 2 }],
      },
    ],
  };
  rooms = [room(101, 100, { companyName: '星云智能科技有限公司' }), room(102, 100, { enabled: false })];
  added = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: ['0101'] });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

// Nodes appear inside a motion wrapper first, where clicks do nothing; expand once they have settled.
const expand = async (text: RegExp) => {
  await waitFor(() => expect(document.querySelector('.ant-tree-treenode-motion')).toBeNull());
  const node = screen.getByText(text).closest('.ant-tree-treenode');
  const switcher = node?.querySelector('.ant-tree-switcher');
  if (!switcher) throw new Error(`no switcher for ${String(text)}`);
  return userEvent.click(switcher);
};

async function fillDialog(values: Record<string, string>) {
  const dialog = await screen.findByRole('dialog');
  for (const [label, text] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await userEvent.click(input);
    await userEvent.paste(text);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

describe('estate tree (screen park-build)', () => {
  it('shows buildings, floors and, on demand, the rooms with their tenant', async () => {
    renderAt(<EstateScreen />, '/park-build', '/park-build');
    expect(await screen.findByText('张江科创园 · 楼宇管理')).toBeInTheDocument();
    expect(screen.getByText(/A座（编号 1）/)).toBeInTheDocument();
    await expand(/A座（编号 1）/);
    expect(await screen.findByText(/1层（2 间）/)).toBeInTheDocument();
    await expand(/1层（2 间）/);
    expect(await screen.findByText('101室（101，80㎡）· 星云智能科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('102室（102，80㎡）（停用）')).toBeInTheDocument();
  });

  it('adds a building and a room, and shows them in the tree', async () => {
    renderAt(<EstateScreen />, '/park-build?id=1', '/park-build');
    await userEvent.click(await screen.findByRole('button', { name: '新增楼栋' }));
    await fillDialog({ 楼栋名称: 'B座', 楼栋编号: '2' });
    expect(await screen.findByText(/B座（编号 2）/)).toBeInTheDocument();
    expect(added[0]).toEqual({ kind: 'building', body: { parkId: 1, name: 'B座', number: '2' } });

    await expand(/A座（编号 1）/);
    const floor = (await screen.findByText(/1层（2 间）/)).closest('.ant-tree-treenode') as HTMLElement;
    await userEvent.click(within(floor).getByRole('button', { name: '新增房间' }));
    await fillDialog({ 房间名称: '新房间', 房间编号: '103', '面积（㎡）': '66' });
    expect(await screen.findByText('新房间（103，66㎡）')).toBeInTheDocument();
    expect(added[1]).toEqual({ kind: 'room', body: { floorId: 100, name: '新房间', number: '103', areaSqm: 66 } });
  });

  it('validates the add dialog before calling the server', async () => {
    renderAt(<EstateScreen />, '/park-build', '/park-build');
    await screen.findByText(/A座（编号 1）/);
    await expand(/A座（编号 1）/);
    const floor = (await screen.findByText(/1层（2 间）/)).closest('.ant-tree-treenode') as HTMLElement;
    await userEvent.click(within(floor).getByRole('button', { name: '新增房间' }));
    await fillDialog({ 房间编号: '1 0', '面积（㎡）': '0' });
    expect(await screen.findByText('请输入房间名称')).toBeInTheDocument();
    expect(screen.getByText('编号只能包含字母、数字、-和_')).toBeInTheDocument();
    expect(screen.getByText('面积必须大于0')).toBeInTheDocument();
    expect(added).toEqual([]);
  });

  it('hides the add buttons without the park privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderAt(<EstateScreen />, '/park-build', '/park-build');
    expect(await screen.findByText(/A座（编号 1）/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增楼栋' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增楼层' })).not.toBeInTheDocument();
  });
});
