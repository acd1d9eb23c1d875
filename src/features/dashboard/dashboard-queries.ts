import { queryOptions } from '@tanstack/react-query';
import type { DashboardPanelKey } from '@contract/dashboard';
import { callKey } from '@/api/call';
import { dashboardCalls, fetchPanel, type FunnelQuery } from '@/api/dashboard';

/** One panel of the parks asked for (the park and months in the key: another choice reads anew). */
export const panelQuery = (panel: DashboardPanelKey, query: FunnelQuery) =>
  queryOptions({ queryKey: [...callKey(dashboardCalls[panel]), query], queryFn: () => fetchPanel(panel, query) });
