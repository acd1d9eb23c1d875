// The groups of the menus (spec §2): a group holds screens and is no screen itself; its path is the first segment of
// the routes of its screens (/{group}/{screen}). The screens say which group they sit in (catalogue.ts).

export interface ManageMenuGroup {
  name: string;
  icon: string;
  /** Its place among the top-level entries of the manage menu (a screen standing alone has one too). */
  order: number;
}

/** The manage menu's groups, keyed by path; the server seeds them with their screens (server/db/seed/menus.ts). */
export const MANAGE_MENU_GROUPS = {
  enterprise: { name: '企业管理', icon: 'ShopOutlined', order: 2 },
  'public-service': { name: '公共服务', icon: 'AppstoreOutlined', order: 3 },
  order: { name: '订单管理', icon: 'ProfileOutlined', order: 4 },
  organization: { name: '机构管理', icon: 'TeamOutlined', order: 5 },
  access: { name: '权限管理', icon: 'SafetyOutlined', order: 6 },
  system: { name: '系统管理', icon: 'SettingOutlined', order: 7 },
} as const satisfies Record<string, ManageMenuGroup>;

export type ManageMenuGroupPath = keyof typeof MANAGE_MENU_GROUPS;

export interface BuiltInMenuGroup {
  /** The menu node's id, which is also its sort. */
  id: number;
  name: string;
}

/** The groups of the built-in front (company) and agent (agency) menus, keyed by path. */
export const FRONT_MENU_GROUPS = {
  order: { id: 2, name: '订单管理' },
  // What the park publishes for the company (issue 20): beyond spec §2, grouped so the bar keeps four entries.
  'public-service': { id: 3, name: '公共服务' },
} as const satisfies Record<string, BuiltInMenuGroup>;

export const AGENT_MENU_GROUPS = {
  order: { id: 2, name: '订单管理' },
} as const satisfies Record<string, BuiltInMenuGroup>;

export type FrontMenuGroupPath = keyof typeof FRONT_MENU_GROUPS;
export type AgentMenuGroupPath = keyof typeof AGENT_MENU_GROUPS;
