import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgencyServiceDetail } from '@contract/schemas/agency-service';
import { OrgServeWriteScreen } from '@/features/agency/org-serve-write-screen';
import { agencyServiceCalls } from '@/api/agency-services';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const draft = (over: Partial<AgencyServiceDetail> = {}): AgencyServiceDetail => ({
  id: 7, mechanismId: 1, mechanismName: '启航企业服务中心', name: '工商注册代办', serviceType: 'other', state: 'draft', version: 3,
  priceMinFen: 50000, priceMaxFen: 150000, deliveryDays: 10, voucherPayable: false, changePending: false, rejectReason: null, submittedAt: null,
  deliverables: '营业执照与公章', body: '<p>全程代办工商注册</p>', pending: null, ...over,
});

let current: AgencyServiceDetail;
let updates: Record<string, unknown>[];

setupMsw(
  mockCall(agencyServiceCalls.info, () => current),
  mockCall(agencyServiceCalls.update, ({ body }) => {
    updates.push(body);
    return current;
  }),
);

beforeEach(() => {
  current = draft();
  updates = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'agent', userType: 10 });
});

const routes = [
  { path: '/org-serve-write', element: <OrgServeWriteScreen /> },
  { path: '/service-content', element: <p>服务列表</p> },
];

describe('the service form (org-serve-write)', () => {
  it('shows prices in 元 with 人民币, refuses a range upside down, and sends fen with submit', async () => {
    const { container, router } = renderRoutes(routes, '/org-serve-write?id=7');
    const min = await screen.findByRole('spinbutton', { name: '最低价格（元）' });
    expect(min).toHaveValue('500.00');
    expect(screen.getByText('人民币；固定价格请将最低、最高价格填为相同')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.ql-editor')?.textContent).toContain('全程代办工商注册'));
    await userEvent.clear(min);
    await userEvent.type(min, '2000');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('最高价格不能低于最低价格')).toBeInTheDocument();
    expect(updates).toEqual([]);
    await userEvent.clear(min);
    await userEvent.type(min, '800.5');
    await userEvent.click(screen.getByRole('checkbox', { name: '保存后立即提交审核' }));
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ id: 7, version: 3, priceMinFen: 80050, priceMaxFen: 150000, voucherPayable: true, submit: true, serviceType: 'other', deliveryDays: 10 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/service-content'));
  });

  it('a service waiting for audit opens read-only with no way to change it', async () => {
    current = draft({ state: 'approved', changePending: true, pending: { ...draft(), name: '工商注册（新版）', serviceType: 'other' }, rejectReason: null });
    renderRoutes(routes, '/org-serve-write?id=7');
    expect(await screen.findByText('服务正在审核中，审核完成前不能修改')).toBeInTheDocument();
    expect(screen.getByText('工商注册（新版）')).toBeInTheDocument();
    expect(screen.getAllByText('变更为')).toHaveLength(1);
    expect(screen.getAllByText('500.00 ~ 1,500.00 人民币')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
  });
});
