// The operation-log catalogue (DESIGN.md §5): every entry names the thing it changed (module) and the verb (action)
// by a code: its module's code is declared by its domain (contract/domains/), the verbs here; the screens and the
// export show the Chinese labels. The only place these labels are written.
import { gather } from './domain';
import { DOMAINS } from './screens/catalogue';

export const LOG_MODULES = gather(DOMAINS, 'logModules');

export const LOG_ACTIONS = {
  add: '新增',
  update: '修改',
  delete: '删除',
  enable: '启用',
  disable: '停用',
  freeze: '冻结',
  up: '上架',
  down: '下架',
  unfreeze: '解冻',
  move: '移动',
  grant: '设置权限',
  allot: '分配',
  unallot: '解除分配',
  submit: '提交',
  withdraw: '撤回',
  audit: '审核',
  moveIn: '迁入',
  moveOut: '迁出',
  import: '导入',
  export: '导出',
  upload: '上传',
  send: '发送',
  register: '注册',
  recover: '找回',
  login: '登录',
  refresh: '刷新登录',
  logout: '退出登录',
  pin: '置顶',
  unpin: '取消置顶',
  sort: '排序',
  assign: '指派',
  accept: '受理',
  decline: '拒绝',
  reject: '驳回',
  pass: '通过',
  start: '开始服务',
  progress: '记录进度',
  deliver: '交付',
  receipt: '上传回单',
  confirm: '确认完成',
  apply: '申领',
  recall: '收回',
  reply: '答复',
  followUp: '追问',
  hand: '转交',
  close: '关闭',
  cancel: '取消',
  pay: '确认付款',
  return: '退回',
  contract: '上传合同',
  requestRedeem: '申请核销',
  approveRedeem: '核销通过',
  rejectRedeem: '核销退回',
  commit: '占用',
  release: '释放',
  redeem: '核销',
} as const;

export type LogModule = keyof typeof LOG_MODULES;
export type LogAction = keyof typeof LOG_ACTIONS;

export const LOG_MODULE_CODES = Object.keys(LOG_MODULES) as LogModule[];
export const LOG_ACTION_CODES = Object.keys(LOG_ACTIONS) as LogAction[];

export const isLogModule = (code: string): code is LogModule => Object.hasOwn(LOG_MODULES, code);
export const isLogAction = (code: string): code is LogAction => Object.hasOwn(LOG_ACTIONS, code);

/** The Chinese label of a module code; a code outside the catalogue reads as itself. */
export const logModuleLabel = (code: string): string => (isLogModule(code) ? LOG_MODULES[code] : code);

/** The Chinese label of an action code; a code outside the catalogue reads as itself. */
export const logActionLabel = (code: string): string => (isLogAction(code) ? LOG_ACTIONS[code] : code);
