import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '@/api/messages';
import { useParkStore } from '@/stores/park';
import { api, currentPath, manageMenus, mock, ok, park, renderApp, server, signIn, startShellServer } from '../shell/shell-harness';
import { messageStreamMock } from '../shared/message-stream-mock';

startShellServer();

const message = (id: number, title: string, read: boolean, link = '/policy'): Message => ({
  id, kind: 'companyApplied', title, body: `${title}的内容`, link, parkId: 1,
  readAt: read ? '2026-05-01T08:00:00.000Z' : null, createdAt: '2026-05-01T07:00:00.000Z',
});

/** A signed-in operator whose messages the handlers serve; returns what the calls saw. */
function withMessages(messages: Message[]) {
  const seen = { counts: 0, read: [] as number[], readAll: 0, lists: [] as unknown[], arrivals: [] as string[] };
  const unread = () => messages.filter((m) => !m.readAt).length;
  signIn('manage');
  const parks = [park(1, '一号园区')];
  useParkStore.getState().setParks(parks);
  useParkStore.getState().choosePark(parks[0]!);
  server.use(
    mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(manageMenus(5))),
    mock.get(api('v1/message/unread/count'), () => {
      seen.counts += 1;
      return ok({ count: unread() });
    }),
    mock.post(api('v1/message/list'), async ({ request }) => {
      const body = (await request.json()) as { status?: string; pageSize?: number };
      seen.lists.push(body);
      const list = messages.filter((m) => !body.status || (body.status === 'unread') === !m.readAt);
      return ok({ list: list.slice(0, body.pageSize ?? 10), total: list.length });
    }),
    mock.post(api('v1/message/read/all'), () => {
      seen.readAll += 1;
      const updated = unread();
      for (const m of messages) m.readAt ??= '2026-05-02T00:00:00.000Z';
      return ok({ updated });
    }),
    mock.post(api('v1/message/read/link'), async ({ request }) => {
      const { link } = (await request.json()) as { link: string };
      seen.arrivals.push(link);
      const opened = messages.filter((m) => !m.readAt && m.link === link);
      for (const m of opened) m.readAt = '2026-05-02T00:00:00.000Z';
      return ok({ updated: opened.length });
    }),
    mock.post(api('v1/message/read/:id'), ({ params }) => {
      const id = Number(params.id);
      seen.read.push(id);
      const found = messages.find((m) => m.id === id)!;
      found.readAt ??= '2026-05-02T00:00:00.000Z';
      return ok(found);
    }),
  );
  return seen;
}

describe('the message bell', () => {
  it('shows the unread count in the header', async () => {
    withMessages([message(1, '甲公司提交了入驻申请', false), message(2, '乙公司提交了入驻申请', false), message(3, '丙公司提交了入驻申请', true)]);
    renderApp('/news');
    expect(await screen.findByRole('button', { name: '消息，2 条未读' })).toBeInTheDocument();
  });

  it('opens the latest messages; clicking one marks it read, updates the count and goes to its link', async () => {
    const seen = withMessages([message(1, '甲公司提交了入驻申请', false, '/policy'), message(2, '乙公司提交了入驻申请', true, '/news')]);
    renderApp('/news');
    await userEvent.click(await screen.findByRole('button', { name: '消息，1 条未读' }));
    const latest = await screen.findByRole('list', { name: '最新消息' });
    expect(within(latest).getByText('乙公司提交了入驻申请')).toBeInTheDocument();
    expect(seen.lists).toContainEqual({ pageNum: 1, pageSize: 5 });
    await userEvent.click(within(latest).getByText('甲公司提交了入驻申请'));
    await waitFor(() => expect(currentPath()).toBe('/policy'));
    expect(seen.read).toEqual([1]);
    expect(await screen.findByRole('button', { name: '消息' })).toBeInTheDocument();
  });

  it('opening a read message only navigates; 查看全部 leads to the message centre', async () => {
    const seen = withMessages([message(2, '乙公司提交了入驻申请', true, '/policy')]);
    renderApp('/news');
    await userEvent.click(await screen.findByRole('button', { name: '消息' }));
    await userEvent.click(await screen.findByText('乙公司提交了入驻申请'));
    await waitFor(() => expect(currentPath()).toBe('/policy'));
    expect(seen.read).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '消息' }));
    await userEvent.click(await screen.findByRole('link', { name: '查看全部' }));
    await waitFor(() => expect(currentPath()).toBe('/messages'));
  });

  it('arriving at the screen a message links to, by any way, takes it out of the bell', async () => {
    const seen = withMessages([message(1, '甲公司提交了入驻申请', false, '/news'), message(2, '乙公司提交了入驻申请', false, '/policy')]);
    renderApp('/news');
    await waitFor(() => expect(seen.arrivals).toContain('/news'));
    expect(await screen.findByRole('button', { name: '消息，1 条未读' })).toBeInTheDocument();
    expect(seen.read).toEqual([]);
  });

  it('is not on the sign-in page', async () => {
    const seen = withMessages([message(1, '甲公司提交了入驻申请', false)]);
    renderApp('/login');
    await screen.findByText('园区管理');
    expect(screen.queryByRole('button', { name: /^消息/ })).not.toBeInTheDocument();
    expect(seen.counts).toBe(0);
  });
});

