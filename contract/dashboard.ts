// The park dashboard (issue 24 point 2): one panel per figure the operators follow, each declared once here with its
// label and its table's columns. The server answers a panel's rows (server/modules/dashboard) and writes the same
// columns into its .xlsx; the console draws the chart and the table from them (src/features/dashboard).
import type {
  FunnelRow, IndustryRow, OccupancyRow, OrderStateRow, PolicyMatchRow, ServiceLevelRow, VoucherBurnRow,
} from './schemas/dashboard';

/** How a column's numbers read: money is integer fen shown as yuan, area in square metres, a share in percent. */
export type DashboardColumnKind = 'text' | 'count' | 'area' | 'fen' | 'percent';

export interface DashboardColumn<R> {
  key: keyof R & string;
  title: string;
  kind: DashboardColumnKind;
}

interface PanelDeclaration<R> {
  label: string;
  /** What the chart's categories are (one bar or slice per row of the chart's rows). */
  category: keyof R & string;
  /** The table's columns after the park's, in order; the .xlsx has the same. */
  columns: readonly DashboardColumn<R>[];
  /** The series the bar chart draws, one bar per row and series. */
  chart: readonly (keyof R & string)[];
}

const panel = <R>(declaration: PanelDeclaration<R>) => declaration;

export const DASHBOARD_PANELS = {
  occupancy: panel<OccupancyRow>({
    label: '房源出租（按楼宇）',
    category: 'building',
    columns: [
      { key: 'building', title: '楼宇', kind: 'text' },
      { key: 'rooms', title: '房间数', kind: 'count' },
      { key: 'roomsLet', title: '已出租房间', kind: 'count' },
      { key: 'roomsFree', title: '空置房间', kind: 'count' },
      { key: 'area', title: '总面积（㎡）', kind: 'area' },
      { key: 'areaLet', title: '已出租面积（㎡）', kind: 'area' },
      { key: 'areaFree', title: '空置面积（㎡）', kind: 'area' },
    ],
    chart: ['roomsLet', 'roomsFree'],
  }),
  funnel: panel<FunnelRow>({
    label: '入驻漏斗（按月）',
    category: 'month',
    columns: [
      { key: 'month', title: '月份', kind: 'text' },
      { key: 'applied', title: '提交申请', kind: 'count' },
      { key: 'audited', title: '完成审核', kind: 'count' },
      { key: 'settled', title: '审核通过', kind: 'count' },
      { key: 'movedOut', title: '迁出', kind: 'count' },
    ],
    chart: ['applied', 'audited', 'settled', 'movedOut'],
  }),
  industries: panel<IndustryRow>({
    label: '在园企业行业分布',
    category: 'industry',
    columns: [
      { key: 'industry', title: '行业', kind: 'text' },
      { key: 'companies', title: '企业数', kind: 'count' },
    ],
    chart: ['companies'],
  }),
  orderStates: panel<OrderStateRow>({
    label: '订单状态分布',
    category: 'state',
    columns: [
      { key: 'state', title: '状态', kind: 'text' },
      { key: 'orders', title: '订单数', kind: 'count' },
    ],
    chart: ['orders'],
  }),
  serviceLevels: panel<ServiceLevelRow>({
    label: '服务时效达标（按服务类型）',
    category: 'serviceType',
    columns: [
      { key: 'serviceType', title: '服务类型', kind: 'text' },
      { key: 'orders', title: '订单数', kind: 'count' },
      { key: 'delivered', title: '已交付', kind: 'count' },
      { key: 'onTime', title: '按时交付', kind: 'count' },
      { key: 'overdue', title: '进行中已超时', kind: 'count' },
      { key: 'compliance', title: '按时交付率', kind: 'percent' },
    ],
    chart: ['delivered', 'onTime', 'overdue'],
  }),
  vouchers: panel<VoucherBurnRow>({
    label: '服务券预算执行（按批次）',
    category: 'batch',
    columns: [
      { key: 'batch', title: '批次', kind: 'text' },
      { key: 'budgetFen', title: '预算（元）', kind: 'fen' },
      { key: 'issuedFen', title: '已发放（元）', kind: 'fen' },
      { key: 'committedFen', title: '已占用（元）', kind: 'fen' },
      { key: 'redeemedFen', title: '已核销（元）', kind: 'fen' },
      { key: 'burn', title: '核销占预算', kind: 'percent' },
    ],
    chart: ['budgetFen', 'issuedFen', 'redeemedFen'],
  }),
  policies: panel<PolicyMatchRow>({
    label: '政策匹配',
    category: 'policy',
    columns: [
      { key: 'policy', title: '政策', kind: 'text' },
      { key: 'matched', title: '已推送企业', kind: 'count' },
      { key: 'applied', title: '已申报企业', kind: 'count' },
    ],
    chart: ['matched', 'applied'],
  }),
} as const;

export type DashboardPanelKey = keyof typeof DASHBOARD_PANELS;
export const DASHBOARD_PANEL_KEYS = Object.keys(DASHBOARD_PANELS) as DashboardPanelKey[];

/** The park columns every row leads with; a sum row (park 0) reads 合计. */
export const PARK_COLUMN_TITLE = '园区';
export const SUM_ROW_LABEL = '合计';
/** An industry or service type left empty reads so. */
export const UNSPECIFIED_LABEL = '未填写';

/** The funnel reads at most this many months at once; by default the last twelve, this month included. */
export const FUNNEL_MAX_MONTHS = 24;
export const FUNNEL_DEFAULT_MONTHS = 12;
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** The months from `from` to `to` ('YYYY-MM'), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = to.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The month `count - 1` months before `month`: the first of a window of `count` months ending at `month`. */
export function monthsBack(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - (count - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A share in percent with one decimal, 0 when there is nothing to share. */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
