import { dashboardCalls } from '@contract/calls/dashboard';
import type { DashboardPanelKey } from '@contract/dashboard';
import type { FunnelQuery } from '@contract/schemas/dashboard';
import { api } from '@/api/call';

// The park dashboard (contract/dashboard.ts): one call per panel, and each panel's .xlsx.
export type {
  DashboardQuery, FunnelQuery, FunnelRow, IndustryRow, OccupancyRow, OrderStateRow, PolicyMatchRow, ServiceLevelRow, VoucherBurnRow,
} from '@contract/schemas/dashboard';
export { dashboardCalls } from '@contract/calls/dashboard';

/** Any panel's answer as the screen draws it: rows per park, the sums when every park was asked for. */
export interface PanelAnswer {
  rows: Record<string, string | number>[];
  sums: Record<string, string | number>[];
}

/** A panel's rows; only the funnel reads the months. */
export function fetchPanel(panel: DashboardPanelKey, { parkId, from, to }: FunnelQuery): Promise<PanelAnswer> {
  const park = parkId === undefined ? {} : { parkId };
  if (panel === 'funnel') return api(dashboardCalls.funnel, { query: { ...park, ...(from ? { from } : {}), ...(to ? { to } : {}) } });
  return api(dashboardCalls[panel], { query: park });
}

/** The panel's table as an .xlsx file. */
export const exportPanel = (panel: DashboardPanelKey, query: FunnelQuery) => api(dashboardCalls.export, { params: { panel }, query }, { loading: true });
