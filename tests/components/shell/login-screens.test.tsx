import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '@/app/app-root';
import { preloadFirstView } from '@/app/feedback/framed-router';
import { KIND_INDEX_ATTRIBUTE, PRERENDERED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from '@/features/auth/prerendered-form';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { api, currentPath, HttpResponse, mock, ok, refused, renderApp, server, signIn, startShellServer, fill } from './shell-harness';

startShellServer();

function loginAnswer(userType: number) {
  return {
    access_token: 'acc',
    refresh_token: 'ref',
    privileges: ['0108'],
    user: { username: 'u', avatar: null, userId: 3, email: null, phone: null, userType },
    extra: { roleLevel: 2 },
  };
}

async function fillLogin(username: string, password: string) {
  fill('用户名', username);
  fill('密码', password);
  await userEvent.click(screen.getByRole('button', { name: '登 录' }));
}

describe('/login', () => {
  it('offers the three host kinds and logs a company in with userType 9 and Basic credentials', async () => {
    let body: unknown = null;
    let auth: string | null = null;
    server.use(
      mock.post(api('v1/user/login'), async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return ok(loginAnswer(9));
      }),
      mock.post(api('v1/user/user/belong/park'), () => ok([])),
      mock.get(api('iv/company/personerInfo'), () => ok({ companyId: 1, companyName: '甲', state: 1 })),
    );
    renderApp('/login');
    for (const kind of ['园区管理', '入驻企业', '服务机构']) expect(await screen.findByText(kind)).toBeInTheDocument();
    await userEvent.click(screen.getByText('入驻企业'));
    await fillLogin('company', 'Park@2026');
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(body).toEqual({ username: 'company', password: 'Park@2026', grant_type: 'password', parkId: 0, userType: 9 });
    expect(auth).toBe(`Basic ${btoa('park-console:park-console-secret')}`);
    expect(useSessionStore.getState()).toMatchObject({ hostKey: 'front', accessToken: 'acc', privileges: ['0108'], roleLevel: 2 });
    expect(localStorage.getItem('park-console-login-kind')).toBe('front');
  });

  // index.html carries a copy of this form, rendered at build time; the app's first render replaces it, as main.tsx
  // starts it: once the page's code is loaded.
  it('keeps what was typed into the prerendered form, and the caret, when the app takes it over', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = `<div ${PRERENDERED_ATTRIBUTE}><form><input id="username"><input id="password" type="password"></form></div>`;
    const [username, password] = [...container.querySelectorAll('input')];
    username!.value = 'operator';
    password!.value = 'Park@20';
    password!.focus();
    password!.setSelectionRange(3, 3);
    window.location.hash = '#/login';
    await preloadFirstView('/login', false);
    render(<AppRoot />, { container });
    const field = await screen.findByLabelText('密码');
    expect(container.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)).toBeNull();
    expect(screen.getByLabelText('用户名')).toHaveValue('operator');
    expect(field).toHaveValue('Park@20');
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionStart).toBe(3);
  });

  it('carries a host kind chosen and a submit made on the prerendered form over to the app, which sends it', async () => {
    let body: unknown = null;
    server.use(
      mock.post(api('v1/user/login'), async ({ request }) => {
        body = await request.json();
        return ok(loginAnswer(9));
      }),
      mock.post(api('v1/user/user/belong/park'), () => ok([])),
      mock.get(api('iv/company/personerInfo'), () => ok({ companyId: 1, companyName: '甲', state: 1 })),
    );
    const container = document.body.appendChild(document.createElement('div'));
    // As index.html's script marks the copy: the second kind (入驻企业) clicked, then the form sent.
    container.innerHTML = `<div ${PRERENDERED_ATTRIBUTE} ${KIND_INDEX_ATTRIBUTE}="1" ${SUBMITTED_ATTRIBUTE}><form><input id="username" value="company"><input id="password" type="password" value="Park@2026"></form></div>`;
    window.location.hash = '#/login';
    await preloadFirstView('/login', false);
    render(<AppRoot />, { container });
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(body).toMatchObject({ username: 'company', password: 'Park@2026', userType: 9 });
  });

  it('a refused login shows the reason and stores nothing', async () => {
    server.use(mock.post(api('v1/user/login'), () => refused('用户名或密码错误')));
    renderApp('/login');
    await screen.findByText('园区管理');
    await fillLogin('admin', 'wrong');
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(localStorage.getItem('park-console-session') ?? '').not.toContain('"acc"');
  });

  it('an account of another host kind is refused and nothing is stored', async () => {
    server.use(mock.post(api('v1/user/login'), () => ok(loginAnswer(10))));
    renderApp('/login');
    await screen.findByText('园区管理');
    await fillLogin('agency', 'Park@2026');
    expect(await screen.findByText('该账号不是「园区管理」账号，请选择正确的登录类型')).toBeInTheDocument();
    expect(useSessionStore.getState().accessToken).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('a lost network shows 接口发送失败 and keeps what was typed', async () => {
    server.use(mock.post(api('v1/user/login'), () => HttpResponse.error()));
    renderApp('/login');
    await screen.findByText('园区管理');
    await fillLogin('admin', 'Park@2026');
    expect(await screen.findByText('接口发送失败')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('Park@2026');
  });

  it('remembers the last chosen kind', async () => {
    localStorage.setItem('park-console-login-kind', 'agent');
    renderApp('/login');
    await screen.findByText('服务机构');
    expect(screen.getByRole('radio', { name: '服务机构' })).toBeChecked();
  });

  it('link login exchanges the handed-over refresh token (manage: userType 8, parkId 0)', async () => {
    let body: unknown = null;
    server.use(
      mock.post(api('v1/user/login'), async ({ request }) => {
        body = await request.json();
        return ok(loginAnswer(10));
      }),
    );
    renderApp('/login?refresh_token=handed-over&origin=agent');
    await waitFor(() => expect(currentPath()).toBe('/home'), { timeout: 15_000 });
    expect(body).toEqual({ grant_type: 'refresh_token', refresh_token: 'handed-over', parkId: 0, userType: 9 });
    expect(useSessionStore.getState().hostKey).toBe('agent');
  });
});

describe('/regist, /forgotPwd, /resetPwd', () => {
  it('registers an agency with an SMS code and a 60 s countdown, signs it in and takes it to its to-do home', async () => {
    let sent: unknown = null;
    let registered: unknown = null;
    let signedIn: unknown = null;
    server.use(
      mock.post(api('v1/verifyCode/get/register'), async ({ request }) => {
        sent = await request.json();
        return ok(null);
      }),
      mock.post(api('v1/user/register'), async ({ request }) => {
        expect(request.headers.get('authorization')).toBeNull();
        registered = await request.json();
        return ok(null);
      }),
      mock.post(api('v1/user/login'), async ({ request }) => {
        signedIn = await request.json();
        return ok(loginAnswer(10));
      }),
      mock.get(api('v1/region/provinces'), () => ok([])),
      mock.post(api('v1/park/open/list'), () => ok({ list: [], total: 0 })),
    );
    renderApp('/regist');
    await userEvent.click(await screen.findByRole('radio', { name: '服务机构' }));
    expect(screen.queryByLabelText('入驻园区'), 'an agency enters no park').toBeNull();
    fill('机构名称', '好帮手服务中心');
    fill('用户名', 'helper');
    fill('手机号', '13900001111');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
    const countdown = await screen.findByRole('button', { name: /秒后重新获取/ });
    expect(countdown).toBeDisabled();
    expect(countdown).toHaveTextContent(/^(60|59|58)秒后重新获取$/);
    expect(sent).toEqual({ phone: '13900001111' });
    fill('验证码', '123456');
    fill('密码', 'Park@2026');
    fill('确认密码', 'Park@2026');
    await userEvent.click(screen.getByRole('button', { name: '注 册' }));
    await waitFor(() => expect(currentPath()).toBe('/home'), { timeout: 15_000 });
    expect(registered).toEqual({
      userType: 10,
      name: '好帮手服务中心',
      username: 'helper',
      phone: '13900001111',
      code: '123456',
      password: 'Park@2026',
    });
    expect(signedIn).toMatchObject({ username: 'helper', password: 'Park@2026', grant_type: 'password' });
    expect(useSessionStore.getState()).toMatchObject({ hostKey: 'agent', accessToken: 'acc' });
  }, 45_000);

  it('a company picks its park by region and search; refusals sit under their fields and leave when corrected', async () => {
    const parkQueries: unknown[] = [];
    let registered: Record<string, unknown> | null = null;
    const parks = [
      { id: 2, name: '张江科技园', logo: null, provinceCode: '31', cityCode: '3101', areaCode: '310115', regionName: '上海市 上海市 浦东新区' },
      { id: 3, name: '中关村软件园', logo: null, provinceCode: '11', cityCode: '1101', areaCode: '110108', regionName: '北京市 北京市 海淀区' },
    ];
    server.use(
      mock.get(api('v1/region/provinces'), () => ok([{ id: '11', name: '北京市' }, { id: '31', name: '上海市' }])),
      mock.get(api('v1/region/cities/31'), () => ok([{ id: '3101', name: '上海市' }])),
      mock.post(api('v1/park/open/list'), async ({ request }) => {
        expect(request.headers.get('authorization')).toBeNull();
        const query = (await request.json()) as { name?: string; provinceCode?: string };
        parkQueries.push(query);
        const list = parks.filter((p) => (!query.name || p.name.includes(query.name)) && (!query.provinceCode || p.provinceCode === query.provinceCode));
        return ok({ list, total: list.length });
      }),
      mock.post(api('v1/verifyCode/get/register'), async ({ request }) => {
        const { phone } = (await request.json()) as { phone: string };
        return phone === '13900001111'
          ? HttpResponse.json({ code: 0, msg: '该手机号已注册，请更换手机号', data: null, errors: [{ field: 'phone', msg: '该手机号已注册，请更换手机号' }] })
          : ok(null);
      }),
      mock.post(api('v1/user/register'), async ({ request }) => {
        registered = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          code: 0,
          msg: '用户名已存在',
          data: null,
          errors: [
            { field: 'username', msg: '用户名已存在' },
            { field: 'code', msg: '验证码错误，还可尝试 4 次' },
          ],
        });
      }),
    );
    renderApp('/regist');
    expect(await screen.findByRole('radio', { name: '入驻企业', checked: true })).toBeInTheDocument();
    fill('企业名称', '艾克米科技');
    fill('用户名', 'company');
    fill('手机号', '13900001111');
    fill('验证码', '123456');
    fill('密码', 'Acme@2026');
    fill('确认密码', 'Acme@2026');
    await userEvent.click(screen.getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('请选择要入驻的园区')).toBeInTheDocument();
    expect(registered, 'nothing is sent without a park').toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: '省' }));
    await userEvent.click(await screen.findByTitle('上海市'));
    await waitFor(() => expect(parkQueries).toContainEqual(expect.objectContaining({ provinceCode: '31' })));
    await userEvent.type(screen.getByRole('combobox', { name: '入驻园区' }), '张江');
    await waitFor(() => expect(parkQueries).toContainEqual(expect.objectContaining({ provinceCode: '31', name: '张江' })));
    await userEvent.click(await screen.findByTitle('张江科技园'));
    await waitFor(() => expect(screen.queryByText('请选择要入驻的园区')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const phoneItem = screen.getByLabelText('手机号').closest('.ant-form-item') as HTMLElement;
    expect(await within(phoneItem).findByText('该手机号已注册，请更换手机号')).toBeInTheDocument();
    expect(screen.queryByRole('alert'), 'the refusal is at the field, not above the form').toBeNull();
    fill('手机号', '13900002222');
    await waitFor(() => expect(within(phoneItem).queryByText('该手机号已注册，请更换手机号')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '注 册' }));
    const usernameItem = screen.getByLabelText('用户名').closest('.ant-form-item') as HTMLElement;
    expect(await within(usernameItem).findByText('用户名已存在')).toBeInTheDocument();
    // Each field shows its errors on its own schedule (antd debounces a field's error list): waited for, not read at once.
    expect(await screen.findByText('验证码错误，还可尝试 4 次')).toBeInTheDocument();
    expect(registered).toMatchObject({ userType: 9, name: '艾克米科技', username: 'company', phone: '13900002222', parkId: 2 });
    expect(screen.getByLabelText('用户名'), 'the typed value stays').toHaveValue('company');
    fill('用户名', 'acme');
    await waitFor(() => expect(within(usernameItem).queryByText('用户名已存在')).toBeNull());
    expect(screen.getByText('验证码错误，还可尝试 4 次'), 'other fields keep their errors').toBeInTheDocument();
    expect(currentPath()).toBe('/regist');
  }, 45_000);

  it('recovers a password: verify the phone, then set the new password', async () => {
    let reset: unknown = null;
    server.use(
      mock.post(api('v1/verifyCode/check'), () => ok(null)),
      mock.post(api('v1/user/forget/password'), async ({ request }) => {
        reset = await request.json();
        return ok(null);
      }),
    );
    renderApp('/forgotPwd');
    await screen.findByLabelText('手机号');
    fill('手机号', '13900001111');
    fill('验证码', '654321');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByLabelText('新密码');
    fill('新密码', 'New@2026');
    fill('确认新密码', 'New@2026');
    await userEvent.click(screen.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(reset).toEqual({ phone: '13900001111', code: '654321', password: 'New@2026' });
  });

  it('/resetPwd without a verified phone leads back to /forgotPwd', async () => {
    renderApp('/resetPwd');
    expect(await screen.findByRole('link', { name: '去验证手机号' })).toBeInTheDocument();
  });
});

