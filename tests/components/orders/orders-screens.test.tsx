import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { orderCalls } from '@contract/calls/orders';
import { parkToday } from '@contract/park-calendar';
import { PRIVILEGES } from '@contract/privileges';
import type { OrderDetail } from '@contract/schemas/orders';
import { ApplyScreen } from '@/features/orders/apply-screen';
import { AssignOrderScreen, OrderDetailScreen } from '@/features/orders/order-detail-screen';
import { attachMessages } from '@/app/feedback/message-queue';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall, refused } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

function order(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 7, parkId: 1, kind: 'service', subjectTitle: '代理记账与税务申报', serviceType: 'finance', provider: 'park', mechanismId: null, mechanismName: null,
    companyId: 3, companyName: '星云智能科技有限公司', state: 'submitted', contact: '周明', phone: '13800000001', expectedDate: null, amountFen: null, rating: null,
    createdAt: '2026-11-20T02:00:00.000Z', version: 2, overdue: false, needs: '每月代理记账', attachments: [], receiptFile: null, ratingComment: null, reason: null,
    firstResponseAt: null, deliveredAt: null, completedAt: null, party: 'operator', actions: ['assign', 'accept', 'reject'],
    events: [
      { id: 1, orderId: 7, userId: 11, who: 'company', username: 'company', action: 'apply', fromState: null, toState: 'submitted', note: '每月代理记账', files: [], at: '2026-11-20T02:00:00.000Z' },
      { id: 2, orderId: 7, userId: 12, who: 'agency', username: 'agency', action: 'decline', fromState: 'assigned', toState: 'submitted', note: '排期已满', files: [{ name: '说明.pdf', url: '/api/files/x.pdf' }], at: '2026-11-21T02:00:00.000Z' },
    ],
    ...over,
  };
}

let detail: OrderDetail;
let sent: { url: string; body: unknown }[];

const server = setupMsw(
  http.post('*/api/files/upload', () => HttpResponse.json({ code: 1, msg: 'ok', data: [{ url: '/api/files/2026/11/25/a1.pdf', name: 'invoice.pdf', size: 8, type: 'application/pdf' }] })),
  mockCall(orderCalls.detail, () => detail),
  mockCall(orderCalls.contactPrefill, () => ({ companyName: '星云智能科技有限公司', contact: '周明', phone: '13800000001' })),
  mockCall(orderCalls.applyOptions, () => [
    { source: 'park' as const, id: 11, title: '代理记账与税务申报', provider: '信诚财税', serviceType: 'finance' },
    { source: 'policy' as const, id: 21, title: '高新技术企业认定奖励', provider: '科委', serviceType: null },
  ]),
  mockCall(orderCalls.candidates, () => [
    { id: 5, name: '启航企业服务中心', contact: '马骏', phone: '13700001001', serviceTypes: ['finance'], openLoad: 3, rating: 4.5, ratedCount: 2 },
    { id: 6, name: '融信财税咨询有限公司', contact: '唐宁', phone: null, serviceTypes: ['finance'], openLoad: 0, rating: null, ratedCount: 0 },
  ]),
  ...[orderCalls.applyService, orderCalls.applyPolicy, orderCalls.parkAction, orderCalls.receipt, orderCalls.confirm, orderCalls.agencyAction].map((call) =>
    mockCall(call, ({ request, body }) => {
      sent.push({ url: new URL(request.url).pathname, body });
      return { ...detail, id: 9 };
    }),
  ),
);

beforeEach(() => {
  sent = [];
  detail = order();
  useParkStore.setState({ parkId: 1, parkName: '张江科创园' });
});

const as = (hostKey: 'manage' | 'front' | 'agent', privileges: string[] = []) =>
  useSessionStore.setState({ accessToken: 'token-abc', hostKey, userType: hostKey === 'manage' ? 8 : hostKey === 'front' ? 9 : 10, privileges });

const detailRoutes = [
  { path: '/serviceOrderDetail', element: <OrderDetailScreen /> },
  { path: '/assignOrder', element: <AssignOrderScreen /> },
  { path: '/front-cashOrderDetail', element: <OrderDetailScreen /> },
  { path: '/cashOrderDetail', element: <OrderDetailScreen /> },
];

