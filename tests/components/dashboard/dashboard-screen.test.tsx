import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_PANELS, DASHBOARD_PANEL_KEYS, SUM_ROW_LABEL } from '@contract/dashboard';
import { USER_TYPES } from '@contract/host-kinds';
import { dashboardCalls, type OccupancyRow, type VoucherBurnRow } from '@/api/dashboard';
import { DashboardScreen } from '@/features/dashboard/dashboard-screen';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { mockCall } from '../shared/mock-call';
import { renderRoutes, setupMsw } from '../shared/test-kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const asked: { panel: string; parkId: string | null }[] = [];
const exported: { url: string }[] = [];

const room = (parkId: number, park: string, building: string, rooms: number, roomsLet: number, area: number, areaLet: number): OccupancyRow => ({
  parkId, park, building, rooms, roomsLet, roomsFree: rooms - roomsLet, area, areaLet, areaFree: area - areaLet,
});
const occupancy = (all: boolean) => ({
  rows: all ? [room(1, '一号园区', 'A座', 3, 2, 180.5, 130.5), room(2, '二号园区', '1号楼', 4, 1, 200, 50)] : [room(1, '一号园区', 'A座', 3, 2, 180.5, 130.5)],
  sums: all ? [room(0, SUM_ROW_LABEL, SUM_ROW_LABEL, 7, 3, 380.5, 180.5)] : [],
});
const batch: VoucherBurnRow = { parkId: 1, park: '一号园区', batch: '2026 年第一批', budgetFen: 1_000_000, issuedFen: 300_000, committedFen: 100_000, redeemedFen: 80_000, burn: 8 };

// Every panel answers; the occupancy and vouchers with figures, the others empty. Each request's park is recorded.
const seen = (panel: string, request: Request) => asked.push({ panel, parkId: new URL(request.url).searchParams.get('parkId') });
setupMsw(
  mockCall(dashboardCalls.occupancy, ({ request }) => (seen('occupancy', request), occupancy(!new URL(request.url).searchParams.has('parkId')))),
  mockCall(dashboardCalls.funnel, ({ request }) => (seen('funnel', request), { rows: [], sums: [] })),
  mockCall(dashboardCalls.industries, ({ request }) => (seen('industries', request), { rows: [], sums: [] })),
  mockCall(dashboardCalls.orderStates, ({ request }) => (seen('orderStates', request), { rows: [], sums: [] })),
  mockCall(dashboardCalls.serviceLevels, ({ request }) => (seen('serviceLevels', request), { rows: [], sums: [] })),
  mockCall(dashboardCalls.vouchers, ({ request }) => {
    seen('vouchers', request);
    return { rows: [batch], sums: new URL(request.url).searchParams.has('parkId') ? [] : [{ ...batch, parkId: 0, park: SUM_ROW_LABEL, batch: SUM_ROW_LABEL }] };
  }),
  mockCall(dashboardCalls.policies, ({ request }) => (seen('policies', request), { rows: [], sums: [] })),
  http.get('*/api/v1/admin/dashboard/:panel/export', ({ request }) => {
    exported.push({ url: request.url });
    return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': XLSX } });
  }),
);

const saved: string[] = [];
beforeEach(() => {
  asked.length = 0;
  exported.length = 0;
  saved.length = 0;
  useParkStore.getState().choosePark({ id: 1, name: '一号园区' });
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const signIn = (userType: number) => useSessionStore.setState({ accessToken: 't', hostKey: 'manage', userType, privileges: [] });
const render = () => renderRoutes([{ path: '/dashboard', element: <DashboardScreen /> }], '/dashboard');
// Seven cards, each a chart and an antd table: the first render of a cold worker on the loaded machine is slow.
const SLOW = { timeout: 15_000 };
const tableOf = (panel: keyof typeof DASHBOARD_PANELS) => screen.findByRole('table', { name: `${DASHBOARD_PANELS[panel].label}（表格）` }, SLOW);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('数据看板 (the park dashboard)', { timeout: 60_000 }, () => {
  it('shows the platform admin every park and the sum, each panel with its chart and a table of the same numbers', async () => {
    signIn(USER_TYPES.platformAdmin);
    render();
    const table = await tableOf('occupancy');
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      ['一号园区', 'A座', '3', '2', '1', '180.50', '130.50', '50.00'],
      ['二号园区', '1号楼', '4', '1', '3', '200.00', '50.00', '150.00'],
      ['合计', '合计', '7', '3', '4', '380.50', '180.50', '200.00'],
    ]);
    expect(within(table).getByRole('columnheader', { name: '园区' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: DASHBOARD_PANELS.occupancy.label })).toBeInTheDocument();
    // Money in fen reads as yuan.
    const vouchers = await tableOf('vouchers');
    expect(cells(within(vouchers).getAllByRole('row')[1] as HTMLElement)).toEqual(['一号园区', '2026 年第一批', '10000.00', '3000.00', '1000.00', '800.00', '8.0%']);
    // A panel without rows says so.
    expect(within(screen.getByRole('heading', { name: DASHBOARD_PANELS.policies.label }).closest('.ant-card') as HTMLElement).getByText('暂无数据')).toBeInTheDocument();
    await waitFor(() => expect(new Set(asked.map((a) => a.panel))).toEqual(new Set(DASHBOARD_PANEL_KEYS)));
    expect(asked.every((a) => a.parkId === null)).toBe(true);
  });

  it('narrows to the session\'s park when the admin chooses it', async () => {
    signIn(USER_TYPES.platformAdmin);
    render();
    await tableOf('occupancy');
    asked.length = 0;
    await userEvent.click(screen.getByText('一号园区', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(asked.filter((a) => a.panel === 'occupancy')).toEqual([{ panel: 'occupancy', parkId: '1' }]));
    const table = await tableOf('occupancy');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    // One park: no park column, no sum row.
    expect(within(table).queryByRole('columnheader', { name: '园区' })).not.toBeInTheDocument();
    expect(within(table).queryByText(SUM_ROW_LABEL)).not.toBeInTheDocument();
  });

  it('reads an operator\'s own park only, and exports a panel as .xlsx', async () => {
    signIn(USER_TYPES.parkOperator);
    render();
    await tableOf('vouchers');
    expect(screen.queryByRole('radiogroup', { name: '统计范围' })).not.toBeInTheDocument();
    expect(asked.every((a) => a.parkId === '1')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: `导出${DASHBOARD_PANELS.vouchers.label}` }));
    await waitFor(() => expect(saved).toEqual([`${DASHBOARD_PANELS.vouchers.label}.xlsx`]));
    expect(exported).toHaveLength(1);
    expect(new URL(exported[0]?.url ?? '').pathname).toBe('/api/v1/admin/dashboard/vouchers/export');
    expect(new URL(exported[0]?.url ?? '').searchParams.get('parkId')).toBe('1');
  });
});
