import { accountDomain } from '../domains/account';
import { agencyDomain } from '../domains/agency';
import { agencyServiceDomain } from '../domains/agency-service';
import { appContentDomain } from '../domains/app-content';
import { authDomain } from '../domains/auth';
import { consultationsDomain } from '../domains/consultations';
import { contentDomain } from '../domains/content';
import { enterpriseDomain } from '../domains/enterprise';
import { enterpriseFieldsDomain } from '../domains/enterprise-fields';
import { estateDomain } from '../domains/estate';
import { estateImportDomain } from '../domains/estate-import';
import { filesDomain } from '../domains/files';
import { lifeTreeDomain } from '../domains/life-tree';
import { logsDomain } from '../domains/logs';
import { menuDomain } from '../domains/menu';
import { messagesDomain } from '../domains/messages';
import { ordersDomain } from '../domains/orders';
import { parkDomain } from '../domains/park';
import { personnelDomain } from '../domains/personnel';
import { preApplyDomain } from '../domains/pre-apply';
import { privilegeDomain } from '../domains/privilege';
import { roleDomain } from '../domains/role';
import { settlementsDomain } from '../domains/settlements';
import { suggestionsDomain } from '../domains/suggestions';
import { systemSettingsDomain } from '../domains/system-settings';
import { tenancyDomain } from '../domains/tenancy';
import { userDomain } from '../domains/user';
import { verifyCodeDomain } from '../domains/verify-code';
import { vouchersDomain } from '../domains/vouchers';
import type { HostKey } from '../host-kinds';
import type { PrivilegeKey } from '../privileges';
import type { AgentMenuGroupPath, FrontMenuGroupPath, ManageMenuGroupPath } from './menu-groups';

/** Where a screen sits in the manage menu: in a group, or alone at the top level with its icon. */
export interface ManageMenuPlace {
  /** Its place in its group, or among the top-level entries when it has no group. */
  order: number;
  group?: ManageMenuGroupPath;
  icon?: string;
}

/** Where a screen sits in a built-in menu: its node id (which is also its sort), its group, its name there. */
export interface BuiltInMenuPlace<G extends string> {
  id: number;
  group?: G;
  /** The menu shows it under another name than its label. */
  name?: string;
}

/** One screen of spec §2. Its name (the key) is the last segment of every path that opens it. */
export interface ScreenDeclaration {
  /** What it is called: its name in a menu, else its last breadcrumb. */
  label: string;
  /** Who reaches it: the manage menus of the server, or the built-in front and agent menus. */
  hosts: readonly HostKey[];
  /** A fixed route at /{name} with these breadcrumb names; without it the screen is reached through a menu only. */
  crumbs?: readonly string[];
  /** A manage user opens it only while holding this privilege, else '暂无权限' (spec §6). */
  privilege?: PrivilegeKey;
  /**
   * The menu screen it belongs to: a manage user opens it only while that screen is in the role's menus, and reads
   * its calls only then (contract/screens/gate.ts). A manage screen is a menu entry, has a parent, or says why every
   * manage user may open it (`open`).
   */
  parent?: string;
  /** Why every signed-in user of its host kinds may open it, though it is no menu entry and has no parent. */
  open?: string;
  /** A tenant that has not settled in may still open it (spec §4: the profile and the company form). */
  checkInFree?: boolean;
  manageMenu?: ManageMenuPlace;
  frontMenu?: BuiltInMenuPlace<FrontMenuGroupPath>;
  agentMenu?: BuiltInMenuPlace<AgentMenuGroupPath>;
  /** A route under this agent menu screen that is no menu item: /{menu screen}/{name}. */
  agentSubPageOf?: string;
  /** Links to it open it under its menu group (/{group}/{name}), as its messages always have. */
  linkThroughMenu?: true;
}

const MANAGE = ['manage'] as const;
const FRONT = ['front'] as const;
const AGENT = ['agent'] as const;
const MANAGE_AGENT = ['manage', 'agent'] as const;
const MANAGE_FRONT = ['manage', 'front'] as const;
const EVERYONE = ['manage', 'front', 'agent'] as const;

/**
 * Every screen of the console, declared once. The console's screen table gives each its code; the manage menu seed,
 * the built-in front and agent menus and the server's message links (screenLink) are built from it.
 */