describe('accountInfo', () => {
  it('shows the profile and changes the password, keeping the form when the call fails', async () => {
    signIn('agent');
    useParkStore.getState().setCheckIn(1);
    const bodies: unknown[] = [];
    server.use(
      mock.get(api('v1/user/loginData'), () =>
        ok({
          user: { username: 'agency', avatar: null, userId: 7, email: 'a@b.cn', phone: '13800000000', userType: 10 },
          extra: { roleLevel: null, mechanism: { id: 1, name: '好帮手服务中心' } },
        }),
      ),
      mock.post(api('v1/user/change/password'), async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1 ? refused('原密码错误') : ok(null);
      }),
    );
    renderApp('/accountInfo');
    expect(await screen.findByText('好帮手服务中心', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('a@b.cn')).toBeInTheDocument();
    fill('原密码', 'Wrong@2026');
    fill('新密码', 'New@2026');
    fill('确认新密码', 'New@2026');
    await userEvent.click(screen.getByRole('button', { name: '保存密码' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toHaveValue('New@2026');
    fill('原密码', 'Park@2026');
    await userEvent.click(screen.getByRole('button', { name: '保存密码' }));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    expect(bodies).toEqual([
      { oldPassword: 'Wrong@2026', newPassword: 'New@2026' },
      { oldPassword: 'Park@2026', newPassword: 'New@2026' },
    ]);
  });
});
