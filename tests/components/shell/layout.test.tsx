import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScreenBoundary } from '@/app/screens/screen-boundary';
import { PRIVILEGES } from '@contract/privileges';
import { useParkStore } from '@/stores/park';
import { api, currentPath, manageMenus, menu, mock, ok, park, renderApp, server, signIn, startShellServer } from './shell-harness';

startShellServer();

function inPark(menus = manageMenus(5), parks = [park(1, '一号园区')], privileges: string[] = []) {
  signIn('manage', { privileges });
  useParkStore.getState().setParks(parks);
  useParkStore.getState().choosePark(parks[0] ?? park(1, '一号园区'));
  server.use(mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(menus)));
}

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /manage-user/ }));
}

describe('menu layout', () => {
  it('five top-level items form a top bar', async () => {
    inPark(manageMenus(5));
    renderApp('/park');
    const bar = await screen.findByRole('navigation', { name: '顶部菜单' });
    await waitFor(() => expect(bar).toHaveTextContent('菜单5'));
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument();
  });

  it('six top-level items form a side menu, entries with children as groups', async () => {
    const menus = manageMenus(6);
    menus[5] = menu(6, 'content', '内容管理', [menu(61, 'policy', '政策管理'), menu(62, 'bigscreen', '数据大屏')]);
    inPark(menus);
    renderApp('/park');
    const side = await screen.findByRole('navigation', { name: '侧边菜单' });
    await waitFor(() => expect(side).toHaveTextContent('内容管理'));
    expect(side).toHaveTextContent('政策管理');
    expect(screen.queryByRole('navigation', { name: '顶部菜单' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('数据大屏'));
    await waitFor(() => expect(currentPath()).toBe('/content/bigscreen'));
    expect(await screen.findByText('「bigscreen」页面将在后续版本提供')).toBeInTheDocument();
  });

  it('shows the voucher admin site to an operator holding 0108 only', async () => {
    const withVouchers = () => [...manageMenus(5), menu(6, 'public-service', '公共服务', [menu(61, 'policy', '政策管理'), menu(62, 'vouchers-manage', '服务券管理')])];
    inPark(withVouchers(), undefined, [PRIVILEGES.voucherAdmin.code]);
    const view = renderApp('/park');
    const side = await screen.findByRole('navigation', { name: '侧边菜单' });
    await waitFor(() => expect(side).toHaveTextContent('服务券管理'));
    server.use(mock.post(api('v1/innovation/vouchers/batch/list'), () => ok({ list: [], total: 0 })));
    await userEvent.click(screen.getByText('服务券管理'));
    await waitFor(() => expect(currentPath()).toBe('/public-service/vouchers-manage'));
    view.unmount();

    inPark(withVouchers(), undefined, [PRIVILEGES.contentPublish.code]);
    renderApp('/park');
    const without = await screen.findByRole('navigation', { name: '侧边菜单' });
    await waitFor(() => expect(without).toHaveTextContent('政策管理'));
    expect(without).not.toHaveTextContent('服务券管理');
  });

  it('the login page has no menu', async () => {
    renderApp('/login');
    await screen.findByText('园区管理');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/当前园区/)).not.toBeInTheDocument();
  });
});

describe('header and user menu', () => {
  it('shows the park and offers 账号信息 and 退出登录, without 切换园区 for a single park', async () => {
    inPark();
    renderApp('/park');
    expect(await screen.findByText('当前园区：一号园区')).toBeInTheDocument();
    await openUserMenu();
    expect(await screen.findByText('账号信息')).toBeInTheDocument();
    expect(screen.getByText('退出登录')).toBeInTheDocument();
    expect(screen.queryByText('切换园区')).not.toBeInTheDocument();
  });

  it('切换园区 returns to the root and its chooser', async () => {
    inPark(manageMenus(3), [park(1, '一号园区'), park(2, '二号园区')]);
    server.use(
      mock.post(api('v1/user/user/belong/park'), () => ok([park(1, '一号园区'), park(2, '二号园区')])),
      mock.get(api('v1/region/provinces'), () => ok([])),
    );
    renderApp('/park');
    await openUserMenu();
    await userEvent.click(await screen.findByText('切换园区'));
    expect(await screen.findByText('选择要进入的园区')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('退出登录 revokes the tokens, clears all local storage and goes to #/login', async () => {
    inPark();
    localStorage.setItem('another-key', 'x');
    let revoked = false;
    server.use(
      mock.post(api('v1/user/logout'), () => {
        revoked = true;
        return ok(null);
      }),
    );
    renderApp('/park');
    await openUserMenu();
    await userEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(currentPath()).toBe('/login?kind=manage'));
    expect(revoked).toBe(true);
    expect(await screen.findByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key !== 'park-console-session' && key !== 'park-console-park')).toEqual([]);
    expect(localStorage.getItem('park-console-session') ?? '').not.toContain('access-1');
  });
});

describe('resilience', () => {
  function Broken(): never {
    throw new Error('屏幕坏了');
  }

  it('a crashed screen shows a message and a retry, never a white page', async () => {
    let fail = true;
    function Flaky() {
      if (fail) return <Broken />;
      return <p>恢复了</p>;
    }
    render(
      <ScreenBoundary>
        <Flaky />
      </ScreenBoundary>,
    );
    expect(screen.getByText('页面出错了')).toBeInTheDocument();
    expect(screen.getByText('屏幕坏了')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重 试' }));
    expect(screen.getByText('恢复了')).toBeInTheDocument();
  });
});