export const SCREENS = {
  // The signed-in user
  accountInfo: { label: '账号信息', hosts: EVERYONE, crumbs: ['账号信息'], checkInFree: true, open: 'the signed-in user\'s own account' },
  // The message centre (issue 13): every host kind; a tenant waiting for audit reads its result here.
  messages: { label: '消息中心', hosts: EVERYONE, crumbs: ['消息中心'], checkInFree: true, open: 'the signed-in user\'s own messages' },
  // The to-do home (issue 24 point 1): the first screen after sign-in and park choice, for every host kind.
  // Not check-in free: a tenant that has not settled meets the check-in dialog of spec §4 there, as on every screen.
  home: { label: '待办', hosts: EVERYONE, crumbs: ['待办'], open: 'the signed-in user\'s own to-do, each kind shown only to who may act on it' },
  // The park dashboard (issue 24 point 2): reached from the header; each operator sees the parks they operate.
  dashboard: { label: '数据看板', hosts: MANAGE, crumbs: ['数据看板'], open: 'every operator follows the figures of the parks they operate (the calls refuse other parks)' },

  // Parks, their estate and the company information form
  park: { label: '园区管理', hosts: MANAGE, manageMenu: { order: 1, icon: 'BankOutlined' } },
  'park-add': { label: '新增园区', hosts: MANAGE, crumbs: ['园区管理', '新增园区'], parent: 'park', privilege: 'parkAdmin' },
  'park-build': { label: '楼宇管理', hosts: MANAGE, crumbs: ['园区管理', '楼宇管理'], parent: 'park' },
  'park-fileds': { label: '企业字段', hosts: MANAGE, crumbs: ['园区管理', '企业字段'], parent: 'park' },
  'park-fileds-add': { label: '新增字段', hosts: MANAGE, crumbs: ['园区管理', '企业字段', '新增字段'], parent: 'park', privilege: 'parkAdmin' },
  'park-fileds-manage': { label: '字段管理', hosts: MANAGE, crumbs: ['园区管理', '企业字段', '字段管理'], parent: 'park' },

  // Roles, privileges and manager accounts
  role: { label: '角色管理', hosts: MANAGE, manageMenu: { group: 'access', order: 1 } },
  'role-detail': { label: '角色详情', hosts: MANAGE, crumbs: ['角色管理', '角色详情'], parent: 'role' },
  privilege: { label: '权限管理', hosts: MANAGE, manageMenu: { group: 'access', order: 2 } },
  account: { label: '账号管理', hosts: MANAGE, manageMenu: { group: 'access', order: 3 } },
  'account-detail': { label: '账号详情', hosts: MANAGE, crumbs: ['账号管理', '账号详情'], parent: 'account' },

  // Platform settings and the operation log
  systemSet: { label: '系统设置', hosts: MANAGE, manageMenu: { group: 'system', order: 1 } },
  // The tenants' app (issue 14 point 4): banners, quick entries, phones, with a preview.
  'appSet-manage': { label: '应用设置', hosts: MANAGE, crumbs: ['应用设置', '应用管理'], manageMenu: { group: 'public-service', order: 6 } },
  'appSet-quick': { label: '快捷入口', hosts: MANAGE, crumbs: ['应用设置', '快捷入口'], parent: 'appSet-manage' },
  'appSet-addDetail': { label: '新增详情', hosts: MANAGE, crumbs: ['应用设置', '新增详情'], parent: 'appSet-manage', privilege: 'contentPublish' },
  'quick-entry-set': { label: '快捷入口设置', hosts: MANAGE, crumbs: ['应用设置', '快捷入口设置'], parent: 'appSet-manage', privilege: 'contentPublish' },
  log: { label: '操作日志', hosts: MANAGE, manageMenu: { group: 'system', order: 2 } },
  'log-detail': { label: '日志详情', hosts: MANAGE, crumbs: ['操作日志', '日志详情'], parent: 'log' },

  // Companies of the park
  settlecompany: { label: '入驻企业', hosts: MANAGE, manageMenu: { group: 'enterprise', order: 1 } },
  checkcompany: { label: '入驻审核', hosts: MANAGE, manageMenu: { group: 'enterprise', order: 2 } },
  // Company suggestions (issue 14 point 5): the park handles them; the company writes and follows its own on the
  // fixed route front-suggest (the front menus of spec §2 stay as they are).
  companySuggest: { label: '企业诉求', hosts: MANAGE, manageMenu: { group: 'enterprise', order: 3 }, linkThroughMenu: true },
  'front-suggest': { label: '企业诉求', hosts: FRONT, crumbs: ['企业诉求'] },
  // Manage: an operator edits a company's record (?companyId=). Front: the company's own form, as on the detail.
  'companyManage-edit': {
    label: '企业信息填写', hosts: MANAGE_FRONT, crumbs: ['企业管理', '企业信息填写'], checkInFree: true, privilege: 'companyTenancy', parent: 'settlecompany',
  },
  // Front: the company's own record as a stepped form, where the check-in dialog leads (app/guards/check-in.ts).
  // Manage: a company of the park read-only (?companyId=), with its audit buttons.
  'companyManage-detail': {
    label: '企业详情', hosts: MANAGE_FRONT, crumbs: ['企业管理', '企业详情'], frontMenu: { id: 1, name: '企业管理' },
    open: 'reached from 入驻审核 and from 入驻企业; the record it reads is theirs (contract/calls/enterprise.ts)',
  },
  'companyManage-detail-copy': { label: '企业详情', hosts: MANAGE, crumbs: ['企业管理', '企业详情'], parent: 'settlecompany' },
  'selectFeild-export': { label: '选择字段导出', hosts: MANAGE, crumbs: ['企业管理', '选择字段导出'], parent: 'settlecompany' },
  // The company opens its own tree too (a fixed route: the front menus of spec §2 stay as they are).
  companyTree: { label: '企业生命树', hosts: MANAGE_FRONT, crumbs: ['企业生命树'], parent: 'settlecompany' },
  companyTreeRatio: { label: '企业对比', hosts: MANAGE, crumbs: ['企业生命树', '企业对比'], parent: 'settlecompany' },

  // Public service content: one list, one form and one classification screen for every type.
  policy: { label: '政策管理', hosts: MANAGE, manageMenu: { group: 'public-service', order: 1 } },
  'policy-add': { label: '新增政策', hosts: MANAGE, crumbs: ['政策管理', '新增政策'], parent: 'policy', privilege: 'contentPublish' },
  'policy-classify-mange': { label: '政策分类', hosts: MANAGE, crumbs: ['政策管理', '政策分类'], parent: 'policy', privilege: 'contentPublish' },
  // A policy's detail with its matching companies, and the company's reading of its park's policies (issue 14).
  'policy-detail': { label: '政策详情', hosts: MANAGE, crumbs: ['政策管理', '政策详情'], parent: 'policy' },
  // The company reaches them from its menu (公共服务); /{name} leads there too.
  'front-policy': { label: '园区政策', hosts: FRONT, frontMenu: { id: 31, group: 'public-service' } },
  'front-policyDetail': { label: '政策详情', hosts: FRONT, crumbs: ['园区政策', '政策详情'] },
  // The park's service products for a company: its own and the listed agencies' (issue 15 §2).
  'front-services': { label: '园区服务', hosts: FRONT, frontMenu: { id: 32, group: 'public-service' } },
  // The listed agencies with their profile and strength, and the park's news and notices, for a company (issue 20).
  'front-agencies': { label: '服务机构', hosts: FRONT, frontMenu: { id: 33, group: 'public-service' } },
  'front-news': { label: '新闻资讯', hosts: FRONT, frontMenu: { id: 34, group: 'public-service' } },
  'front-notice': { label: '通知公告', hosts: FRONT, frontMenu: { id: 35, group: 'public-service' } },
  'declaration-notice': { label: '申报通知', hosts: MANAGE, manageMenu: { group: 'public-service', order: 2 } },
  'declarationNotice-add': {
    label: '新增通知', hosts: MANAGE, crumbs: ['申报通知', '新增通知'], parent: 'declaration-notice', privilege: 'contentPublish',
  },
  news: { label: '新闻资讯', hosts: MANAGE, manageMenu: { group: 'public-service', order: 3 } },
  'news-add': { label: '新增资讯', hosts: MANAGE, crumbs: ['新闻资讯', '新增资讯'], parent: 'news', privilege: 'contentPublish' },
  finance: { label: '金融产品', hosts: MANAGE, manageMenu: { group: 'public-service', order: 4 } },
  'finance-add': { label: '新增产品', hosts: MANAGE, crumbs: ['金融产品', '新增产品'], parent: 'finance', privilege: 'contentPublish' },
  'finance-classify-mange': { label: '产品分类', hosts: MANAGE, crumbs: ['金融产品', '产品分类'], parent: 'finance', privilege: 'contentPublish' },
  service: { label: '服务产品', hosts: MANAGE, manageMenu: { group: 'public-service', order: 5 } },
  'service-add': { label: '新增服务', hosts: MANAGE, crumbs: ['服务产品', '新增服务'], parent: 'service', privilege: 'contentPublish' },
  'service-classify-mange': { label: '服务分类', hosts: MANAGE, crumbs: ['服务产品', '服务分类'], parent: 'service', privilege: 'contentPublish' },

  // Orders and policy pre-checks seen by the park
  serviceOrder: { label: '服务订单', hosts: MANAGE, manageMenu: { group: 'order', order: 1 } },
  // Service consultations: the park's list, and the agency's under 订单管理 › 服务咨询.
  'advice-order': {
    label: '咨询订单', hosts: MANAGE_AGENT, manageMenu: { group: 'order', order: 2 }, agentMenu: { id: 23, group: 'order', name: '服务咨询' },
  },
  'cash-order': { label: '服务申请', hosts: MANAGE_AGENT, manageMenu: { group: 'order', order: 3 }, agentMenu: { id: 22, group: 'order' } },
  'pre-check': { label: '政策预审', hosts: MANAGE, manageMenu: { group: 'order', order: 4 } },
  'order-detail': { label: '订单详情', hosts: MANAGE, crumbs: ['订单管理', '订单详情'], parent: 'serviceOrder' },
  assignOrder: { label: '指派订单', hosts: MANAGE, crumbs: ['订单管理', '指派订单'], parent: 'serviceOrder', privilege: 'orderRouting' },
  cashOrderDetail: { label: '服务申请详情', hosts: MANAGE_AGENT, crumbs: ['订单管理', '服务申请详情'], parent: 'cash-order' },
  serviceOrderDetail: { label: '服务订单详情', hosts: MANAGE, crumbs: ['订单管理', '服务订单详情'], parent: 'serviceOrder' },
  adviceOrderDetail: { label: '咨询订单详情', hosts: MANAGE_AGENT, crumbs: ['订单管理', '咨询订单详情'], parent: 'advice-order' },
  preCheckDetail: { label: '预审详情', hosts: MANAGE, crumbs: ['政策预申报', '预审详情'], parent: 'pre-check' },

  // Service agencies as the park manages them
  orgCompanyCheck: { label: '机构审核', hosts: MANAGE, manageMenu: { group: 'organization', order: 1 }, linkThroughMenu: true },
  orgCompanyM: { label: '机构管理', hosts: MANAGE, manageMenu: { group: 'organization', order: 2 } },
  orgServiceCheck: { label: '服务审核', hosts: MANAGE, manageMenu: { group: 'organization', order: 3 }, linkThroughMenu: true },
  'agency-add': { label: '新增机构', hosts: MANAGE, crumbs: ['服务机构', '新增机构'], parent: 'orgCompanyM', privilege: 'agencyAudit' },
  'agency-edit': { label: '编辑机构', hosts: MANAGE, crumbs: ['服务机构', '编辑机构'], parent: 'orgCompanyM', privilege: 'agencyAudit' },
  'agency-manage': { label: '机构管理', hosts: MANAGE, crumbs: ['服务机构', '机构管理'], parent: 'orgCompanyM' },

  // Service vouchers: the agency's admin site, which a manage user opens only with the voucher privilege (the manage
  // menu shows the entry only to who holds it).
  'vouchers-manage': {
    label: '服务券管理', hosts: MANAGE_AGENT, crumbs: ['服务券管理'], privilege: 'voucherAdmin',
    manageMenu: { group: 'public-service', order: 7 }, agentMenu: { id: 1 },
  },
  'vouchers-manage-action': { label: '服务券编辑', hosts: MANAGE_AGENT, crumbs: ['服务券管理', '服务券编辑'], privilege: 'voucherAdmin', parent: 'vouchers-manage' },
  'voucher-order': { label: '服务券订单', hosts: AGENT, crumbs: ['订单管理', '服务券订单'], agentMenu: { id: 21, group: 'order' } },
  'end-sale-uncomfirm': { label: '待确认核销', hosts: AGENT, crumbs: ['服务券管理', '待确认核销'] },

  // The agency's own pages
  'mechanism-info': { label: '机构信息', hosts: AGENT, crumbs: ['机构信息'], agentMenu: { id: 3 } },
  'org-info-write': { label: '完善机构信息', hosts: AGENT, agentSubPageOf: 'mechanism-info' },
  'org-info-detail': { label: '机构信息详情', hosts: AGENT, agentSubPageOf: 'mechanism-info' },
  'service-content': { label: '服务内容', hosts: AGENT, crumbs: ['服务内容'], agentMenu: { id: 4 } },
  'org-serve-write': { label: '新增/编辑服务', hosts: AGENT, agentSubPageOf: 'service-content' },
  'org-serve-mng': { label: '服务管理', hosts: AGENT, agentSubPageOf: 'service-content' },
  'strength-intro': { label: '实力介绍', hosts: AGENT, crumbs: ['实力介绍'], agentMenu: { id: 5 } },

  // The company's orders and staff
  'front-voucher-order': { label: '服务券订单', hosts: FRONT, frontMenu: { id: 21, group: 'order' }, linkThroughMenu: true },
  'front-cash-order': { label: '服务申请', hosts: FRONT, frontMenu: { id: 22, group: 'order' } },
  'front-preApply-order': { label: '审核材料提交', hosts: FRONT, frontMenu: { id: 24, group: 'order' } },
  'front-advice-order': { label: '服务咨询', hosts: FRONT, crumbs: ['订单管理', '服务咨询'], frontMenu: { id: 23, group: 'order' } },
  'front-cashOrderDetail': { label: '服务申请详情', hosts: FRONT, crumbs: ['订单管理', '服务申请详情'] },
  'front-createCashOrder': { label: '发起服务申请', hosts: FRONT, crumbs: ['订单管理', '发起服务申请'] },
  'front-createAdviceOrder': { label: '发起服务咨询', hosts: FRONT, crumbs: ['订单管理', '发起服务咨询'] },
  'front-preApply-order-detail': { label: '审核材料详情', hosts: FRONT, crumbs: ['订单管理', '审核材料详情'] },
  'front-voucherDetail': { label: '服务券详情', hosts: FRONT, crumbs: ['订单管理', '服务券详情'] },
  staffManage: { label: '员工管理', hosts: FRONT, frontMenu: { id: 4 } },
  // The park's read-only view of one company's staff (?companyId=), opened from the companies of the park.
  staffList: { label: '员工列表', hosts: MANAGE, crumbs: ['入驻企业', '员工列表'], parent: 'settlecompany' },
  staffAddOrEdit: { label: '新增/编辑员工', hosts: FRONT, crumbs: ['员工管理', '新增/编辑员工'] },
} satisfies Record<string, ScreenDeclaration>;

export type ScreenName = keyof typeof SCREENS;

export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** A screen's declaration by name, read through the common shape (every optional field may be asked for). */
export function screenDeclaration(name: ScreenName): ScreenDeclaration {
  return SCREENS[name];
}

/**
 * Every domain, by what it brings beyond its calls and screens (contract/domain.ts): the log modules, message kinds,
 * lifecycles and to-do kinds of the platform are gathered from this list, in its order (the log's module filter
 * lists them so).
 */
export const DOMAINS = [
  parkDomain,
  estateDomain,
  estateImportDomain,
  enterpriseFieldsDomain,
  enterpriseDomain,
  personnelDomain,
  roleDomain,
  menuDomain,
  privilegeDomain,
  accountDomain,
  userDomain,
  authDomain,
  verifyCodeDomain,
  filesDomain,
  systemSettingsDomain,
  logsDomain,
  lifeTreeDomain,
  contentDomain,
  agencyDomain,
  ordersDomain,
  vouchersDomain,
  consultationsDomain,
  agencyServiceDomain,
  appContentDomain,
  suggestionsDomain,
  preApplyDomain,
  settlementsDomain,
  tenancyDomain,
  messagesDomain,
] as const;
