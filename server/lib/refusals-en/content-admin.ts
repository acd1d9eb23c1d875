import { CONTRACT_WORDS_EN, contractWordEn } from '@contract/words-en';
import type { RefusalBlock } from './block';

// Content and the policy matcher, operation logs, system settings, menus, privilege codes, roles, the life tree and
// the dashboard (issue 24 point 4, the admin screens); and the machines' refusal sentences.
const CONTENT_AND_ADMIN: Readonly<Record<string, string>> = {
  上架中的内容请先下架再删除: 'Take the item down before deleting it',
  上级分类不存在: 'The parent category does not exist',
  企业不存在或不属于该政策的园区: "The company does not exist or is not in the policy's park",
  内容不存在: 'The item does not exist',
  内容不存在或已下架: 'The item does not exist or has been taken down',
  分类不存在: 'The category does not exist',
  只有已上架的内容可以下架: 'Only a published item can be taken down',
  只能对同一层级的分类排序: 'Only categories of one level can be reordered together',
  政策上架后才能推送给企业: 'A policy can be sent to companies once it is published',
  政策不存在: 'The policy does not exist',
  最高价格不能低于最低价格: 'The highest price cannot be below the lowest price',
  '正文不能超过 1 MB': 'The body cannot exceed 1 MB',
  没有符合条件的企业: 'No company meets the conditions',
  该内容已上架: 'The item is already published',
  该内容已置顶: 'The item is already pinned',
  该内容未置顶: 'The item is not pinned',
  请选择分类: 'Please choose a category',
  请选择要通知的企业: 'Please choose the companies to notify',
  日志不存在: 'The log entry does not exist',
  应用名称已存在: 'An app with this name already exists',
  最低支持版本不能高于当前版本: 'The lowest supported version cannot be above the current version',
  上级菜单不存在: 'The parent menu does not exist',
  园区不存在或已停用: 'The park does not exist or is disabled',
  '您不属于该园区，无法查看其菜单': 'You do not belong to this park and cannot see its menus',
  '所选权限不存在，请刷新后重试': 'A chosen privilege does not exist; please refresh and try again',
  菜单不存在: 'The menu does not exist',
  '菜单最多两级，只能添加到一级菜单下': 'Menus have at most two levels; add it under a top-level menu',
  菜单路径已存在: 'A menu with this path already exists',
  请先删除该菜单下的子菜单: 'Please delete the submenus of this menu first',
  所属菜单不存在: 'The menu it belongs to does not exist',
  权限不存在: 'The privilege does not exist',
  权限编码已存在: 'This privilege code already exists',
  只能管理本园区中级别低于您的角色: 'You can only manage roles of your park below your own level',
  只能设置级别低于您的角色: 'You can only set roles below your own level',
  '所选菜单不存在，请刷新后重试': 'A chosen menu does not exist; please refresh and try again',
  角色不存在: 'The role does not exist',
  只有融资里程碑可以填写金额: 'Only a funding milestone has an amount',
  只能对比同一园区的企业: 'Only companies of one park can be compared',
  只能查看和维护本企业的生命树: "You can only view and keep your own company's life tree",
  所选企业不存在: 'A chosen company does not exist',
  营收年度不能晚于今年: 'The revenue year cannot be after this year',
  请填写融资金额: 'Please enter the funding amount',
  里程碑不存在: 'The milestone does not exist',
  起始月份不能晚于结束月份: 'The first month cannot be after the last month',
};

const VALUE_WORDS_EN: Readonly<Record<string, string>> = { 一组选项: 'a list of options', 数字: 'a number', 文字: 'text' };
const NOUNS_EN: Readonly<Record<string, string>> = {
  结算单: 'statement', 服务: 'service', 服务券: 'voucher', 诉求: 'request', 预申报: 'pre-application', 机构信息: 'agency profile', 咨询: 'consultation', 申请: 'application',
};
const noun = (word: string) => NOUNS_EN[word] ?? word;
// A sentence whose state or action is not a contract word is some other refusal: it stays as thrown.
const machineRefusal = (what: string, state: string, action: string, asThrown: string) =>
  CONTRACT_WORDS_EN[state] && CONTRACT_WORDS_EN[action]
    ? `This ${noun(what)} is ${contractWordEn(state).toLowerCase()}; it cannot take "${contractWordEn(action)}"`
    : asThrown;
