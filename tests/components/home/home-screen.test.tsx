import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeCalls, type Home } from '@/api/home';
import { useLanguageStore } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { HOME_KINDS } from '@contract/home';
import type { Message } from '@contract/schemas/messages';
import { api, currentPath, manageMenus, mock, ok, park, renderApp, server, signIn, startShellServer } from '../shell/shell-harness';
import { mockCall } from '../shared/mock-call';
import { messageStreamMock } from '../shared/message-stream-mock';

startShellServer();

const waiting = (count: number): Home => ({
  kinds: [
    {
      kind: 'orderRoute', label: HOME_KINDS.orderRoute.label, count, overdue: 1, screen: '/order/serviceOrder',
      rows: [
        { id: 3, title: '代理记账与税务申报', since: '2026-11-01T02:00:00.000Z', overdue: true, link: '/serviceOrderDetail?id=3&parkId=1' },
        { id: 9, title: '高新技术企业认定', since: '2026-11-20T02:00:00.000Z', overdue: false, link: '/serviceOrderDetail?id=9&parkId=1' },
      ],
    },
    { kind: 'checkIn', label: HOME_KINDS.checkIn.label, count: 0, overdue: 0, screen: '/enterprise/checkcompany', rows: [] },
  ],
});

const arrived: Message = { id: 51, kind: 'companyApplied', title: '甲公司提交了入驻申请', body: '请审核', link: '/checkcompany', parkId: 1, readAt: null, createdAt: '2026-11-27T08:00:00.000Z' };

function operatorInPark() {
  signIn('manage');
  useParkStore.getState().setParks([park(1, '一号园区')]);
  useParkStore.getState().choosePark(park(1, '一号园区'));
  server.use(mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(manageMenus(3))));
}

describe('待办 (the to-do home)', () => {
  it('counts each kind that waits, marks the overdue, and links every row to the screen where the user acts', async () => {
    operatorInPark();
    server.use(mockCall(homeCalls.manage, () => waiting(2)));
    renderApp('/home');
    const rows = await screen.findByRole('list', { name: HOME_KINDS.orderRoute.label });
    expect(screen.getByText('2 项')).toBeInTheDocument();
    expect(screen.getByText('超时 1')).toBeInTheDocument();
    const [oldest, newer] = within(rows).getAllByRole('listitem');
    expect(within(oldest as HTMLElement).getByRole('link', { name: '代理记账与税务申报' })).toHaveAttribute('href', '#/serviceOrderDetail?id=3&parkId=1');
    expect(within(oldest as HTMLElement).getByText('已超时')).toBeInTheDocument();
    expect(within(newer as HTMLElement).queryByText('已超时')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${HOME_KINDS.orderRoute.label}：查看全部` })).toHaveAttribute('href', '#/order/serviceOrder');
    // A kind with nothing waiting is left out.
    expect(screen.queryByText(HOME_KINDS.checkIn.label)).not.toBeInTheDocument();
    expect(currentPath()).toBe('/home');
  });

  it('says 暂无待办 when nothing waits', async () => {
    signIn('agent');
    renderApp('/home');
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
  });

  it('reads again when a message arrives', async () => {
    operatorInPark();
    const stream = messageStreamMock();
    let count = 1;
    server.use(stream.handler, mockCall(homeCalls.manage, () => waiting(count)));
    renderApp('/home');
    expect(await screen.findByText('1 项')).toBeInTheDocument();
    await waitFor(() => expect(stream.opened.length).toBeGreaterThan(0));
    count = 2;
    stream.push(arrived);
    expect(await screen.findByText('2 项')).toBeInTheDocument();
  });

  it('speaks English: the kind by its English name, counts, the overdue mark and the link to all', async () => {
    await act(() => useLanguageStore.getState().choose('en-US'));
    try {
      operatorInPark();
      server.use(mockCall(homeCalls.manage, () => waiting(2)));
      renderApp('/home');
      const rows = await screen.findByRole('list', { name: 'Applications to assign or review' });
      expect(screen.getByText('2 items')).toBeInTheDocument();
      expect(screen.getByText('1 overdue')).toBeInTheDocument();
      expect(within(rows).getByText('Overdue')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Applications to assign or review: view all' })).toHaveTextContent('View all');
    } finally {
      await act(() => useLanguageStore.getState().choose('zh-CN'));
    }
  });
});
