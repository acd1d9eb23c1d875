import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useParkStore } from '@/stores/park';
import { api, currentPath, mock, ok, renderApp, server, signIn, startShellServer } from './shell-harness';

startShellServer();

function companyState(state: number | null) {
  let calls = 0;
  server.use(
    mock.get(api('iv/company/personerInfo'), () => {
      calls += 1;
      return ok({ companyId: 1, companyName: '甲公司', state });
    }),
  );
  return () => calls;
}

describe('check-in guard on the front host (spec §4)', () => {
  it.each([
    [null, '尚未办理入驻', '去填写企业信息'],
    [0, '入驻申请审核中', '查看企业信息'],
    [2, '入驻申请未通过', '修改企业信息'],
  ])('state %s shows the check-in dialog leading to the company form', async (state, title, action) => {
    signIn('front');
    companyState(state);
    renderApp('/staffManage');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(title);
    expect(screen.queryByText('「staffManage」页面将在后续版本提供')).not.toBeInTheDocument();
    expect(useParkStore.getState().checkIn).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(await screen.findByText('「companyManage-edit」页面将在后续版本提供')).toBeInTheDocument();
    expect(currentPath()).toBe('/companyManage-edit');
  });

  it('state 1 (settled) sets the check-in flag and opens the asked page', async () => {
    signIn('front');
    companyState(1);
    renderApp('/staffManage');
    expect(await screen.findByText('「staffManage」页面将在后续版本提供')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useParkStore.getState().checkIn).toBe(1);
  });

  it('a check-in flag already 1 opens the page without asking the server', async () => {
    signIn('front');
    useParkStore.getState().setCheckIn(1);
    const calls = companyState(null);
    renderApp('/order/front-cash-order');
    expect(await screen.findByText('「front-cash-order」页面将在后续版本提供')).toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('does not guard the manage host', async () => {
    signIn('agent');
    renderApp('/strength-intro');
    expect(await screen.findByText('「strength-intro」页面将在后续版本提供')).toBeInTheDocument();
  });
});
