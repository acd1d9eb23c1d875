import type { HostKey } from '@contract/host-kinds';
import { PRIVILEGES, type PrivilegeEntry } from '@contract/privileges';
import { lazyScreen, type LazyScreen } from '@/app/screens/lazy-screen';

/** One screen of spec §2. Its name is the last segment of every path that opens it. */
export interface ScreenEntry {
  name: string;
  /** Who reaches it: the manage menus of the server, or the built-in front and agent menus. */
  hosts: readonly HostKey[];
  /** A fixed route at /{name} with these breadcrumb names; without it the screen is reached through a menu only. */
  crumbs?: string[];
  /** The screen's code; without it the route shows the labelled placeholder until its issue lands. */
  load?: LazyScreen;
  /** A manage user opens it only while holding this privilege, else '暂无权限' (spec §6). */
  privilege?: PrivilegeEntry;
  /** The menu screen it belongs to: a manage user reaches it only while that screen is in the user's menus. */
  parent?: string;
  /** A tenant that has not settled in may still open it (spec §4: the profile and the company form). */
  checkInFree?: boolean;
}

const MANAGE = ['manage'] as const;
const FRONT = ['front'] as const;
const AGENT = ['agent'] as const;
const MANAGE_AGENT = ['manage', 'agent'] as const;
const MANAGE_FRONT = ['manage', 'front'] as const;
const EVERYONE = ['manage', 'front', 'agent'] as const;

/** Every screen of the console, declared once: the router, breadcrumb, menu gate and privilege gate read this. */
// The generic content screens read their type from the route; the editor (Quill) loads only with the form.
const contentList = () => lazyScreen(() => import('@/features/content/content-list-screen'), (m) => m.ContentListScreen);
const contentForm = () => lazyScreen(() => import('@/features/content/content-form-screen'), (m) => m.ContentFormScreen);
const contentClasses = () => lazyScreen(() => import('@/features/content/class-tree-screen'), (m) => m.ClassTreeScreen);
const frontContent = () => lazyScreen(() => import('@/features/content/front-content-screen'), (m) => m.FrontContentScreen);

