// The privilege-code catalogue (spec §6): the one place a code is written. Everything else names it by its key,
// e.g. PRIVILEGES.parkAdmin; a lint rule refuses privilege-code literals outside this file.
export interface PrivilegeEntry {
  code: string;
  name: string;
  /** The manage menu path of the screen whose buttons the code opens; null for a site gate. */
  opens: string | null;
  /** Changes what every park sees, so only a platform administrator's role may hold it. */
  platformOnly?: boolean;
}

export const PRIVILEGES = {
  parkAdmin: { code: '0101', name: '园区信息维护', opens: 'park' },
  companyAudit: { code: '0102', name: '企业入驻审核', opens: 'checkcompany' },
  companyTenancy: { code: '0103', name: '企业迁入迁出', opens: 'settlecompany' },
  contentPublish: { code: '0104', name: '内容发布与上下架', opens: 'policy' },
  orderRouting: { code: '0105', name: '订单受理与分派', opens: 'serviceOrder' },
  preApplyReview: { code: '0106', name: '政策预审', opens: 'pre-check' },
  agencyAudit: { code: '0107', name: '服务机构审核', opens: 'orgCompanyCheck' },
  voucherAdmin: { code: '0108', name: '服务券管理后台', opens: null },
  roleAdmin: { code: '0109', name: '角色管理', opens: 'role' },
  systemSettings: { code: '0110', name: '系统设置', opens: 'systemSet' },
  menuAdmin: { code: '0111', name: '菜单与按钮权限管理', opens: 'privilege', platformOnly: true },
  accountAdmin: { code: '0112', name: '客户经理账号管理', opens: 'account' },
  logExport: { code: '0113', name: '操作日志导出', opens: 'log' },
} as const satisfies Record<string, PrivilegeEntry>;

export type PrivilegeKey = keyof typeof PRIVILEGES;
export type PrivilegeCode = (typeof PRIVILEGES)[PrivilegeKey]['code'];

export const PRIVILEGE_LIST: readonly PrivilegeEntry[] = Object.values(PRIVILEGES);
