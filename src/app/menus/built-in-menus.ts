import type { HostKey, MenuNode } from '@/api/types';

// The built-in menus of spec §2 for the front (company) and agent (agency) hosts.

function node(id: number, path: string, name: string, children: MenuNode[] = []): MenuNode {
  return { id, name, path, icon: null, sort: id, children };
}

export const agentMenus: MenuNode[] = [
  node(1, 'vouchers-manage', '服务券管理'),
  node(2, 'order', '订单管理', [node(21, 'voucher-order', '服务券订单'), node(22, 'cash-order', '服务申请'), node(23, 'advice-order', '服务咨询')]),
  node(3, 'mechanism-info', '机构信息'),
  node(4, 'service-content', '服务内容'),
  node(5, 'strength-intro', '实力介绍'),
];

export const frontMenus: MenuNode[] = [
  node(1, 'companyManage-detail', '企业管理'),
  node(2, 'order', '订单管理', [
    node(21, 'front-voucher-order', '服务券订单'),
    node(22, 'front-cash-order', '服务申请'),
    node(23, 'front-advice-order', '服务咨询'),
    node(24, 'front-preApply-order', '审核材料提交'),
  ]),
  // What the park publishes for the company (issue 20): beyond spec §2, grouped so the bar keeps four entries.
  node(3, 'public-service', '公共服务', [
    node(31, 'front-policy', '园区政策'),
    node(32, 'front-services', '园区服务'),
    node(33, 'front-agencies', '服务机构'),
    node(34, 'front-news', '新闻资讯'),
    node(35, 'front-notice', '通知公告'),
  ]),
  node(4, 'staffManage', '员工管理'),
];

/** Pages under a menu entry that are routes but not menu items: /{parent}/{path}. */
export interface SubPage {
  parent: string;
  path: string;
  name: string;
}

export const agentSubPages: SubPage[] = [
  { parent: 'mechanism-info', path: 'org-info-write', name: '完善机构信息' },
  { parent: 'mechanism-info', path: 'org-info-detail', name: '机构信息详情' },
  { parent: 'service-content', path: 'org-serve-write', name: '新增/编辑服务' },
  { parent: 'service-content', path: 'org-serve-mng', name: '服务管理' },
];

export function builtInMenus(host: HostKey): MenuNode[] | null {
  if (host === 'front') return frontMenus;
  if (host === 'agent') return agentMenus;
  return null;
}

export function builtInSubPages(host: HostKey): SubPage[] {
  return host === 'agent' ? agentSubPages : [];
}
