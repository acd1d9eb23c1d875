import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EstateScreen } from '@/features/park/estate-screen';
import { useSessionStore } from '@/stores/session';
import { renderAt, setupMsw } from '../shared/test-kit';
import { refused } from '../shell/shell-harness';
import { estate, estateHandlers, expand, resetEstate, treeNode } from './estate-kit';
import { ok } from './park-data';

const OCCUPIED = '企业「星云智能科技有限公司」正在使用该房间，不能删除';
let calls: string[] = [];
let updates: Record<string, unknown>[] = [];

setupMsw(
  ...estateHandlers,
  http.put('*/api/v1/park/:kind/update', async ({ request, params }) => {
    const body = (await request.json()) as { id: number } & Record<string, unknown>;
    calls.push(`${String(params.kind)}/update`);
    updates.push(body);
    const { id, ...patch } = body;
    if (params.kind === 'room') estate.rooms = estate.rooms.map((r) => (r.id === id ? { ...r, ...patch } : r));
    if (params.kind === 'building') {
      estate.tree = { ...estate.tree, buildings: estate.tree.buildings.map((b) => (b.id === id ? { ...b, ...patch } : b)) };
    }
    return ok(body);
  }),
  http.delete('*/api/v1/park/:kind/delete/:id', ({ params }) => {
    const id = Number(params.id);
    calls.push(`${String(params.kind)}/delete/${id}`);
    if (params.kind === 'room' && estate.rooms.some((r) => r.id === id && r.companyName)) return refused(OCCUPIED);
    if (params.kind === 'floor') {
      estate.tree = { ...estate.tree, buildings: estate.tree.buildings.map((b) => ({ ...b, floors: b.floors.filter((f) => f.id !== id) })) };
    }
    return ok(null);
  }),
);

beforeEach(() => {
  resetEstate();
  calls = [];
  updates = [];
});

const button = (node: HTMLElement, label: string) =>
  within(node).getByRole('button', { name: new RegExp(`^${label.split('').join('\\s*')}$`) });

async function openRooms() {
  renderAt(<EstateScreen />, '/park-build', '/park-build');
  await screen.findByText(/A座（编号 1）/);
  await expand(/A座（编号 1）/);
  await screen.findByText(/1层（2 间）/);
  await expand(/1层（2 间）/);
  return treeNode('101室（101，80㎡）· 星云智能科技有限公司');
}

describe('estate tree: edit, enable/disable and delete', () => {
  it('edits a room’s area and shows it in the tree', async () => {
    await userEvent.click(button(await openRooms(), '编辑'));
    const dialog = await screen.findByRole('dialog', { name: /编辑房间/ });
    expect(within(dialog).getByLabelText('房间名称')).toHaveValue('101室');
    const area = within(dialog).getByLabelText('面积（㎡）');
    await userEvent.clear(area);
    await userEvent.type(area, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('101室（101，120㎡）· 星云智能科技有限公司')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 101, name: '101室', number: '101', areaSqm: 120 }]);
  });

  it('deletes a free floor only after confirming', async () => {
    const free = { id: 200, parkId: 1, buildingId: 10, name: '2层', number: '2', enabled: true, roomCount: 0 };
    estate.tree = { ...estate.tree, buildings: estate.tree.buildings.map((b) => ({ ...b, floors: [...b.floors, free] })) };
    renderAt(<EstateScreen />, '/park-build', '/park-build');
    await screen.findByText(/A座（编号 1）/);
    await expand(/A座（编号 1）/);
    await userEvent.click(button(await treeNode(/2层（0 间）/), '删除'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除楼层「2层」吗？其下的房间将一并删除。')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText(/2层（0 间）/)).not.toBeInTheDocument());
    expect(screen.getByText(/1层（2 间）/)).toBeInTheDocument();
    expect(calls).toEqual(['floor/delete/200']);
  });

  it('shows the server’s refusal of an occupied room and changes nothing', async () => {
    await userEvent.click(button(await openRooms(), '删除'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(OCCUPIED)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(screen.getByText('101室（101，80㎡）· 星云智能科技有限公司')).toBeInTheDocument();
    expect(screen.getByText(/1层（2 间）/)).toBeInTheDocument();
    expect(calls).toEqual(['room/delete/101']);

    await userEvent.click(button(await treeNode('101室（101，80㎡）· 星云智能科技有限公司'), '删除'));
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(within(again).queryByText(OCCUPIED)).not.toBeInTheDocument());
    expect(within(again).getByRole('button', { name: /确\s*定/ })).toBeEnabled();
  });

  it('disables a building after confirming and enables it again', async () => {
    renderAt(<EstateScreen />, '/park-build', '/park-build');
    await userEvent.click(button(await treeNode(/A座（编号 1）/), '停用'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定停用楼栋「A座」吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const disabled = await treeNode(/A座（编号 1）（停用）/);
    expect(updates).toEqual([{ id: 10, enabled: false }]);

    await userEvent.click(button(disabled, '启用'));
    await waitFor(() => expect(screen.queryByText(/（停用）/)).not.toBeInTheDocument());
    expect(button(await treeNode(/A座（编号 1）/), '停用')).toBeInTheDocument();
    expect(updates).toEqual([{ id: 10, enabled: false }, { id: 10, enabled: true }]);
  });

  it('hides the edit, enable/disable and delete buttons without the park privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderAt(<EstateScreen />, '/park-build', '/park-build');
    const building = await treeNode(/A座（编号 1）/);
    expect(within(building).queryAllByRole('button')).toEqual([]);
  });
});
