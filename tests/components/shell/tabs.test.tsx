import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { personnelCalls, type Personnel } from '@/api/personnel';
import { FRESH_MS } from '@/app/query/query-client';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { TABS_STORAGE_KEY, useTabsStore } from '@/stores/tabs';
import { PRIVILEGES } from '@contract/privileges';
import { estate, estateHandlers, expand, resetEstate, room } from '../park/estate-kit';
import { mockCall } from '../shared/mock-call';
import { staff } from '../staff/staff-data';
import { api, currentPath, manageMenus, mock, ok, renderApp, server, signIn, startShellServer } from './shell-harness';

startShellServer();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const people: Personnel[] = Array.from({ length: 12 }, (_, i) => staff(12 - i));

/** A settled company with its staff list (12 people, two pages) and its account. */
function settledCompany() {
  signIn('front');
  useParkStore.getState().choosePark({ id: 1, name: '一号园区' });
  useParkStore.getState().setCheckIn(1);
  server.use(
    mockCall(personnelCalls.lists, ({ body }) => {
      const matched = people.filter((row) => !body.name || row.name.includes(String(body.name)));
      const start = (Number(body.pageNum) - 1) * Number(body.pageSize);
      return { list: matched.slice(start, start + Number(body.pageSize)), total: matched.length };
    }),
    mock.get(api('v1/user/loginData'), () =>
      ok({ user: { username: 'company', avatar: null, userId: 7, email: 'co@park.cn', phone: '13800000000', userType: 9 }, extra: { roleLevel: 1 } }),
    ),
  );
}

// The open pages are links in a navigation landmark, the shown one the current page (not an ARIA tab list).
const strip = () => within(screen.getByRole('navigation', { name: '已打开的页面' })).getByRole('list');
const tab = (name: string) => within(strip()).getByRole('link', { name });
const tabNames = () => within(strip()).getAllByRole('link').map((each) => each.textContent);

/** Opens a URL as a link or the address bar would, and waits for its tab to be the selected one. */
async function go(path: string, title: string) {
  window.location.hash = `#${path}`;
  await waitFor(() => expect(tab(title)).toHaveAttribute('aria-current', 'page'), { timeout: 15_000 });
}

/** jsdom never ends a motion: a closed menu's leave is ended as a browser would (tests/setup/antd-feedback.ts). */
async function menusClosed() {
  await waitFor(() => {
    for (const popup of document.querySelectorAll('.ant-dropdown')) popup.dispatchEvent(new Event('transitionend'));
    expect(screen.queryByRole('menuitem', { name: '重新打开已关闭' })).not.toBeInTheDocument();
  });
}

async function pick(command: string) {
  await userEvent.click(await screen.findByRole('menuitem', { name: command }));
  await menusClosed();
}

async function onTabMenu(title: string, command: string) {
  fireEvent.contextMenu(tab(title));
  await pick(command);
}

const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);

