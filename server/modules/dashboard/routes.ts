import { dashboardCalls } from '@contract/calls/dashboard';
import { callRoutes } from '../../lib/call-routes';
import { exportPanel } from './export';
import { funnelPanel, industryPanel, occupancyPanel, orderStatePanel, policyPanel, serviceLevelPanel, voucherPanel } from './service';

export const dashboardRoutes = callRoutes(dashboardCalls, {
  occupancy: (db, ctx, { query }) => occupancyPanel(db, ctx, query),
  funnel: (db, ctx, { query }) => funnelPanel(db, ctx, query),
  industries: (db, ctx, { query }) => industryPanel(db, ctx, query),
  orderStates: (db, ctx, { query }) => orderStatePanel(db, ctx, query),
  serviceLevels: (db, ctx, { query }) => serviceLevelPanel(db, ctx, query),
  vouchers: (db, ctx, { query }) => voucherPanel(db, ctx, query),
  policies: (db, ctx, { query }) => policyPanel(db, ctx, query),
  export: (db, ctx, { params, query }) => exportPanel(db, ctx, params.panel, query),
});
