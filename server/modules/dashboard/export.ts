import { DASHBOARD_PANELS, type DashboardPanelKey } from '@contract/dashboard';
import type { FunnelQuery } from '@contract/schemas/dashboard';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../lib/request-context';
import { funnelPanel, industryPanel, occupancyPanel, orderStatePanel, policyPanel, serviceLevelPanel, voucherPanel } from './service';
import { panelWorkbook } from './sheet';

type PanelRead = (db: Db, ctx: RequestContext, query: FunnelQuery) => Promise<{ rows: object[]; sums: object[] }>;

// The export reads a panel exactly as its call answers it (same checks, same figures) and writes that table.
const READS: Record<DashboardPanelKey, PanelRead> = {
  occupancy: (db, ctx, { parkId }) => occupancyPanel(db, ctx, { parkId }),
  funnel: funnelPanel,
  industries: (db, ctx, { parkId }) => industryPanel(db, ctx, { parkId }),
  orderStates: (db, ctx, { parkId }) => orderStatePanel(db, ctx, { parkId }),
  serviceLevels: (db, ctx, { parkId }) => serviceLevelPanel(db, ctx, { parkId }),
  vouchers: (db, ctx, { parkId }) => voucherPanel(db, ctx, { parkId }),
  policies: (db, ctx, { parkId }) => policyPanel(db, ctx, { parkId }),
};

export async function exportPanel(db: Db, ctx: RequestContext, panel: DashboardPanelKey, query: FunnelQuery) {
  const { rows, sums } = await READS[panel](db, ctx, query);
  const content = await panelWorkbook(panel, [...rows, ...sums] as Record<string, unknown>[]);
  return { content, name: `${DASHBOARD_PANELS[panel].label}.xlsx`, asciiName: `dashboard-${panel}.xlsx` };
}