const condition = (n: string) => `Condition ${n}`;

const CONTENT_AND_ADMIN_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^该分类下还有 (\d+) 个子分类，不能删除$/, (n) => `This category still has ${n} subcategories and cannot be deleted`],
  [/^该分类下还有 (\d+) 条内容，不能删除$/, (n) => `This category still has ${n} items and cannot be deleted`],
  [/^第(\d+)条条件：企业信息字段「(.*)」不存在或不能作为条件$/, (n, field) => `${condition(n)}: the company field "${field}" does not exist or cannot be a condition`],
  [/^第(\d+)条条件：里程碑类型「(.*)」不存在$/, (n, kind) => `${condition(n)}: the milestone kind "${kind}" does not exist`],
  [/^第(\d+)条条件：「(.+)」不能使用「(.+)」$/, (n, kind, op) => `${condition(n)}: "${contractWordEn(kind)}" cannot use "${contractWordEn(op)}"`],
  [/^第(\d+)条条件：「(.+)」不需要选择字段$/, (n, kind) => `${condition(n)}: "${contractWordEn(kind)}" takes no field`],
  [/^第(\d+)条条件：「(.+)」的取值应为(.+)$/, (n, op, what) => `${condition(n)}: the value of "${contractWordEn(op)}" should be ${VALUE_WORDS_EN[what] ?? what}`],
  [/^第(\d+)条条件：「(.+)」不是字段「(.+)」的选项$/, (n, value, field) => `${condition(n)}: "${value}" is not an option of the field "${field}"`],
  [/^第(\d+)条条件：字段「(.+)」不能使用「(.+)」$/, (n, field, op) => `${condition(n)}: the field "${field}" cannot use "${contractWordEn(op)}"`],
  [/^符合条件的日志有 (\d+) 条，超过单次导出上限 (\d+) 条，请缩小筛选范围$/, (total, max) => `${total} log entries match, over the export limit of ${max}; please narrow the filters`],
  [/^该权限已授予 (\d+) 个角色，请先在角色中取消后再删除$/, (n) => `This privilege is granted to ${n} roles; remove it from them before deleting it`],
  [/^该角色正在被 (\d+) 个账号使用，请先为这些账号更换角色后再删除$/, (n) => `This role is used by ${n} accounts; give them another role before deleting it`],
  [/^(\d+)年的营收区间已填写$/, (year) => `The revenue band of ${year} is already filled in`],
  [/^营收区间须为以下之一：(.+)$/, (bands) => `The revenue band must be one of: ${bands}`],
  [/^请选择 (\d+) 至 (\d+) 家不同的企业进行对比$/, (min, max) => `Please choose ${min} to ${max} different companies to compare`],
  [/^月份范围最多 (\d+) 个月$/, (n) => `The range covers at most ${n} months`],
  // The machines' sentences (contract/machines: the kernel's, the consultation's and the pre-application's), with the
  // English of the contract's words for the state and the action.
  [/^该(.+)已关闭$/, (what) => `This ${noun(what)} is closed`],
  [/^该预申报(.+)，不能(.+)$/, (state, action) => machineRefusal('预申报', state, action, `该预申报${state}，不能${action}`)],
  [new RegExp(`^(.+)的(${Object.keys(NOUNS_EN).join('|')})不能(.+)$`), (state, what, action) => machineRefusal(what, state, action, `${state}的${what}不能${action}`)],
];

export const contentAdmin: RefusalBlock = { fixed: CONTENT_AND_ADMIN, patterns: CONTENT_AND_ADMIN_PATTERNS };
