import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settlementCalls } from '@contract/calls/settlements';
import { parkMonth } from '@contract/park-calendar';
import { PRIVILEGES } from '@contract/privileges';
import type { SettlementDetail } from '@contract/schemas/settlements';
import { CashOrderScreen } from '@/features/orders/cash-order-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderAt, setupMsw } from '../shared/test-kit';

function statement(over: Partial<SettlementDetail> = {}): SettlementDetail {
  return {
    id: 4, parkId: 1, parkName: '张江科创园', mechanismId: 5, mechanismName: '启航企业服务中心', month: '2026-10', state: 'submitted',
    amountFen: 123_456, orderCount: 2, paymentRef: null, reason: null, submittedAt: '2026-11-01T02:00:00.000Z', paidAt: null, version: 3,
    orders: [
      { id: 71, subjectTitle: '代理记账与税务申报', companyName: '星云智能科技有限公司', amountFen: 100_001, completedAt: '2026-10-10T02:00:00.000Z' },
      { id: 72, subjectTitle: '税务登记变更', companyName: '智造机器人有限公司', amountFen: 23_455, completedAt: '2026-10-20T02:00:00.000Z' },
    ],
    party: 'operator', actions: ['pay', 'return'],
    ...over,
  };
}

let detail: SettlementDetail;
let sent: { url: string; body: unknown }[];
let refusal: string | null;

// A step answers the statement, or the refusal of the moment.
const step = ({ request, body }: { request: Request; body: unknown }) => {
  sent.push({ url: new URL(request.url).pathname, body });
  return refusal ? refused(refusal) : detail;
};

setupMsw(
  mockCall(settlementCalls.detail, () => detail),
  mockCall(settlementCalls.parkList, () => ({ list: [detail], total: 1 })),
  mockCall(settlementCalls.agencyList, () => ({ list: [detail], total: 1 })),
  mockCall(settlementCalls.pay, step),
  mockCall(settlementCalls.return, step),
  mockCall(settlementCalls.submit, step),
);

const as = (hostKey: 'manage' | 'agent', privileges: string[] = []) =>
  useSessionStore.setState({ accessToken: 'token-abc', hostKey, userType: hostKey === 'manage' ? 8 : 10, privileges });

beforeEach(() => {
  sent = [];
  refusal = null;
  detail = statement();
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

describe('cash-order › 现金结算: the statement detail', () => {
  it('shows the orders and their sum in 元 with 人民币; the park pays with a payment reference and the version it saw', async () => {
    as('manage', [PRIVILEGES.orderRouting.code]);
    renderAt(<CashOrderScreen />, '/cash-order?tab=settlement&settlementId=4', '/cash-order');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('税务登记变更')).toBeInTheDocument();
    expect(within(dialog).getByText('1,000.01 人民币')).toBeInTheDocument();
    expect(within(dialog).getByText('合计：1,234.56 人民币')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认付款' }));
    const pay = (await screen.findAllByRole('dialog')).at(-1)!;
    await userEvent.click(within(pay).getByRole('button', { name: '确认付款' }));
    expect(await within(pay).findByText('请填写付款流水号')).toBeInTheDocument();
    await userEvent.type(within(pay).getByLabelText('付款流水号'), 'ZJ2026110001');
    await userEvent.click(within(pay).getByRole('button', { name: '确认付款' }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/v1/admin/cash/settlement/pay/4', body: { version: 3, paymentRef: 'ZJ2026110001' } }]));
  });

  it('shows no buttons to an operator without the routing privilege; the agency submits its open statement', async () => {
    as('manage', []);
    const { unmount } = renderAt(<CashOrderScreen />, '/cash-order?tab=settlement&settlementId=4', '/cash-order');
    expect(await within(await screen.findByRole('dialog')).findByText('税务登记变更')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认付款' })).toBeNull();
    unmount();
    as('agent');
    detail = statement({ state: 'open', party: 'agency', actions: ['submit'], version: 2 });
    renderAt(<CashOrderScreen />, '/cash-order?tab=settlement&settlementId=4', '/cash-order');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: '提交结算' }));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    await userEvent.click(within(confirm).getByRole('button', { name: /^提\s*交$/ }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/iv/mechanismCash/submit/4', body: { version: 2 } }]));
  });
  it('offers the current month\'s 提交结算 disabled, saying why (the contract\'s rule the server checks)', async () => {
    as('agent');
    detail = statement({ state: 'open', month: parkMonth(), party: 'agency', actions: ['submit'], version: 2 });
    renderAt(<CashOrderScreen />, '/cash-order?tab=settlement&settlementId=4', '/cash-order');
    const dialog = await screen.findByRole('dialog');
    const submit = await within(dialog).findByRole('button', { name: '提交结算' });
    expect(submit).toBeDisabled();
    await userEvent.hover(submit.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('本月结束后才能提交结算单');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('shows no active button for a state the contract gives the party no step from', async () => {
    as('agent');
    detail = statement({ state: 'paid', month: '2026-09', party: 'agency', actions: ['submit'] });
    renderAt(<CashOrderScreen />, '/cash-order?tab=settlement&settlementId=4', '/cash-order');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: '提交结算' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: '确认付款' })).toBeNull();
  });

  it('keeps the confirm dialog open with the refusal inside when the statement moved meanwhile', async () => {
    as('manage', [PRIVILEGES.orderRouting.code]);
    refusal = '状态已变更，请刷新后重试';
    renderAt(<CashOrderScreen />, '/cash-order?tab=settlement&settlementId=4', '/cash-order');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^退\s*回$/ }));
    const back = (await screen.findAllByRole('dialog')).at(-1)!;
    await userEvent.type(within(back).getByLabelText('退回原因'), '发票抬头有误');
    await userEvent.click(within(back).getByRole('button', { name: /^退\s*回$/ }));
    expect(await within(back).findByText('状态已变更，请刷新后重试')).toBeInTheDocument();
    expect(within(back).getByLabelText('退回原因')).toHaveValue('发票抬头有误');
  });
});