// Each case opens several lazily loaded screens: more than the default 20 s on a loaded 2-core machine.
describe('tabs that keep their state (issue 24 point 3)', { timeout: 60_000 }, () => {
  it('keeps each screen\'s page, typed filter and unsaved form while another tab is shown', async () => {
    settledCompany();
    renderApp('/staffManage');
    expect(await screen.findByText('共 12 条', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(currentPath()).toBe('/staffManage?pageNum=2'));
    await waitFor(() => expect(rowNames()).toEqual(['员工2', '员工1']));
    // Typed, not searched yet: only the screen's own state holds it.
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '员工3');

    await userEvent.click(screen.getByRole('button', { name: '新增员工' }));
    await waitFor(() => expect(currentPath()).toBe('/staffAddOrEdit'));
    const formName = await screen.findByRole('textbox', { name: '姓名' }, { timeout: 8000 });
    expect(formName).toHaveValue('');
    await userEvent.type(formName, '张三');
    expect(tabNames()).toEqual(['员工管理', '新增/编辑员工']);

    // Back to the list: its page in the URL and its rows, and the name typed in its search box.
    await userEvent.click(tab('员工管理'));
    await waitFor(() => expect(currentPath()).toBe('/staffManage?pageNum=2'));
    expect(rowNames()).toEqual(['员工2', '员工1']);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('员工3');
    // Only the shown tab's screen is in the document.
    expect(screen.queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();

    // And to the form: what was typed is still there, without a leave question (nothing was lost).
    await userEvent.click(tab('新增/编辑员工'));
    await waitFor(() => expect(currentPath()).toBe('/staffAddOrEdit'));
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('张三');
    expect(screen.queryByText('有未保存的修改，确定离开吗？')).not.toBeInTheDocument();

    // Closing the form with unsaved changes asks first; staying keeps it.
    await onTabMenu('新增/编辑员工', '关闭');
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('有未保存的修改，确定关闭吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '留 下' }));
    expect(tabNames()).toEqual(['员工管理', '新增/编辑员工']);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('张三');
  });

  it('closes a tab, the others, those to the right, and reopens the last closed', async () => {
    settledCompany();
    renderApp('/home');
    await go('/home', '待办');
    await go('/staffManage', '员工管理');
    await go('/staffAddOrEdit', '新增/编辑员工');
    await go('/accountInfo', '账号信息');
    expect(tabNames()).toEqual(['待办', '员工管理', '新增/编辑员工', '账号信息']);

    // Closing the shown tab (its own close button) shows its neighbour; the fixed home has none.
    expect(within(strip()).queryByRole('button', { name: '关闭 待办' })).not.toBeInTheDocument();
    await userEvent.click(within(strip()).getByRole('button', { name: '关闭 账号信息' }));
    await waitFor(() => expect(currentPath()).toBe('/staffAddOrEdit'));
    expect(tabNames()).toEqual(['待办', '员工管理', '新增/编辑员工']);

    await userEvent.click(screen.getByRole('button', { name: '标签操作' }));
    await pick('重新打开已关闭');
    await waitFor(() => expect(currentPath()).toBe('/accountInfo'));
    expect(tabNames()).toEqual(['待办', '员工管理', '新增/编辑员工', '账号信息']);

    await onTabMenu('新增/编辑员工', '关闭其他');
    await waitFor(() => expect(currentPath()).toBe('/staffAddOrEdit'));
    expect(tabNames()).toEqual(['待办', '新增/编辑员工']);

    await onTabMenu('待办', '关闭右侧');
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(tabNames()).toEqual(['待办']);

    // Reopened last closed first: 新增/编辑员工, then 账号信息 and 员工管理 (closed together, in strip order).
    await onTabMenu('待办', '重新打开已关闭');
    await waitFor(() => expect(currentPath()).toBe('/staffAddOrEdit'));
    await onTabMenu('待办', '重新打开已关闭');
    await waitFor(() => expect(currentPath()).toBe('/accountInfo'));
    expect(tabNames()).toEqual(['待办', '新增/编辑员工', '账号信息']);
    // The to-do home is fixed.
    fireEvent.contextMenu(tab('待办'));
    expect(await screen.findByRole('menuitem', { name: '关闭' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps at most the configured number of tabs, evicting the least recently shown', async () => {
    vi.stubEnv('VITE_KEPT_TABS', '3');
    settledCompany();
    renderApp('/home');
    await go('/home', '待办');
    await go('/staffManage', '员工管理');
    await go('/staffAddOrEdit', '新增/编辑员工');
    await userEvent.click(tab('员工管理'));
    await waitFor(() => expect(currentPath()).toBe('/staffManage'));
    await go('/accountInfo', '账号信息');
    // 员工管理 is older in the strip but was shown more recently than the form; the home is fixed.
    expect(tabNames()).toEqual(['待办', '员工管理', '账号信息']);
    await onTabMenu('账号信息', '重新打开已关闭');
    await waitFor(() => expect(currentPath()).toBe('/staffAddOrEdit'));
    // Reopening the evicted one evicts the next least recent (the home is shown least recently but stays).
    expect(tabNames()).toEqual(['待办', '账号信息', '新增/编辑员工']);
  });

  it('brings the open tabs back after a reload, each at its own URL', async () => {
    settledCompany();
    const first = renderApp('/home');
    await go('/home', '待办');
    await go('/staffManage?pageNum=2', '员工管理');
    await go('/staffAddOrEdit', '新增/编辑员工');
    first.unmount();
    // A reload keeps only what the browser stored.
    useTabsStore.setState(useTabsStore.getInitialState(), true);

    renderApp('/home');
    await waitFor(() => expect(tabNames()).toEqual(['待办', '员工管理', '新增/编辑员工']));
    expect(tab('待办')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(tab('员工管理'));
    await waitFor(() => expect(currentPath()).toBe('/staffManage?pageNum=2'));
    await waitFor(() => expect(rowNames()).toEqual(['员工2', '员工1']));
  });

  it('drops a stored tab the gate now refuses, and a sign-out forgets them all', async () => {
    signIn('manage', { privileges: [PRIVILEGES.voucherAdmin.code] });
    useParkStore.getState().choosePark({ id: 1, name: '一号园区' });
    server.use(
      mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(manageMenus(3))),
      mock.post(api('v1/innovation/vouchers/batch/list'), () => ok({ list: [], total: 0 })),
      mock.post(api('v1/user/logout'), () => ok(null)),
      mock.get(api('v1/user/loginData'), () =>
        ok({ user: { username: 'manage-user', avatar: null, userId: 7, email: 'op@park.cn', phone: '13800000000', userType: 8 }, extra: { roleLevel: 1 } }),
      ),
    );
    const first = renderApp('/home');
    await go('/home', '待办');
    await go('/vouchers-manage', '服务券管理');
    await go('/accountInfo', '账号信息');
    first.unmount();
    useTabsStore.setState(useTabsStore.getInitialState(), true);

    // The role lost the voucher privilege meanwhile.
    useSessionStore.getState().setGrants([], 1);
    const second = renderApp('/home');
    await screen.findByRole('navigation', { name: '顶部菜单' });
    await waitFor(() => expect(tabNames()).toEqual(['待办', '账号信息']));
    expect(localStorage.getItem(TABS_STORAGE_KEY)).not.toContain('vouchers-manage');

    await userEvent.click(await screen.findByRole('button', { name: /manage-user/ }));
    await userEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(currentPath()).toBe('/login?kind=manage'));
    expect(localStorage.getItem(TABS_STORAGE_KEY)).toBeNull();
    second.unmount();

    // Signed in again (without a reload): none of the old tabs.
    signIn('manage');
    useParkStore.getState().choosePark({ id: 1, name: '一号园区' });
    renderApp('/home');
    await waitFor(() => expect(tabNames()).toEqual(['待办']));
  });

  it('shows a kept screen\'s data fresh when it is shown again, its opened floor still open', async () => {
    signIn('manage', { privileges: [PRIVILEGES.parkAdmin.code] });
    useParkStore.getState().choosePark({ id: 1, name: '张江科创园' });
    resetEstate();
    server.use(
      ...estateHandlers,
      mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(manageMenus(1))),
      mock.get(api('v1/user/loginData'), () =>
        ok({ user: { username: 'manage-user', avatar: null, userId: 7, email: 'op@park.cn', phone: '13800000000', userType: 8 }, extra: { roleLevel: 1 } }),
      ),
    );
    renderApp('/park-build');
    await go('/park-build', '楼宇管理');
    await screen.findByText('张江科创园 · 楼宇管理', undefined, { timeout: 10_000 });
    await expand(/A座（编号 1）/);
    await expand(/1层（2 间）/);
    expect(await screen.findByText('101室（101，80㎡）· 星云智能科技有限公司')).toBeInTheDocument();

    await go('/accountInfo', '账号信息');
    // Meanwhile the company moved out (on another screen, or by another operator), and what was loaded went stale.
    estate.rooms = [room(101, 100), room(102, 100, { enabled: false })];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRESH_MS + 1000);

    await userEvent.click(tab('楼宇管理'));
    expect(await screen.findByText('101室（101，80㎡）', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(/星云智能科技有限公司/)).not.toBeInTheDocument();
  });
});
