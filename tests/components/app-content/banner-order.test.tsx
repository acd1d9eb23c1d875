import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appContentCalls, slotCalls, type AppItem } from '@/api/app-content';
import { PRIVILEGES } from '@contract/privileges';
import { AppSetManageScreen } from '@/features/app-content/app-set-manage-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const banner = (id: number, title: string, sort: number): AppItem => ({
  id, parkId: 3, kind: 'banner', title, image: `/demo/b${id}.svg`, link: '/policy', linkTitle: null, phone: null, sort, validFrom: null, validTo: null, live: true, version: 0,
});

let banners: AppItem[] = [];
let orders: { id: number; version: number }[][] = [];
let refuse = false;

setupMsw(
  mockCall(slotCalls.banner.list, () => banners),
  mockCall(slotCalls.banner.order, ({ body: { items } }) => {
    orders.push(items);
    if (refuse) return refused('状态已变更，请刷新后重试');
    banners = items.map((item, i) => ({ ...banners.find((b) => b.id === item.id)!, sort: i + 1, version: item.version + 1 }));
    return banners;
  }),
  ...(['carousel', 'quickEnter', 'phone', 'recommend'] as const).map((kind) => mockCall(slotCalls[kind].list, () => [])),
  mockCall(appContentCalls.preview, () => ({ banners, carousels: [], quickEnters: [], phones: [], recommends: [], dynamics: [] })),
);

beforeEach(() => {
  banners = [banner(1, '开放日', 1), banner(2, '信用贷', 2), banner(3, '人才政策', 3)];
  orders = [];
  refuse = false;
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.contentPublish.code] });
  useParkStore.setState({ parkId: 3, parkName: '张江科创园' });
});

const renderManage = () => renderRoutes([{ path: '/appSet-manage', element: <AppSetManageScreen /> }], '/appSet-manage');
const previewOrder = () => within(screen.getByRole('list', { name: '预览横幅' })).getAllByRole('listitem').map((i) => i.getAttribute('aria-label'));

describe('banner ordering on appSet-manage', () => {
  it('moves a banner with the keyboard buttons: one order call with every version, and the preview follows', async () => {
    renderManage();
    await waitFor(() => expect(previewOrder()).toEqual(['开放日', '信用贷', '人才政策']));
    await userEvent.click(screen.getByRole('button', { name: '下移「开放日」' }));
    await waitFor(() => expect(orders).toEqual([[{ id: 2, version: 0 }, { id: 1, version: 0 }, { id: 3, version: 0 }]]));
    await waitFor(() => expect(previewOrder()).toEqual(['信用贷', '开放日', '人才政策']));
  });

  it('drops a dragged banner in its new place; a refused order goes back', async () => {
    renderManage();
    const list = await screen.findByRole('list', { name: '首页横幅顺序' });
    await within(list).findByRole('listitem', { name: '人才政策' });
    refuse = true;
    const rows = within(list).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '', effectAllowed: 'all' };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    await waitFor(() => expect(orders.at(-1)?.map((i) => i.id)).toEqual([3, 1, 2]));
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((i) => i.getAttribute('aria-label'))).toEqual(['开放日', '信用贷', '人才政策']));
  });
});
