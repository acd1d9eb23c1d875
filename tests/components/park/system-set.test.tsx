import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SupperSetting } from '@/api/system-settings';
import { SystemSetScreen } from '@/features/system/system-set-screen';
import { useSessionStore } from '@/stores/session';
import { renderAt, setupMsw } from '../shared/test-kit';
import { ok } from './park-data';

let saved: SupperSetting[] = [];
const supper: SupperSetting = { platformName: '园区管理平台', logo: null, servicePhone: '400-800-2026', icp: '', copyright: '', loginNotice: '' };

setupMsw(
  http.get('*/api/v1/system/supper/setting', () => ok(supper)),
  http.post('*/api/v1/system/supper/setting', async ({ request }) => {
    const body = (await request.json()) as SupperSetting;
    saved.push(body);
    return ok(body);
  }),
  http.post('*/api/v1/admin/park/appList', () => ok({ list: [], total: 0 })),
  http.post('*/api/v1/admin/park/createApp', async ({ request }) => {
    const body = (await request.json()) as { name: string; platform: string };
    return ok({ id: 1, ...body, remark: null, appKey: 'pk_0123456789abcdef', appSecret: 'secret-shown-once', createdAt: '2026-01-01T00:00:00.000Z' });
  }),
);

beforeEach(() => {
  saved = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 0, privileges: ['0110'] });
});

describe('system settings (screen systemSet)', () => {
  it('lets the platform admin change the platform name', async () => {
    renderAt(<SystemSetScreen />);
    const name = await screen.findByRole('textbox', { name: '平台名称' });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('智慧园区');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toEqual([{ ...supper, platformName: '智慧园区' }]));
  });

  it('shows a new app secret once after creating the app', async () => {
    renderAt(<SystemSetScreen />);
    await userEvent.click(await screen.findByRole('tab', { name: '接入应用' }));
    await userEvent.click(await screen.findByRole('button', { name: '创建应用' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('textbox', { name: '应用名称' }));
    await userEvent.paste('园区 App');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '平台' }));
    await userEvent.click(await screen.findByTitle('Android'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('secret-shown-once')).toBeInTheDocument();
    expect(screen.getByText('AppSecret 只显示这一次，请立即妥善保存')).toBeInTheDocument();
  });

  it('shows operators the settings read-only, without the apps', async () => {
    useSessionStore.setState({ userType: 8 });
    renderAt(<SystemSetScreen />);
    expect(await screen.findByText('仅平台管理员可以修改这些设置')).toBeInTheDocument();
    expect(screen.getByText('400-800-2026')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '平台名称' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '接入应用' })).not.toBeInTheDocument();
  });
});
