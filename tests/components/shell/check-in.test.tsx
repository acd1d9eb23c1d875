import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useParkStore } from '@/stores/park';
import { companyRecord } from '../enterprise/record-data';
import { api, currentPath, mock, ok, renderApp, server, signIn, startShellServer } from './shell-harness';

startShellServer();

function companyState(state: number | null) {
  let calls = 0;
  server.use(
    mock.get(api('iv/company/personerInfo'), () => {
      calls += 1;
      return ok({ companyId: 7, companyName: '甲公司', state, parkId: 1 });
    }),
    mock.get(api('v1/enterprise/detail/1/7'), () => ok(companyRecord({ state: state as 0 | 2 | null }))),
  );
  return () => calls;
}

/** The company's application list, the screen a settled company opens here. */
function myApplications() {
  server.use(mock.post(api('v1/ps/my/apply/list'), () => ok({ list: [], total: 0 })));
}

describe('check-in guard on the front host (spec §4)', () => {
  it.each([
    [null, '尚未办理入驻', '去填写企业信息'],
    [0, '入驻申请审核中', '查看企业信息'],
    [2, '入驻申请未通过', '修改企业信息'],
  ])('state %s shows the check-in dialog leading to the company form', async (state, title, action) => {
    signIn('front');
    companyState(state);
    renderApp('/order/front-voucher-order');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(title);
    expect(screen.queryByText('「front-voucher-order」页面将在后续版本提供')).not.toBeInTheDocument();
    expect(useParkStore.getState().checkIn).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await screen.findByText('甲公司')).toBeInTheDocument();
    expect(currentPath()).toBe('/companyManage-detail');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the first menu entry (the company form) shows the dialog too, and its button opens the form', async () => {
    signIn('front');
    companyState(null);
    renderApp('/companyManage-detail');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('尚未办理入驻');
    await userEvent.click(screen.getByRole('button', { name: '去填写企业信息' }));
    expect(await screen.findByRole('button', { name: '下一步' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/companyManage-detail');
  });

  it('state 1 (settled) sets the check-in flag and opens the asked page', async () => {
    signIn('front');
    companyState(1);
    myApplications();
    renderApp('/order/front-cash-order');
    expect(await screen.findByRole('button', { name: '发起申请' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useParkStore.getState().checkIn).toBe(1);
  });

  it('a check-in flag already 1 opens the page without asking the server', async () => {
    signIn('front');
    useParkStore.getState().setCheckIn(1);
    const calls = companyState(null);
    myApplications();
    renderApp('/order/front-cash-order');
    expect(await screen.findByRole('button', { name: '发起申请' }, { timeout: 8000 })).toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('does not guard the manage host', async () => {
    signIn('agent');
    renderApp('/strength-intro');
    expect(await screen.findByRole('button', { name: '添加成员' })).toBeInTheDocument();
  });
});
