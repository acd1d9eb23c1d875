import type { ScreenRoute } from '@/app/menus/menu-tree';

// The fixed extra routes of spec §2, each at /{name} with its breadcrumb names.
const fixed: Array<[string, string[]]> = [
  ['accountInfo', ['账号信息']],
  ['account-detail', ['账号管理', '账号详情']],
  ['role-detail', ['角色管理', '角色详情']],
  ['agency-add', ['服务机构', '新增机构']],
  ['agency-edit', ['服务机构', '编辑机构']],
  ['agency-manage', ['服务机构', '机构管理']],
  ['appSet-manage', ['应用设置', '应用管理']],
  ['appSet-quick', ['应用设置', '快捷入口']],
  ['appSet-addDetail', ['应用设置', '新增详情']],
  ['quick-entry-set', ['应用设置', '快捷入口设置']],
  ['order-detail', ['订单管理', '订单详情']],
  ['park-add', ['园区管理', '新增园区']],
  ['park-build', ['园区管理', '楼宇管理']],
  ['park-fileds', ['园区管理', '企业字段']],
  ['park-fileds-add', ['园区管理', '企业字段', '新增字段']],
  ['park-fileds-manage', ['园区管理', '企业字段', '字段管理']],
  ['policy-add', ['政策管理', '新增政策']],
  ['news-add', ['新闻资讯', '新增资讯']],
  ['policy-classify-mange', ['政策管理', '政策分类']],
  ['finance-add', ['金融产品', '新增产品']],
  ['finance-classify-mange', ['金融产品', '产品分类']],
  ['service-add', ['服务产品', '新增服务']],
  ['service-classify-mange', ['服务产品', '服务分类']],
  ['declarationNotice-add', ['申报通知', '新增通知']],
  ['companyManage-edit', ['企业管理', '企业信息填写']],
  ['companyManage-detail', ['企业管理', '企业详情']],
  ['companyManage-detail-copy', ['企业管理', '企业详情']],
  ['selectFeild-export', ['企业管理', '选择字段导出']],
  ['log-detail', ['操作日志', '日志详情']],
  ['vouchers-manage', ['服务券管理']],
  ['vouchers-manage-action', ['服务券管理', '服务券编辑']],
  ['voucher-order', ['订单管理', '服务券订单']],
  ['end-sale-uncomfirm', ['服务券管理', '待确认核销']],
  ['strength-intro', ['实力介绍']],
  ['service-content', ['服务内容']],
  ['mechanism-info', ['机构信息']],
  ['companyTree', ['企业生命树']],
  ['companyTreeRatio', ['企业生命树', '企业对比']],
  ['assignOrder', ['订单管理', '指派订单']],
  ['cashOrderDetail', ['订单管理', '服务申请详情']],
  ['serviceOrderDetail', ['订单管理', '服务订单详情']],
  ['adviceOrderDetail', ['订单管理', '咨询订单详情']],
  ['front-advice-order', ['订单管理', '服务咨询']],
  ['front-cashOrderDetail', ['订单管理', '服务申请详情']],
  ['front-createCashOrder', ['订单管理', '发起服务申请']],
  ['front-createAdviceOrder', ['订单管理', '发起服务咨询']],
  ['front-preApply-order-detail', ['订单管理', '审核材料详情']],
  ['front-voucherDetail', ['订单管理', '服务券详情']],
  ['staffList', ['员工管理', '员工列表']],
  ['staffAddOrEdit', ['员工管理', '新增/编辑员工']],
  ['preCheckDetail', ['政策预申报', '预审详情']],
];

export const fixedRoutes: ScreenRoute[] = fixed.map(([screen, crumbs]) => ({ path: `/${screen}`, screen, crumbs }));

/** Screen areas of spec §2 reached through server menus (manage) or the built-in menus. */
export const menuScreenNames: string[] = [
  'account', 'advice-order', 'cash-order', 'checkcompany', 'companySuggest', 'declaration-notice', 'finance',
  'front-cash-order', 'front-preApply-order', 'front-voucher-order', 'org-info-detail', 'org-info-write',
  'org-serve-mng', 'org-serve-write', 'orgCompanyCheck', 'orgCompanyM', 'orgServiceCheck', 'pre-check', 'privilege',
  'role', 'settlecompany', 'staffManage', 'systemSet', 'park', 'policy', 'news', 'service', 'serviceOrder', 'log',
];

/** Screens whose route also needs a privilege code (spec §6: the voucher admin site needs 0108). */
export const screenPrivileges: Record<string, string> = {
  'vouchers-manage': '0108',
  'vouchers-manage-action': '0108',
};
