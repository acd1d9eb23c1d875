import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Call, CallAnswer } from '@contract/calls/define-call';
import { accountCalls, type ManagerAccount, type ManagerDetail } from '@/api/account';
import { AccountDetailScreen } from '@/features/access/account-detail-screen';
import { AccountListScreen } from '@/features/access/account-list-screen';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { setupMsw } from '../shared/test-kit';
import { renderScreens } from './access-fixtures';

const account = (id: number, username: string, frozen = false): ManagerAccount => ({
  id, username, nickname: `${username}名`, phone: null, email: null, frozen, createdAt: '2026-01-01T00:00:00Z',
  roleId: 2, roleName: '客服经理', roleLevel: 2, companyCount: 1,
});

const detail: ManagerDetail = {
  ...account(5, 'kf-li'),
  companies: [{ id: 31, managerId: 5, managerName: 'kf-li名', kind: 'company', targetId: 7, targetName: '星云智能科技有限公司', createdAt: '2026-01-02T00:00:00Z' }],
  staff: [],
};

let calls: { url: string; body: unknown }[] = [];
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'ok', data });
const recording = <C extends Call>(call: C, answer: CallAnswer<C>) =>
  mockCall(call, ({ request, body }) => {
    calls.push({ url: new URL(request.url).pathname, body: body ?? null });
    return answer;
  });

setupMsw(
  recording(accountCalls.list, { list: [account(5, 'kf-li'), account(6, 'kf-wang', true)], total: 2 }),
  recording(accountCalls.freeze, { id: 5, frozen: true }),
  recording(accountCalls.detail, detail),
  recording(accountCalls.insert, { id: 9 }),
  http.post('*/api/v1/role/list', () => ok({ list: [{ id: 2, name: '客服经理', level: 2 }, { id: 3, name: '客服专员', level: 3 }], total: 2 })),
);

beforeEach(() => {
  calls = [];
  useSessionStore.setState({ accessToken: 't', hostKey: 'manage', privileges: ['0112'] });
});

const renderAccounts = (url: string) =>
  renderScreens({ '/account': <AccountListScreen />, '/account-detail': <AccountDetailScreen /> }, url);

describe('manager accounts (screens account and account-detail)', () => {
  it('lists accounts and freezes one after asking; unfreeze shows for a frozen one', async () => {
    renderAccounts('/account');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    const [li, wang] = screen.getAllByRole('row').slice(1);
    expect(within(wang!).getByRole('button', { name: /解\s*冻/ })).toBeInTheDocument();
    await userEvent.click(within(li!).getByRole('button', { name: /冻\s*结/ }));
    expect(await screen.findByText(/将立即退出登录/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/freeze'))?.body).toEqual({ id: 5, frozen: true }));
  });

  it('hides every changing button without the account privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderAccounts('/account');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /冻\s*结|解\s*冻|新增账号/ })).toBeNull();
  });

  it('creates an account with its role', async () => {
    renderAccounts('/account-detail');
    fireEvent.change(await screen.findByLabelText('账号'), { target: { value: 'kf-zhao' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '赵经理' } });
    fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: 'Service2026' } });
    await userEvent.click(screen.getByRole('combobox', { name: '角色' }));
    await userEvent.click(await screen.findByTitle('客服专员（三级）'));
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/insert'))?.body).toEqual({
      username: 'kf-zhao', nickname: '赵经理', password: 'Service2026', roleId: 3,
    }));
  });

  it('shows an account read-only with its companies, without the account privilege', async () => {
    useSessionStore.setState({ privileges: [] });
    renderAccounts('/account-detail?id=5');
    expect(await screen.findByText('星云智能科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('kf-li')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /分\s*配|解\s*除|冻\s*结|确\s*定/ })).toBeNull();
  });
});
