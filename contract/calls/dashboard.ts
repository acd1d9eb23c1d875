import { XLSX_MEDIA_TYPE } from '../files';
import { FileBody } from '../primitives';
import {
  DashboardPanelParams, DashboardQuery, FunnelPanel, FunnelQuery, IndustryPanel, OccupancyPanel, OrderStatePanel, PolicyMatchPanel,
  ServiceLevelPanel, VoucherBurnPanel,
} from '../schemas/dashboard';
import { defineCalls } from './define-call';

// The park dashboard (issue 24 point 2, contract/dashboard.ts): one call per panel, and each panel as an .xlsx. An
// operator reads the parks they operate (the session's park when none is named); the platform admin names one or
// none, for every park and their sums.
const READ = {
  hosts: ['manage'],
  park: 'scope',
  open: 'every operator follows the figures of the parks they operate; a park outside the caller\'s answers 403',
} as const;
const BASE = 'v1/admin/dashboard';

export const dashboardCalls = defineCalls('dashboard', ['数据看板'], {
  occupancy: { method: 'GET', path: `${BASE}/occupancy`, query: DashboardQuery, response: OccupancyPanel, access: READ, summary: '按楼宇的房间与面积出租情况' },
  funnel: { method: 'GET', path: `${BASE}/funnel`, query: FunnelQuery, response: FunnelPanel, access: READ, summary: '按月的入驻漏斗：申请、审核、通过、迁出' },
  industries: { method: 'GET', path: `${BASE}/industries`, query: DashboardQuery, response: IndustryPanel, access: READ, summary: '在园企业的行业分布' },
  orderStates: { method: 'GET', path: `${BASE}/order-states`, query: DashboardQuery, response: OrderStatePanel, access: READ, summary: '订单按状态的数量' },
  serviceLevels: { method: 'GET', path: `${BASE}/service-levels`, query: DashboardQuery, response: ServiceLevelPanel, access: READ, summary: '按服务类型的服务时效达标情况' },
  vouchers: { method: 'GET', path: `${BASE}/vouchers`, query: DashboardQuery, response: VoucherBurnPanel, access: READ, summary: '服务券各批次的预算执行' },
  policies: { method: 'GET', path: `${BASE}/policies`, query: DashboardQuery, response: PolicyMatchPanel, access: READ, summary: '政策推送与申报' },
  export: {
    method: 'GET', path: `${BASE}/:panel/export`, params: DashboardPanelParams, query: FunnelQuery, response: FileBody(XLSX_MEDIA_TYPE), access: READ,
    summary: '导出一个面板的表格（.xlsx）',
  },
});
