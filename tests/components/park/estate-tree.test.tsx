import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EstateScreen } from '@/features/park/estate-screen';
import { useSessionStore } from '@/stores/session';
import { renderAt, setupMsw } from '../shared/test-kit';
import { estate, estateHandlers, expand, fillDialog, resetEstate, room } from './estate-kit';
import { ok } from './park-data';

let added: { kind: string; body: Record<string, unknown> }[] = [];

setupMsw(
  ...estateHandlers,
  http.post('*/api/v1/park/:kind/add', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    added.push({ kind: String(params.kind), body });
    if (params.kind === 'building') {
      const building = { id: 11, parkId: 1, name: String(body.name), number: String(body.number), enabled: true, floors: [] };
      estate.tree = { ...estate.tree, buildings: [...estate.tree.buildings, building] };
    }
    if (params.kind === 'room') {
      estate.rooms.push(room(999, Number(body.floorId), { name: String(body.name), number: String(body.number), areaSqm: Number(body.areaSqm) }));
    }
    return ok({ id: 99, ...body });
  }),
);

beforeEach(() => {
  resetEstate();
  added = [];
});

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
