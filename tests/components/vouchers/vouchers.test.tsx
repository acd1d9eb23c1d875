import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PRIVILEGES } from '@contract/privileges';
import { voucherCalls } from '@contract/calls/vouchers';
import type { ApplicationRow, BatchDetail } from '@contract/schemas/vouchers';
import { VouchersActionScreen } from '@/features/vouchers/vouchers-action-screen';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const PASS = /^通\s?过$/;
const SAVE = /^确\s?定$/;

const batch = (): BatchDetail => ({
  id: 5,
  name: '2026年度科技创新券',
  funder: '张江科学城管委会',
  budget: 50_000_000,
  faceValue: 2_000_000,
  quota: 5,
  serviceTypes: ['tech', 'ip'],
  applyStart: '2026-01-01',
  applyEnd: '2026-12-01',
  expiresOn: '2027-06-30',
  settlementWindows: [{ start: '2026-03-01', end: '2026-06-30' }],
  version: 2,
  phase: 'open',
  createdAt: '2026-01-01T00:00:00.000Z',
  ledger: { budget: 50_000_000, issued: 8_000_000, committed: 2_000_000, redeemed: 1_800_000, left: 42_000_000 },
  burnDown: [
    { day: '2026-01-10', left: 44_000_000, redeemed: 0 },
    { day: '2026-02-10', left: 42_000_000, redeemed: 1_800_000 },
  ],
});

let updates: unknown[];
let added: unknown[];
let detailsAsked: string[];
let checks: unknown[];

const application = (): ApplicationRow => ({
  id: 9, batchId: 5, batchName: '2026年度科技创新券', companyId: 1, companyName: '智造机器人有限公司', quantity: 2, state: 'submitted', reason: null, submittedAt: '2026-02-01T00:00:00.000Z', reviewedAt: null,
});

setupMsw(
  mockCall(voucherCalls.batchDetail, ({ params }) => {
    detailsAsked.push(String(params.id));
    return batch();
  }),
  mockCall(voucherCalls.batchAdd, ({ body }) => {
    added.push(body);
    return { ...batch(), id: 6, name: '2027年度创新券', version: 0 };
  }),
  mockCall(voucherCalls.batchUpdate, ({ body }) => {
    updates.push(body);
    return batch();
  }),
  mockCall(voucherCalls.applicationList, () => ({ list: [application()], total: 1 })),
  mockCall(voucherCalls.applicationCheck, ({ body }): ApplicationRow => {
    checks.push(body);
    return { ...application(), state: body.pass ? 'passed' : 'rejected', reviewedAt: '2026-02-02T00:00:00.000Z' };
  }),
  mockCall(voucherCalls.list, () => ({ list: [], total: 0 })),
);

beforeEach(() => {
  updates = [];
  added = [];
  detailsAsked = [];
  checks = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [PRIVILEGES.voucherAdmin.code] });
});

const routes = [{ path: '/vouchers-manage-action', element: <VouchersActionScreen /> }];

describe('the voucher batch screens (vouchers-manage-action)', () => {
  it('the ledger: issued, committed, redeemed and left in 元, summing to the budget; passes an application', async () => {
    renderRoutes(routes, '/vouchers-manage-action?id=5');
    const ledger = (await screen.findByText('预算台账')).closest('.ant-card') as HTMLElement;
    for (const [title, value] of [['年度预算', '500,000.00 人民币'], ['已发放', '80,000.00 人民币'], ['订单占用', '20,000.00 人民币'], ['已核销', '18,000.00 人民币'], ['预算余额', '420,000.00 人民币']]) {
      const stat = within(ledger).getByText(title as string).closest('.ant-statistic') as HTMLElement;
      expect(within(stat).getByText(value as string)).toBeInTheDocument();
    }
    expect(within(ledger).getByText('已发放 80,000.00 人民币 + 余额 420,000.00 人民币 = 预算 500,000.00 人民币')).toBeInTheDocument();
    expect(await screen.findByLabelText('预算消耗曲线')).toBeInTheDocument();

    // Text queries, not role queries: computing roles over the whole detail page costs seconds in jsdom.
    await userEvent.click(await screen.findByText(PASS));
    const dialog = (await screen.findByText('通过服务券申领')).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByText(PASS));
    await waitFor(() => expect(checks).toEqual([{ id: 9, pass: true }]));
  });

  it('a new batch opens on what its add answered, without asking the server for it again', async () => {
    const { router } = renderRoutes(routes, '/vouchers-manage-action');
    await userEvent.type(await screen.findByLabelText('批次名称'), '2027年度创新券');
    await userEvent.type(screen.getByLabelText('出资单位'), '张江科学城管委会');
    fireEvent.change(screen.getByLabelText('年度预算（元）'), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText('单张面额（元）'), { target: { value: '20000' } });
    fireEvent.change(screen.getByLabelText('每家企业限领（张）'), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('combobox', { name: '可抵扣服务类型' }));
    await userEvent.click(await screen.findByTitle('科技服务'));
    for (const [label, day] of [['申领开始日期', '2099-01-01'], ['申领结束日期', '2099-06-30'], ['有效期至', '2099-12-31'], ['结算窗口一开始', '2099-07-01'], ['结算窗口一结束', '2099-09-30']] as const) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.keyboard(`${day}{Enter}`);
    }
    // The detail counts what it holds fresh for FRESH_MS: the clock stops so a slow machine cannot turn that into a fetch.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await userEvent.click(screen.getByText(SAVE));
    await waitFor(() => expect(added).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?id=6'));
    expect(await screen.findByRole('tab', { name: '申领审核' })).toBeInTheDocument();
    expect(screen.getAllByText('2027年度创新券').length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(detailsAsked).toEqual([]);
  }, 60_000);

  it('the batch form: refuses a face value above the budget before the call, then saves in fen', async () => {
    renderRoutes(routes, '/vouchers-manage-action?id=5&edit=1');
    const face = await screen.findByLabelText('单张面额（元）');
    expect(face).toBeDisabled();
    const budget = screen.getByLabelText('年度预算（元）');
    fireEvent.change(budget, { target: { value: '10000' } });
    await userEvent.click(screen.getByText(SAVE));
    expect(await within(face.closest('.ant-form-item') as HTMLElement).findByText('单张面额不能超过年度预算')).toBeInTheDocument();
    expect(updates).toEqual([]);
    fireEvent.change(budget, { target: { value: '600000.5' } });
    await userEvent.click(screen.getByText(SAVE));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 5, version: 2, budget: 60_000_050, faceValue: 2_000_000, quota: 5, settlementWindows: [{ start: '2026-03-01', end: '2026-06-30' }] });
  });

  it('the batch form: Enter in a date field never saves, and the typed date is the one saved', async () => {
    renderRoutes(routes, '/vouchers-manage-action?id=5&edit=1');
    const expires = await screen.findByLabelText('有效期至');
    await userEvent.click(expires);
    await userEvent.keyboard('{Control>}a{/Control}2027-7-3{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(updates).toEqual([]);
    // The days the batch rule refuses are disabled in the picker (see the date-rule tests); a good day typed is kept.
    await userEvent.keyboard('{Control>}a{/Control}2027-07-31{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(updates).toEqual([]);
    await userEvent.click(screen.getByText(SAVE));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ expiresOn: '2027-07-31' });
  });
});