describe('front-createCashOrder: the apply form', () => {
  it('prefills the contact from the company record and applies for the chosen service', async () => {
    as('front');
    renderRoutes([{ path: '/front-createCashOrder', element: <ApplyScreen /> }, { path: '/front-cashOrderDetail', element: <div>详情页</div> }], '/front-createCashOrder?subject=park:11');
    expect(await screen.findByDisplayValue('周明')).toBeInTheDocument();
    expect(screen.getByDisplayValue('13800000001')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('需求描述'), '每月记账');
    await userEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    expect(await screen.findByText('详情页')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/v1/ps/service/apply', body: { source: 'park', serviceId: 11, needs: '每月记账', contact: '周明', phone: '13800000001', expectedDate: null, attachments: [] } }]);
  });

  it('opens the order it made on what the apply answered, without asking the server for it again', async () => {
    as('front');
    const fetched: string[] = [];
    server.use(mockCall(orderCalls.detail, ({ request }) => {
      fetched.push(new URL(request.url).pathname);
      return detail;
    }));
    const { router } = renderRoutes([{ path: '/front-createCashOrder', element: <ApplyScreen /> }, ...detailRoutes], '/front-createCashOrder?subject=park:11');
    await userEvent.type(await screen.findByLabelText('需求描述'), '每月记账');
    // The detail counts what it holds fresh for FRESH_MS: the clock stops so a slow machine cannot turn that into a fetch.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await userEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    expect(await screen.findAllByTestId('order-event')).toHaveLength(2);
    expect(router.state.location.search).toBe('?id=9&parkId=1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetched).toEqual([]);
  });

  it('disables in the picker every expected date before today, the days the server refuses', async () => {
    as('front');
    renderRoutes([{ path: '/front-createCashOrder', element: <ApplyScreen /> }], '/front-createCashOrder?subject=park:11');
    await userEvent.click(await screen.findByLabelText('期望完成日期'));
    const today = parkToday();
    await waitFor(() => expect(document.querySelector(`td[title="${today}"]`)).not.toBeNull());
    const cells = [...document.querySelectorAll<HTMLTableCellElement>('.ant-picker-dropdown td[title]')];
    const disabled = (cell: HTMLTableCellElement) => cell.classList.contains('ant-picker-cell-disabled');
    expect(cells.filter((cell) => cell.title < today).every(disabled)).toBe(true);
    expect(cells.filter((cell) => cell.title >= today).some(disabled)).toBe(false);
    // Earlier days of the month are on the panel unless today is its first row's first day.
    if (today.slice(8) !== '01') expect(cells.some((cell) => cell.title < today)).toBe(true);
  });
  it('a refused expected date shows under 期望完成日期, not on top, keeps every value and clears when the date changes', async () => {
    as('front');
    const toasts: string[] = [];
    const detach = attachMessages((text) => toasts.push(text));
    server.use(mockCall(orderCalls.applyService, () => refused('期望日期不能早于今天', [{ field: 'expectedDate', msg: '期望日期不能早于今天' }])));
    renderRoutes([{ path: '/front-createCashOrder', element: <ApplyScreen /> }], '/front-createCashOrder?subject=park:11');
    await userEvent.type(await screen.findByLabelText('需求描述'), '每月记账');
    const date = screen.getByLabelText('期望完成日期');
    await userEvent.click(date);
    // The picker refuses past days itself; the server may still refuse one (its day turned): it shows at the field.
    await userEvent.keyboard('2099-01-01{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /提交申请/ }));
    const item = date.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('期望日期不能早于今天')).toBeInTheDocument();
    expect(date).toHaveValue('2099-01-01');
    expect(screen.getByLabelText('需求描述')).toHaveValue('每月记账');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts).toEqual([]);
    await userEvent.click(date);
    await userEvent.keyboard('{Control>}a{/Control}2099-01-02{Enter}');
    await waitFor(() => expect(within(item).queryByText('期望日期不能早于今天')).not.toBeInTheDocument());
    detach();
  }, 60_000);
});

describe('the order detail: history and the buttons of each party', () => {
  it('shows the whole history with notes and files, and the park\'s buttons only with the routing privilege', async () => {
    as('manage', [PRIVILEGES.orderRouting.code]);
    const { unmount } = renderRoutes(detailRoutes, '/serviceOrderDetail?id=7');
    const events = await screen.findAllByTestId('order-event');
    expect(events).toHaveLength(2);
    expect(events[1]).toHaveTextContent('拒绝');
    expect(events[1]).toHaveTextContent('排期已满');
    expect(within(events[1]!).getByRole('link', { name: '说明.pdf' })).toBeInTheDocument();
    for (const name of ['指派', '受理', '驳回']) expect(screen.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) })).toBeInTheDocument();
    unmount();
    as('manage', []);
    renderRoutes(detailRoutes, '/serviceOrderDetail?id=7');
    await screen.findAllByTestId('order-event');
    expect(screen.queryByRole('button', { name: /指\s*派/ })).toBeNull();
  });

  it('the company confirms a delivered order with a rating; the version it saw goes along', async () => {
    as('front');
    detail = order({ state: 'delivered', party: 'company', actions: ['confirm'], version: 6 });
    renderRoutes(detailRoutes, '/front-cashOrderDetail?id=7');
    await userEvent.click(await screen.findByRole('button', { name: '确认完成' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('评价（选填）'), '很专业');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认完成' }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/v1/cash/order/confirm/7', body: { version: 6, rating: 5, comment: '很专业' } }]));
  });

  it('the agency\'s receipt says what is wrong with the amount under the amount, clears it when corrected, sending nothing', async () => {
    as('agent');
    detail = order({ state: 'delivered', party: 'agency', provider: 'agency', actions: ['receipt'], version: 4 });
    renderRoutes(detailRoutes, '/cashOrderDetail?id=7');
    await userEvent.click(await screen.findByRole('button', { name: '上传回单' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('金额');
    const amountItem = amount.closest('.ant-form-item') as HTMLElement;
    const fileItem = within(dialog).getByText('发票或收据').closest('.ant-form-item') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: '上传回单' }));
    expect(await within(amountItem).findByText('请输入金额')).toBeInTheDocument();
    expect(within(fileItem).getByText('请上传发票或收据')).toBeInTheDocument();
    expect(within(fileItem).queryByText('请输入金额')).not.toBeInTheDocument();
    await userEvent.type(amount, '12.345');
    expect(await within(amountItem).findByText('金额最多两位小数')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '-3');
    expect(await within(amountItem).findByText('金额不能为负数')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1280.50');
    await waitFor(() => expect(within(amountItem).queryByText(/金额/, { selector: '.ant-form-item-explain-error' })).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it('the agency\'s receipt shows the server\'s refusal of the amount under the amount, not on top, and keeps the input', async () => {
    as('agent');
    detail = order({ state: 'delivered', party: 'agency', provider: 'agency', actions: ['receipt'], version: 4 });
    const toasts: string[] = [];
    const detach = attachMessages((text) => toasts.push(text));
    server.use(mockCall(orderCalls.receipt, () => refused('金额超出上限', [{ field: 'amountFen', msg: '金额超出上限' }])));
    renderRoutes(detailRoutes, '/cashOrderDetail?id=7');
    await userEvent.click(await screen.findByRole('button', { name: '上传回单' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('金额');
    await userEvent.type(amount, '99');
    await userEvent.setup({ applyAccept: false }).upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, new File(['%PDF-1.4 receipt'], 'invoice.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(/a1\.pdf|invoice\.pdf/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '上传回单' }));
    const amountItem = amount.closest('.ant-form-item') as HTMLElement;
    expect(await within(amountItem).findByText('金额超出上限')).toBeInTheDocument();
    expect(amount).toHaveValue('99');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts).toEqual([]);
    await userEvent.type(amount, '0');
    await waitFor(() => expect(within(amountItem).queryByText('金额超出上限')).not.toBeInTheDocument());
    detach();
  });
});

describe('assignOrder: the assignment dialog', () => {
  it('lists the candidates with open load and rating, and assigns the chosen one', async () => {
    as('manage', [PRIVILEGES.orderRouting.code]);
    renderRoutes(detailRoutes, '/assignOrder?id=7');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('启航企业服务中心')).toBeInTheDocument();
    expect(within(dialog).getByText('4.5（2）')).toBeInTheDocument();
    expect(within(dialog).getByText('暂无评分')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /指\s*派/ }));
    expect(await within(dialog).findByText('请选择服务机构')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('选择启航企业服务中心'));
    await userEvent.click(within(dialog).getByRole('button', { name: /指\s*派/ }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/v1/admin/ps/order/action/7', body: { version: 2, action: 'assign', mechanismId: 5 } }]));
  });
});
