// The to-do home (issue 24 point 1): what waits for the signed-in user to act, by kind. Each kind is declared once
// here: its label, the host kind it belongs to, the screen listing it, the privilege an operator needs to be shown
// it, and the screen each of its rows opens. The server counts and lists them (server/modules/home), the console
// shows them (src/features/home); neither writes a label or a link of its own.
import type { HostKey } from './host-kinds';
import type { PrivilegeKey } from './privileges';
import type { ScreenName } from './screens/catalogue';
import { screenLink, type LinkQuery } from './screens/links';

/** What a row's link is built from: its own id, its park, and the voucher batch it belongs to (0 when none). */
export interface HomeRowRef {
  id: number;
  parkId: number;
  ref: number;
}

export interface HomeKindDeclaration {
  label: string;
  host: HostKey;
  /** The screen that lists every item of the kind: where the kind's card links. */
  screen: ScreenName;
  /** A manage user sees the kind only while holding it (and able to open `screen`). */
  privilege?: PrivilegeKey;
  /** The screen where the user acts on one item, and its query. */
  row: (ref: HomeRowRef) => { screen: ScreenName; query?: LinkQuery };
}

const orderOf = ({ id, parkId }: HomeRowRef) => ({ id, parkId });

export const HOME_KINDS = {
  // The park's operators
  checkIn: { label: '入驻审核', host: 'manage', screen: 'checkcompany', privilege: 'companyAudit', row: ({ id }) => ({ screen: 'companyManage-detail', query: { companyId: id } }) },
  changeAudit: { label: '信息变更待审核', host: 'manage', screen: 'checkcompany', privilege: 'companyAudit', row: ({ id }) => ({ screen: 'companyManage-detail', query: { companyId: id } }) },
  moveIn: { label: '待登记迁入', host: 'manage', screen: 'settlecompany', privilege: 'companyTenancy', row: ({ id }) => ({ screen: 'companyManage-edit', query: { companyId: id } }) },
  orderRoute: { label: '待指派或审核的申请', host: 'manage', screen: 'serviceOrder', privilege: 'orderRouting', row: (r) => ({ screen: 'serviceOrderDetail', query: orderOf(r) }) },
  consultation: { label: '待答复的咨询', host: 'manage', screen: 'advice-order', privilege: 'orderRouting', row: ({ id }) => ({ screen: 'adviceOrderDetail', query: { id } }) },
  preApply: { label: '待预审的政策申报', host: 'manage', screen: 'pre-check', privilege: 'preApplyReview', row: ({ id }) => ({ screen: 'preCheckDetail', query: { id } }) },
  voucherApply: { label: '服务券申领待审核', host: 'manage', screen: 'vouchers-manage', privilege: 'voucherAdmin', row: ({ ref }) => ({ screen: 'vouchers-manage-action', query: { id: ref } }) },
  redeemAudit: { label: '服务券核销待审核', host: 'manage', screen: 'vouchers-manage', privilege: 'voucherAdmin', row: ({ ref }) => ({ screen: 'vouchers-manage-action', query: { id: ref } }) },
  agencyAudit: { label: '机构待审核', host: 'manage', screen: 'orgCompanyCheck', privilege: 'agencyAudit', row: () => ({ screen: 'orgCompanyCheck' }) },
  serviceAudit: { label: '机构服务待审核', host: 'manage', screen: 'orgServiceCheck', privilege: 'agencyAudit', row: () => ({ screen: 'orgServiceCheck' }) },
  suggestion: { label: '待处理的企业诉求', host: 'manage', screen: 'companySuggest', row: ({ id }) => ({ screen: 'companySuggest', query: { id } }) },

  // The tenant company
  companyCheckIn: { label: '入驻申请', host: 'front', screen: 'companyManage-detail', row: () => ({ screen: 'companyManage-edit' }) },
  materialsReturned: { label: '园区退回的申报材料', host: 'front', screen: 'front-preApply-order', row: ({ id }) => ({ screen: 'front-preApply-order-detail', query: { id } }) },
  orderConfirm: { label: '待确认完成的服务', host: 'front', screen: 'front-cash-order', row: (r) => (r.ref ? { screen: 'front-voucher-order' } : { screen: 'front-cashOrderDetail', query: orderOf(r) }) },
  consultationAnswered: { label: '已答复的咨询', host: 'front', screen: 'front-advice-order', row: ({ id }) => ({ screen: 'front-advice-order', query: { id } }) },
  voucherExpiring: { label: '即将到期的服务券', host: 'front', screen: 'front-voucher-order', row: ({ id }) => ({ screen: 'front-voucherDetail', query: { id } }) },
  policyMatched: { label: '新匹配的政策', host: 'front', screen: 'front-policy', row: ({ id }) => ({ screen: 'front-policyDetail', query: { id } }) },

  // The service agency
  orderAccept: { label: '待受理的服务申请', host: 'agent', screen: 'cash-order', row: (r) => ({ screen: 'cashOrderDetail', query: orderOf(r) }) },
  orderDeliver: { label: '待交付的服务', host: 'agent', screen: 'cash-order', row: (r) => (r.ref ? { screen: 'voucher-order', query: { id: r.id } } : { screen: 'cashOrderDetail', query: orderOf(r) }) },
  voucherContract: { label: '服务券订单待签约', host: 'agent', screen: 'voucher-order', row: ({ id }) => ({ screen: 'voucher-order', query: { id } }) },
  voucherRedeem: { label: '服务券待申请核销', host: 'agent', screen: 'voucher-order', row: ({ id }) => ({ screen: 'voucher-order', query: { id } }) },
  settlementReturned: { label: '退回的结算单', host: 'agent', screen: 'cash-order', row: ({ id }) => ({ screen: 'cash-order', query: { tab: 'settlement', settlementId: id } }) },
} as const satisfies Record<string, HomeKindDeclaration>;

export type HomeKindKey = keyof typeof HOME_KINDS;
export const HOME_KIND_KEYS = Object.keys(HOME_KINDS) as HomeKindKey[];

/** How many of a kind's oldest items the home lists. */
export const HOME_ROWS = 5;
/** A company's voucher is about to expire this many days ahead; a match is new for as many days. */
export const VOUCHER_EXPIRY_NOTICE_DAYS = 30;
export const POLICY_MATCH_NEW_DAYS = 30;

export const homeKindsOf = (host: HostKey): HomeKindKey[] => HOME_KIND_KEYS.filter((key) => HOME_KINDS[key].host === host);

export const homeKindLink = (kind: HomeKindKey): string => screenLink(HOME_KINDS[kind].screen);

export function homeRowLink(kind: HomeKindKey, ref: HomeRowRef): string {
  const { row }: HomeKindDeclaration = HOME_KINDS[kind];
  const { screen, query } = row(ref);
  return screenLink(screen, query);
}
