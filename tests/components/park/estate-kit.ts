import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect } from 'vitest';
import type { EstateTree, RoomRow } from '@/api/estate';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { ok } from './park-data';

/** The park estate the handlers serve; tests change it to play the server. */
export const estate: { tree: EstateTree; rooms: RoomRow[] } = { tree: { id: 1, name: '', enabled: true, buildings: [] }, rooms: [] };

export function room(id: number, floorId: number, patch: Partial<RoomRow> = {}): RoomRow {
  return {
    id, parkId: 1, floorId, name: `${id}室`, number: String(id), areaSqm: 80, companyId: null, enabled: true,
    companyName: null, floorName: '1层', buildingId: 10, buildingName: 'A座', ...patch,
  };
}

/** 张江科创园: A座 with 1层 holding 101室 (a tenant's) and 102室 (disabled); an operator holding 0101 signed in. */
export function resetEstate(): void {
  estate.tree = {
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
  estate.rooms = [room(101, 100, { companyName: '星云智能科技有限公司', companyId: 5 }), room(102, 100, { enabled: false })];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: ['0101'] });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
}

/** The calls the estate screen makes on opening and expanding: the tree, the import tasks and a floor's rooms. */
export const estateHandlers = [
  http.get('*/api/v1/park/estate/tree/:id', () => ok(estate.tree)),
  http.post('*/api/v1/admin/park/import/task/list', () => ok({ list: [], total: 0 })),
  http.post('*/api/v1/park/room/list', async ({ request }) => {
    const body = (await request.json()) as { floorId: number };
    const list = estate.rooms.filter((r) => r.floorId === body.floorId);
    return ok({ list, total: list.length });
  }),
];

// Nodes appear inside a motion wrapper first, where clicks do nothing; expand once they have settled.
export const expand = async (text: RegExp) => {
  await waitFor(() => expect(document.querySelector('.ant-tree-treenode-motion')).toBeNull());
  const node = screen.getByText(text).closest('.ant-tree-treenode');
  const switcher = node?.querySelector('.ant-tree-switcher');
  if (!switcher) throw new Error(`no switcher for ${String(text)}`);
  return userEvent.click(switcher);
};

/** The tree node whose title shows `text`. */
export async function treeNode(text: RegExp | string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('.ant-tree-treenode') as HTMLElement;
}

/** Types `values` into the open dialog's fields by label, then confirms it. */
export async function fillDialog(values: Record<string, string>) {
  const dialog = await screen.findByRole('dialog');
  for (const [label, text] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await userEvent.click(input);
    await userEvent.paste(text);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}
