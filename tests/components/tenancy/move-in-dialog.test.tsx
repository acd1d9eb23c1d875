import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { attachMessages } from '@/app/feedback/message-queue';
import { SettleCompanyScreen } from '@/features/tenancy/settle-company-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { PRIVILEGES } from '@contract/privileges';
import { renderRoutes, setupMsw } from '../shared/test-kit';
import { company, listHandler, ok, optionHandlers, refused, type ListState } from './tenancy-data';

const state: ListState = { companies: [], bodies: [] };
let sent: unknown[] = [];
let refusal: string | null = null;

setupMsw(
  listHandler(state),
  ...optionHandlers,
  http.get('*/api/v1/enterprise/moveIn/:id', () =>
    ok({
      company: { id: 1, parkId: 1, name: '星云智能科技有限公司', state: 1, version: 1 },
      rooms: [{ id: 101, name: '101室', floorId: 11, floorName: '1层', buildingId: 5, buildingName: 'A座', areaSqm: 120 }],
      buildings: [{ id: 5, name: 'A座', number: '1' }, { id: 6, name: 'B座', number: '2' }],
    }),
  ),
  http.post('*/api/v1/enterprise/moveIn', async ({ request }) => {
    const body = (await request.json()) as { roomIds: number[] };
    sent.push(body);
    return refusal ? refused(refusal, 'roomIds') : ok({ companyId: 1, state: 1, version: 1, roomIds: body.roomIds });
  }),
);

beforeEach(() => {
  state.companies = [company(1, { name: '星云智能科技有限公司' })];
  state.bodies = [];
  sent = [];
  refusal = null;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.companyTenancy.code] });
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

async function openDialog() {
  renderRoutes([{ path: '/settlecompany', element: <SettleCompanyScreen /> }], '/settlecompany');
  await screen.findByText('共 1 条');
  await userEvent.click(screen.getByRole('button', { name: /迁\s*入/ }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('A座 1层 101室')).toBeInTheDocument();
  return dialog;
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByTitle(option));
}

describe('move-in dialog', () => {
  it('picks free rooms building by building and floor by floor, occupied ones disabled, and moves the company in', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: /确\s*定/ })).toBeDisabled();
    await choose(dialog, '楼栋', 'A座');
    await choose(dialog, '楼层', '1层');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '房间' }));
    const taken = await screen.findByTitle('102室（80㎡）（已占用）');
    expect(taken.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    expect(screen.getByTitle('101室（120㎡）（本企业）').closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    await userEvent.click(screen.getByTitle('103室（60㎡）'));
    await choose(dialog, '楼层', '2层');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '房间' }));
    await userEvent.click(await screen.findByTitle('201室（90㎡）'));
    expect(within(dialog).getByText('已选房间（2）')).toBeInTheDocument();
    expect(within(dialog).getByText('A座 1层 103室')).toBeInTheDocument();
    expect(within(dialog).getByText('A座 2层 201室')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent).toEqual([{ companyId: 1, roomIds: [103, 201], date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]));
    await waitFor(() => expect(state.bodies).toHaveLength(2));
  });

  it('keeps the choices when a room was taken meanwhile, and says so under the rooms, not on top', async () => {
    refusal = '房间已被占用：A座 1层 103室';
    const toasts: string[] = [];
    const detach = attachMessages((text) => toasts.push(text));
    const dialog = await openDialog();
    await choose(dialog, '楼栋', 'A座');
    await choose(dialog, '楼层', '1层');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '房间' }));
    await userEvent.click(await screen.findByTitle('103室（60㎡）'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const chosen = within(dialog).getByText('已选房间（1）').closest('.ant-form-item') as HTMLElement;
    expect(await within(chosen).findByText('房间已被占用：A座 1层 103室')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts).toEqual([]);
    await userEvent.click(chosen.querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(within(dialog).queryByText('房间已被占用：A座 1层 103室')).not.toBeInTheDocument());
    detach();
  });
});