export const SCREEN_TABLE: readonly ScreenEntry[] = [
  // The signed-in user
  {
    name: 'accountInfo', hosts: EVERYONE, crumbs: ['账号信息'], checkInFree: true,
    load: lazyScreen(() => import('@/features/auth/account-info-page'), (m) => m.AccountInfoPage),
  },
  // The message centre (issue 13): every host kind; a tenant waiting for audit reads its result here.
  {
    name: 'messages', hosts: EVERYONE, crumbs: ['消息中心'], checkInFree: true,
    load: lazyScreen(() => import('@/features/messages/message-list-screen'), (m) => m.MessageListScreen),
  },

  // Parks, their estate and the company information form (features/park)
  {
    name: 'park', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/park/park-list-screen'), (m) => m.ParkListScreen),
  },
  {
    name: 'park-add', hosts: MANAGE, crumbs: ['园区管理', '新增园区'],
    load: lazyScreen(() => import('@/features/park/park-form-screen'), (m) => m.ParkFormScreen),
  },
  {
    name: 'park-build', hosts: MANAGE, crumbs: ['园区管理', '楼宇管理'],
    load: lazyScreen(() => import('@/features/park/estate-screen'), (m) => m.EstateScreen),
  },
  {
    name: 'park-fileds', hosts: MANAGE, crumbs: ['园区管理', '企业字段'],
    load: lazyScreen(() => import('@/features/park/fields/model-list-screen'), (m) => m.ModelListScreen),
  },
  {
    name: 'park-fileds-add', hosts: MANAGE, crumbs: ['园区管理', '企业字段', '新增字段'],
    load: lazyScreen(() => import('@/features/park/fields/field-form-screen'), (m) => m.FieldFormScreen),
  },
  {
    name: 'park-fileds-manage', hosts: MANAGE, crumbs: ['园区管理', '企业字段', '字段管理'],
    load: lazyScreen(() => import('@/features/park/fields/field-list-screen'), (m) => m.FieldListScreen),
  },

  // Roles, privileges and manager accounts (features/access)
  {
    name: 'role', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/access/role-list-screen'), (m) => m.RoleListScreen),
  },
  {
    name: 'role-detail', hosts: MANAGE, crumbs: ['角色管理', '角色详情'], parent: 'role',
    load: lazyScreen(() => import('@/features/access/role-detail-screen'), (m) => m.RoleDetailScreen),
  },
  {
    name: 'privilege', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/access/privilege-screen'), (m) => m.PrivilegeScreen),
  },
  {
    name: 'account', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/access/account-list-screen'), (m) => m.AccountListScreen),
  },
  {
    name: 'account-detail', hosts: MANAGE, crumbs: ['账号管理', '账号详情'], parent: 'account',
    load: lazyScreen(() => import('@/features/access/account-detail-screen'), (m) => m.AccountDetailScreen),
  },

  // Platform settings and the operation log (features/system, features/logs)
  {
    name: 'systemSet', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/system/system-set-screen'), (m) => m.SystemSetScreen),
  },
  // The tenants' app (issue 14 point 4, src/features/app-content): banners, quick entries, phones, with a preview.
  {
    name: 'appSet-manage', hosts: MANAGE, crumbs: ['应用设置', '应用管理'],
    load: lazyScreen(() => import('@/features/app-content/app-set-manage-screen'), (m) => m.AppSetManageScreen),
  },
  {
    name: 'appSet-quick', hosts: MANAGE, crumbs: ['应用设置', '快捷入口'],
    load: lazyScreen(() => import('@/features/app-content/app-set-quick-screen'), (m) => m.AppSetQuickScreen),
  },
  {
    name: 'appSet-addDetail', hosts: MANAGE, crumbs: ['应用设置', '新增详情'], privilege: PRIVILEGES.contentPublish,
    load: lazyScreen(() => import('@/features/app-content/app-item-form-screen'), (m) => m.AppSetAddDetailScreen),
  },
  {
    name: 'quick-entry-set', hosts: MANAGE, crumbs: ['应用设置', '快捷入口设置'], privilege: PRIVILEGES.contentPublish,
    load: lazyScreen(() => import('@/features/app-content/app-item-form-screen'), (m) => m.QuickEntrySetScreen),
  },
  {
    name: 'log', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/logs/log-list-screen'), (m) => m.LogListScreen),
  },
  {
    name: 'log-detail', hosts: MANAGE, crumbs: ['操作日志', '日志详情'], parent: 'log',
    load: lazyScreen(() => import('@/features/logs/log-detail-screen'), (m) => m.LogDetailScreen),
  },

  // Companies of the park
  {
    name: 'settlecompany', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/tenancy/settle-company-screen'), (m) => m.SettleCompanyScreen),
  },
  {
    name: 'checkcompany', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/enterprise/audit-list-screen'), (m) => m.AuditListScreen),
  },
  // Company suggestions (issue 14 point 5, src/features/suggestions): the park handles them; the company writes and
  // follows its own on the fixed route front-suggest (the front menus of spec §2 stay as they are).
  {
    name: 'companySuggest', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/suggestions/company-suggest-screen'), (m) => m.CompanySuggestScreen),
  },
  {
    name: 'front-suggest', hosts: FRONT, crumbs: ['企业诉求'],
    load: lazyScreen(() => import('@/features/suggestions/front-suggest-screen'), (m) => m.FrontSuggestScreen),
  },
  // Manage: an operator edits a company's record (?companyId=). Front: the company's own form, as on the detail.
  {
    name: 'companyManage-edit', hosts: MANAGE_FRONT, crumbs: ['企业管理', '企业信息填写'], checkInFree: true,
    privilege: PRIVILEGES.companyTenancy,
    load: lazyScreen(() => import('@/features/enterprise/company-edit-screen'), (m) => m.CompanyEditScreen),
  },
  // Front: the company's own record as a stepped form, where the check-in dialog leads (app/guards/check-in.ts).
  // Manage: a company of the park read-only (?companyId=), with its audit buttons.
  {
    name: 'companyManage-detail', hosts: MANAGE_FRONT, crumbs: ['企业管理', '企业详情'],
    load: lazyScreen(() => import('@/features/enterprise/company-detail-screen'), (m) => m.CompanyDetailScreen),
  },
  {
    name: 'companyManage-detail-copy', hosts: MANAGE, crumbs: ['企业管理', '企业详情'], parent: 'settlecompany',
    load: lazyScreen(() => import('@/features/tenancy/version-compare-screen'), (m) => m.VersionCompareScreen),
  },
  {
    name: 'selectFeild-export', hosts: MANAGE, crumbs: ['企业管理', '选择字段导出'], parent: 'settlecompany',
    load: lazyScreen(() => import('@/features/company-export/select-field-export-screen'), (m) => m.SelectFieldExportScreen),
  },
  {
    // The company opens its own tree too (a fixed route: the front menus of spec §2 stay as they are).
    name: 'companyTree', hosts: MANAGE_FRONT, crumbs: ['企业生命树'], parent: 'settlecompany',
    load: lazyScreen(() => import('@/features/life-tree/company-tree-screen'), (m) => m.CompanyTreeScreen),
  },
  {
    name: 'companyTreeRatio', hosts: MANAGE, crumbs: ['企业生命树', '企业对比'], parent: 'settlecompany',
    load: lazyScreen(() => import('@/features/life-tree/company-tree-ratio-screen'), (m) => m.CompanyTreeRatioScreen),
  },

  // Public service content: one list, one form and one classification screen for every type (src/features/content).
  { name: 'policy', hosts: MANAGE, load: contentList() },
  { name: 'policy-add', hosts: MANAGE, crumbs: ['政策管理', '新增政策'], parent: 'policy', privilege: PRIVILEGES.contentPublish, load: contentForm() },
  { name: 'policy-classify-mange', hosts: MANAGE, crumbs: ['政策管理', '政策分类'], parent: 'policy', privilege: PRIVILEGES.contentPublish, load: contentClasses() },
  // A policy's detail with its matching companies, and the company's reading of its park's policies (issue 14).
  {
    name: 'policy-detail', hosts: MANAGE, crumbs: ['政策管理', '政策详情'], parent: 'policy',
    load: lazyScreen(() => import('@/features/content/policy/policy-detail-screen'), (m) => m.PolicyDetailScreen),
  },
  // The company reaches them from its menu (公共服务, src/app/menus/built-in-menus.ts); /{name} leads there too.
  {
    name: 'front-policy', hosts: FRONT,
    load: lazyScreen(() => import('@/features/content/policy/front-policy-list-screen'), (m) => m.FrontPolicyListScreen),
  },
  {
    name: 'front-policyDetail', hosts: FRONT, crumbs: ['园区政策', '政策详情'],
    load: lazyScreen(() => import('@/features/content/policy/front-policy-detail-screen'), (m) => m.FrontPolicyDetailScreen),
  },
  // The park's service products for a company: its own and the listed agencies' (issue 15 §2).
  {
    name: 'front-services', hosts: FRONT,
    load: lazyScreen(() => import('@/features/agency/front-services-screen'), (m) => m.FrontServicesScreen),
  },
  // The listed agencies with their profile and strength, and the park's news and notices, for a company (issue 20).
  {
    name: 'front-agencies', hosts: FRONT,
    load: lazyScreen(() => import('@/features/agency/front-agencies-screen'), (m) => m.FrontAgenciesScreen),
  },
  { name: 'front-news', hosts: FRONT, load: frontContent() },
  { name: 'front-notice', hosts: FRONT, load: frontContent() },
  { name: 'declaration-notice', hosts: MANAGE, load: contentList() },
  { name: 'declarationNotice-add', hosts: MANAGE, crumbs: ['申报通知', '新增通知'], parent: 'declaration-notice', privilege: PRIVILEGES.contentPublish, load: contentForm() },
  { name: 'news', hosts: MANAGE, load: contentList() },
  { name: 'news-add', hosts: MANAGE, crumbs: ['新闻资讯', '新增资讯'], parent: 'news', privilege: PRIVILEGES.contentPublish, load: contentForm() },
  { name: 'finance', hosts: MANAGE, load: contentList() },
  { name: 'finance-add', hosts: MANAGE, crumbs: ['金融产品', '新增产品'], parent: 'finance', privilege: PRIVILEGES.contentPublish, load: contentForm() },
  { name: 'finance-classify-mange', hosts: MANAGE, crumbs: ['金融产品', '产品分类'], parent: 'finance', privilege: PRIVILEGES.contentPublish, load: contentClasses() },
  { name: 'service', hosts: MANAGE, load: contentList() },
  { name: 'service-add', hosts: MANAGE, crumbs: ['服务产品', '新增服务'], parent: 'service', privilege: PRIVILEGES.contentPublish, load: contentForm() },
  { name: 'service-classify-mange', hosts: MANAGE, crumbs: ['服务产品', '服务分类'], parent: 'service', privilege: PRIVILEGES.contentPublish, load: contentClasses() },

  // Orders and policy pre-checks seen by the park
  { name: 'serviceOrder', hosts: MANAGE, load: lazyScreen(() => import('@/features/orders/service-order-screen'), (m) => m.ServiceOrderScreen) },
  // Service consultations (features/consultations): the park's list, and the agency's under 订单管理 › 服务咨询.
  {
    name: 'advice-order', hosts: MANAGE_AGENT,
    load: lazyScreen(() => import('@/features/consultations/advice-order-screen'), (m) => m.AdviceOrderScreen),
  },
  { name: 'cash-order', hosts: MANAGE_AGENT, load: lazyScreen(() => import('@/features/orders/cash-order-screen'), (m) => m.CashOrderScreen) },
  {
    name: 'pre-check', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/pre-apply/pre-check-list-screen'), (m) => m.PreCheckListScreen),
  },
  { name: 'order-detail', hosts: MANAGE, crumbs: ['订单管理', '订单详情'], load: lazyScreen(() => import('@/features/orders/order-detail-screen'), (m) => m.OrderDetailScreen) },
  { name: 'assignOrder', hosts: MANAGE, crumbs: ['订单管理', '指派订单'], privilege: PRIVILEGES.orderRouting, load: lazyScreen(() => import('@/features/orders/order-detail-screen'), (m) => m.AssignOrderScreen) },
  { name: 'cashOrderDetail', hosts: MANAGE_AGENT, crumbs: ['订单管理', '服务申请详情'], load: lazyScreen(() => import('@/features/orders/order-detail-screen'), (m) => m.OrderDetailScreen) },
  { name: 'serviceOrderDetail', hosts: MANAGE, crumbs: ['订单管理', '服务订单详情'], load: lazyScreen(() => import('@/features/orders/order-detail-screen'), (m) => m.OrderDetailScreen) },
  {
    name: 'adviceOrderDetail', hosts: MANAGE_AGENT, crumbs: ['订单管理', '咨询订单详情'], parent: 'advice-order',
    load: lazyScreen(() => import('@/features/consultations/advice-order-detail-screen'), (m) => m.AdviceOrderDetailScreen),
  },
  {
    name: 'preCheckDetail', hosts: MANAGE, crumbs: ['政策预申报', '预审详情'], parent: 'pre-check',
    load: lazyScreen(() => import('@/features/pre-apply/pre-check-detail-screen'), (m) => m.PreCheckDetailScreen),
  },

  // Service agencies as the park manages them
  {
    name: 'orgCompanyCheck', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/agency/org-company-check-screen'), (m) => m.OrgCompanyCheckScreen),
  },
  {
    name: 'orgCompanyM', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/agency/org-company-m-screen'), (m) => m.OrgCompanyMScreen),
  },
  {
    name: 'orgServiceCheck', hosts: MANAGE,
    load: lazyScreen(() => import('@/features/agency/org-service-check-screen'), (m) => m.OrgServiceCheckScreen),
  },
  {
    name: 'agency-add', hosts: MANAGE, crumbs: ['服务机构', '新增机构'],
    load: lazyScreen(() => import('@/features/agency/agency-form-screen'), (m) => m.AgencyAddScreen),
  },
  {
    name: 'agency-edit', hosts: MANAGE, crumbs: ['服务机构', '编辑机构'],
    load: lazyScreen(() => import('@/features/agency/agency-form-screen'), (m) => m.AgencyEditScreen),
  },
  {
    name: 'agency-manage', hosts: MANAGE, crumbs: ['服务机构', '机构管理'],
    load: lazyScreen(() => import('@/features/agency/agency-manage-screen'), (m) => m.AgencyManageScreen),
  },

  // Service vouchers: the agency's admin site, which a manage user opens only with the voucher privilege
  {
    name: 'vouchers-manage', hosts: MANAGE_AGENT, crumbs: ['服务券管理'], privilege: PRIVILEGES.voucherAdmin,
    load: lazyScreen(() => import('@/features/vouchers/vouchers-manage-screen'), (m) => m.VouchersManageScreen),
  },
  {
    name: 'vouchers-manage-action', hosts: MANAGE_AGENT, crumbs: ['服务券管理', '服务券编辑'], privilege: PRIVILEGES.voucherAdmin,
    load: lazyScreen(() => import('@/features/vouchers/vouchers-action-screen'), (m) => m.VouchersActionScreen),
  },
  {
    name: 'voucher-order', hosts: AGENT, crumbs: ['订单管理', '服务券订单'],
    load: lazyScreen(() => import('@/features/vouchers/agency-voucher-order-screens'), (m) => m.VoucherOrderScreen),
  },
  {
    name: 'end-sale-uncomfirm', hosts: AGENT, crumbs: ['服务券管理', '待确认核销'],
    load: lazyScreen(() => import('@/features/vouchers/agency-voucher-order-screens'), (m) => m.EndSaleUnconfirmScreen),
  },

  // The agency's own pages
  {
    name: 'mechanism-info', hosts: AGENT, crumbs: ['机构信息'],
    load: lazyScreen(() => import('@/features/agency/mechanism-info-screen'), (m) => m.MechanismInfoScreen),
  },
  {
    name: 'org-info-write', hosts: AGENT,
    load: lazyScreen(() => import('@/features/agency/org-info-write-screen'), (m) => m.OrgInfoWriteScreen),
  },
  {
    name: 'org-info-detail', hosts: AGENT,
    load: lazyScreen(() => import('@/features/agency/org-info-detail-screen'), (m) => m.OrgInfoDetailScreen),
  },
  {
    name: 'service-content', hosts: AGENT, crumbs: ['服务内容'],
    load: lazyScreen(() => import('@/features/agency/service-content-screen'), (m) => m.ServiceContentScreen),
  },
  {
    name: 'org-serve-write', hosts: AGENT,
    load: lazyScreen(() => import('@/features/agency/org-serve-write-screen'), (m) => m.OrgServeWriteScreen),
  },
  {
    name: 'org-serve-mng', hosts: AGENT,
    load: lazyScreen(() => import('@/features/agency/org-serve-mng-screen'), (m) => m.OrgServeMngScreen),
  },
  {
    name: 'strength-intro', hosts: AGENT, crumbs: ['实力介绍'],
    load: lazyScreen(() => import('@/features/agency/strength-intro-screen'), (m) => m.StrengthIntroScreen),
  },

  // The company's orders and staff
  {
    name: 'front-voucher-order', hosts: FRONT,
    load: lazyScreen(() => import('@/features/vouchers/front-voucher-order-screen'), (m) => m.FrontVoucherOrderScreen),
  },
  { name: 'front-cash-order', hosts: FRONT, load: lazyScreen(() => import('@/features/orders/front-cash-order-screen'), (m) => m.FrontCashOrderScreen) },
  {
    name: 'front-preApply-order', hosts: FRONT,
    load: lazyScreen(() => import('@/features/pre-apply/front-pre-apply-list-screen'), (m) => m.FrontPreApplyListScreen),
  },
  {
    name: 'front-advice-order', hosts: FRONT, crumbs: ['订单管理', '服务咨询'],
    load: lazyScreen(() => import('@/features/consultations/front-advice-order-screen'), (m) => m.FrontAdviceOrderScreen),
  },
  { name: 'front-cashOrderDetail', hosts: FRONT, crumbs: ['订单管理', '服务申请详情'], load: lazyScreen(() => import('@/features/orders/order-detail-screen'), (m) => m.OrderDetailScreen) },
  { name: 'front-createCashOrder', hosts: FRONT, crumbs: ['订单管理', '发起服务申请'], load: lazyScreen(() => import('@/features/orders/apply-screen'), (m) => m.ApplyScreen) },
  {
    name: 'front-createAdviceOrder', hosts: FRONT, crumbs: ['订单管理', '发起服务咨询'],
    load: lazyScreen(() => import('@/features/consultations/front-create-advice-order-screen'), (m) => m.FrontCreateAdviceOrderScreen),
  },
  {
    name: 'front-preApply-order-detail', hosts: FRONT, crumbs: ['订单管理', '审核材料详情'],
    load: lazyScreen(() => import('@/features/pre-apply/front-pre-apply-detail-screen'), (m) => m.FrontPreApplyDetailScreen),
  },
  {
    name: 'front-voucherDetail', hosts: FRONT, crumbs: ['订单管理', '服务券详情'],
    load: lazyScreen(() => import('@/features/vouchers/front-voucher-detail-screen'), (m) => m.FrontVoucherDetailScreen),
  },
  {
    name: 'staffManage', hosts: FRONT,
    load: lazyScreen(() => import('@/features/staff/staff-manage-screen'), (m) => m.StaffManageScreen),
  },
  // The park's read-only view of one company's staff (?companyId=), opened from the companies of the park.
  {
    name: 'staffList', hosts: MANAGE, crumbs: ['入驻企业', '员工列表'], parent: 'settlecompany',
    load: lazyScreen(() => import('@/features/staff/staff-list-screen'), (m) => m.StaffListScreen),
  },
  {
    name: 'staffAddOrEdit', hosts: FRONT, crumbs: ['员工管理', '新增/编辑员工'],
    load: lazyScreen(() => import('@/features/staff/staff-form-screen'), (m) => m.StaffFormScreen),
  },
];