describe('the message centre screen', () => {
  it('lists read and unread messages, filters them and marks all read', async () => {
    const seen = withMessages([message(1, '甲公司提交了入驻申请', false), message(2, '乙公司提交了入驻申请', true)]);
    renderApp('/messages');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('甲公司提交了入驻申请')).toBeInTheDocument();
    expect(within(table).getByText('未读')).toBeInTheDocument();
    expect(within(table).getByText('已读')).toBeInTheDocument();
    // The screen's own title, besides its tab's.
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(screen.getAllByText('消息中心').filter((shown) => !tabs.contains(shown))).toHaveLength(1);

    renderApp('/messages?status=unread');
    await waitFor(() => expect(seen.lists).toContainEqual({ pageNum: 1, pageSize: 10, status: 'unread' }));

    await userEvent.click(screen.getAllByRole('button', { name: '全部标为已读' })[0]!);
    await waitFor(() => expect(seen.readAll).toBe(1));
    expect(await screen.findByRole('button', { name: '消息' })).toBeInTheDocument();
  });

  it('opens a message from the list: marks it read and goes to its link', async () => {
    const seen = withMessages([message(1, '甲公司提交了入驻申请', false, '/news')]);
    renderApp('/messages');
    const table = await screen.findByRole('table');
    await within(table).findByText('甲公司提交了入驻申请');
    await userEvent.click(within(table).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(currentPath()).toBe('/news'));
    expect(seen.read).toEqual([1]);
  });
});

describe('messages pushed to the bell', () => {
  it('updates the count as soon as a message is pushed or read elsewhere, and resumes after a break from the last id seen', async () => {
    const messages = [message(1, '甲公司提交了入驻申请', true)];
    const stream = messageStreamMock();
    server.use(stream.handler);
    withMessages(messages);
    renderApp('/news');
    expect(await screen.findByRole('button', { name: '消息' })).toBeInTheDocument();
    await waitFor(() => expect(stream.opened).toEqual([null]));

    const pushed = message(7, '乙公司提交了入驻申请', false);
    messages.push(pushed);
    stream.push(pushed);
    expect(await screen.findByRole('button', { name: '消息，1 条未读' })).toBeInTheDocument();

    // The stream breaks: the console opens it again, asking for what came after the last message it saw.
    stream.drop();
    await waitFor(() => expect(stream.opened).toEqual([null, 7]), { timeout: 5000 });
    const next = message(8, '丙公司提交了入驻申请', false);
    messages.push(next);
    stream.push(next);
    expect(await screen.findByRole('button', { name: '消息，2 条未读' })).toBeInTheDocument();

    // Read in another tab: the stream says so, and this tab's bell counts again.
    for (const m of messages) m.readAt ??= '2026-05-02T00:00:00.000Z';
    stream.read();
    expect(await screen.findByRole('button', { name: '消息' })).toBeInTheDocument();
  });
});
