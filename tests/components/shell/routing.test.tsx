import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { api, currentPath, fill, HttpResponse, manageMenus, menu, mock, ok, park, renderApp, server, signIn, startShellServer } from './shell-harness';
import { companyRecord } from '../enterprise/record-data';

startShellServer();

const loginData = {
  user: { username: 'operator', avatar: null, userId: 7, email: 'op@park.cn', phone: '13800000000', userType: 8 },
  extra: { roleLevel: 1 },
};

function parksAre(parks: ReturnType<typeof park>[]) {
  server.use(mock.post(api('v1/user/user/belong/park'), () => ok(parks)));
}

/** The refresh grant that moves the session into the chosen park; records the parkIds asked for. */
function sessionMoves(privileges: string[] = []) {
  const parkIds: unknown[] = [];
  server.use(
    mock.post(api('v1/user/login'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      parkIds.push(body.parkId);
      return ok({ access_token: `a-${String(body.parkId)}`, refresh_token: 'r2', privileges, user: loginData.user, extra: { roleLevel: 2 } });
    }),
  );
  return parkIds;
}

function menusOf(parkId: number, menus = manageMenus(3)) {
  server.use(mock.get(api(`v1/menu/getCurrentUserMenu/${parkId}`), () => ok(menus)));
}

describe('route guard', () => {
  it('sends a visitor without a token to /login and, after login, back to the path asked for', async () => {
    parksAre([park(1, '一号园区')]);
    menusOf(1);
    server.use(
      mock.post(api('v1/user/login'), () =>
        ok({ access_token: 'a', refresh_token: 'r', privileges: [], user: loginData.user, extra: { roleLevel: 1 } }),
      ),
      mock.get(api('v1/user/loginData'), () => ok(loginData)),
    );
    renderApp('/accountInfo');
    await screen.findByRole('button', { name: '登 录' });
    expect(currentPath()).toBe('/login?redirect=%2FaccountInfo');
    fill('用户名', 'operator');
    fill('密码', 'Park@2026');
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));
    // The profile screen is lazy-loaded: its first import is slow under the test transform.
    expect(await screen.findByText('op@park.cn', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/accountInfo');
    expect(screen.getByText('当前园区：一号园区')).toBeInTheDocument();
  });

  it("a call answered 401 with code '4001' ends the session and the login page says why: a frozen account is told so", async () => {
    signIn('agent');
    server.use(mock.get(api('v1/user/loginData'), () => HttpResponse.json({ code: '4001', msg: '账号已被冻结，请联系管理员' }, { status: 401 })));
    renderApp('/accountInfo');
    expect(await screen.findByRole('button', { name: '登 录' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/login?redirect=%2FaccountInfo');
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(within(screen.getByRole('region', { name: '园区管理平台' })).getByRole('alert')).toHaveTextContent('账号已被冻结，请联系管理员');
    expect(screen.queryByText('登录已过期，请重新登录')).toBeNull();
  });

  it('a 4001 without words says the login expired', async () => {
    signIn('agent');
    server.use(mock.get(api('v1/user/loginData'), () => HttpResponse.json({ code: '4001' }, { status: 401 })));
    renderApp('/accountInfo');
    expect(await screen.findByRole('button', { name: '登 录' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '园区管理平台' })).getByRole('alert')).toHaveTextContent('登录已过期，请重新登录');
  });

  it('shows a not-found page with a way back for an unknown path', async () => {
    signIn('agent');
    renderApp('/no-such-screen');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('opens a bare /{screen} link (as messages carry) at the screen\'s menu path, keeping its query', async () => {
    signIn('manage');
    parksAre([park(5, '五号园区')]);
    sessionMoves();
    menusOf(5, [menu(1, 'public-service', '公共服务', [menu(11, 'bigscreen', '数据大屏')]), menu(2, 'role', '角色管理')]);
    renderApp('/bigscreen?id=42');
    expect(await screen.findByText('「bigscreen」页面将在后续版本提供', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/public-service/bigscreen?id=42');
  });
});

describe('home decisions (spec §2, then the to-do home of issue 24)', () => {
  it('manage with no park enters its to-do home', async () => {
    signIn('manage');
    parksAre([]);
    menusOf(0, [menu(1, 'bigscreen', '数据大屏'), menu(2, 'role', '角色管理')]);
    renderApp('/');
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(useParkStore.getState().needSwitch).toBe(false);
  });

  it('manage with one park enters it, then its to-do home', async () => {
    signIn('manage');
    const moves = sessionMoves(['0108']);
    parksAre([park(5, '五号园区')]);
    menusOf(5, [menu(1, 'public-service', '公共服务', [menu(11, 'advice-order', '咨询订单')]), menu(2, 'role', '角色管理')]);
    renderApp('/');
    expect(await screen.findByText('暂无待办', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(screen.getByText('当前园区：五号园区')).toBeInTheDocument();
    expect(moves).toEqual([5]);
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 'a-5', privileges: ['0108'], roleLevel: 2 });
  });

  it('manage with three parks sets need-switch and shows the chooser; choosing enters the park', async () => {
    signIn('manage');
    const moves = sessionMoves();
    parksAre([park(1, '一号园区'), park(2, '二号园区'), park(3, '三号园区')]);
    menusOf(2, [menu(1, 'bigscreen', '数据大屏')]);
    server.use(mock.get(api('v1/region/provinces'), () => ok([{ id: '11', name: '北京市' }])));
    renderApp('/');
    expect(await screen.findByText('选择要进入的园区')).toBeInTheDocument();
    expect(useParkStore.getState().needSwitch).toBe(true);
    const cards = within(screen.getByRole('list', { name: '园区列表' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).getByRole('img')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: '选 择' })).toBeInTheDocument();
    }
    for (const placeholder of ['请选择省', '请选择市', '请选择区', '请选择园区']) {
      expect(screen.getByText(placeholder)).toBeInTheDocument();
    }
    await userEvent.click(within(screen.getByRole('listitem', { name: '二号园区' })).getByRole('button'));
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(useParkStore.getState()).toMatchObject({ parkId: 2, parkName: '二号园区', needSwitch: false });
    expect(moves).toEqual([2]);
  });

  it('the park switcher narrows the parks by province, then city', async () => {
    signIn('manage');
    parksAre([
      park(1, '一号园区', { provinceCode: '11', cityCode: '1101' }),
      park(2, '二号园区', { provinceCode: '31', cityCode: '3101' }),
      park(3, '三号园区', { provinceCode: '31', cityCode: '3102' }),
    ]);
    server.use(
      mock.get(api('v1/region/provinces'), () => ok([{ id: '11', name: '北京市' }, { id: '31', name: '上海市' }])),
      mock.get(api('v1/region/cities/31'), () => ok([{ id: '3101', name: '市辖区' }, { id: '3102', name: '县' }])),
      mock.get(api('v1/region/areas/3102'), () => ok([{ id: '310230', name: '崇明区' }])),
    );
    renderApp('/');
    const list = await screen.findByRole('list', { name: '园区列表' });
    await userEvent.click(screen.getByRole('combobox', { name: '省' }));
    await userEvent.click(await screen.findByText('上海市'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('combobox', { name: '市' }));
    await userEvent.click(await screen.findByText('县'));
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['三号园区']));
    await userEvent.click(screen.getByRole('combobox', { name: '区' }));
    expect(await screen.findByText('崇明区')).toBeInTheDocument();
  });

  it('agent goes to its to-do home', async () => {
    signIn('agent');
    renderApp('/');
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
  });

  it('front goes to its to-do home', async () => {
    signIn('front');
    parksAre([park(3, '三号园区')]);
    server.use(
      mock.get(api('iv/company/personerInfo'), () => ok({ companyId: 7, companyName: '甲公司', state: 1, parkId: 1 })),
      mock.get(api('v1/enterprise/detail/1/7'), () => ok(companyRecord({ state: 1 }))),
    );
    renderApp('/');
    expect(await screen.findByText('暂无待办')).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(screen.getByText('当前园区：三号园区')).toBeInTheDocument();
  });
});

describe('screens and privileges', () => {
  it('opens a fixed extra route with its breadcrumb; the first of several crumbs goes back', async () => {
    signIn('agent');
    renderApp('/mechanism-info');
    await screen.findByText('机构信息待完善');
    server.use(mock.get(api('v1/region/provinces'), () => ok([])));
    window.location.hash = '#/mechanism-info/org-info-write';
    expect(await screen.findByRole('textbox', { name: '统一社会信用代码' })).toBeInTheDocument();
    expect(screen.getAllByText('完善机构信息').length).toBeGreaterThan(0);
    // The crumb, not the open page's link of the same name in the tab strip.
    const tabs = screen.getByRole('navigation', { name: '已打开的页面' });
    const crumb = screen.getAllByRole('link', { name: '机构信息' }).find((link) => !tabs.contains(link));
    await userEvent.click(crumb ?? tabs);
    await waitFor(() => expect(currentPath()).toBe('/mechanism-info'));
  });

  it('the voucher admin site needs privilege 0108, else 暂无权限', async () => {
    signIn('manage');
    useParkStore.getState().choosePark({ id: 1, name: '一号园区' });
    menusOf(1);
    renderApp('/vouchers-manage');
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    server.use(mock.post(api('v1/innovation/vouchers/batch/list'), () => ok({ list: [], total: 0 })));
    useSessionStore.setState({ privileges: ['0108'] });
    expect(await screen.findByRole('button', { name: '新增批次' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
