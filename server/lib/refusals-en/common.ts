import type { RefusalBlock } from './block';

const FIXED: Readonly<Record<string, string>> = {
  权限不足: 'Not allowed',
  请先登录: 'Please sign in',
  登录已过期: 'Your session has expired',
  '登录已过期，请重新登录': 'Your session has expired, please sign in again',
  '登录已失效，请重新登录': 'Your session is no longer valid, please sign in again',
  '账号已被冻结，请联系管理员': 'This account is frozen; please contact an administrator',
  '客户端认证失败，请检查客户端凭据': 'Client authentication failed; check the client credentials',
  '所选园区不存在或已停用': 'The chosen park does not exist or is disabled',
  '该账号尚未分配园区，请联系平台管理员': 'This account has no park yet; please contact the platform administrator',
  '您不属于所选园区，无法进入': 'You do not belong to the chosen park',
  '该账号不是园区管理账号，请选择“入驻企业”或“服务机构”入口登录':
    'This is not a park admin account; sign in as a tenant company or a service agency',
  '园区管理账号请选择“园区管理”入口登录': 'Park admin accounts sign in as park admin',
  '密码需为 8-64 位，且同时包含字母和数字': 'The password needs 8 to 64 characters with both letters and digits',
  '用户名需为 3-32 位，只能包含文字、字母、数字和 _ . @ -': 'The username needs 3 to 32 characters: letters, digits and _ . @ -',
  用户名已存在: 'The username is taken',
  该手机号已注册: 'This phone number is already registered',
  请选择要入驻的园区: 'Please choose the park to move into',
  '状态已变更，请刷新后重试': 'The state has changed; please refresh and try again',
  请先选择园区: 'Please choose a park first',
  园区不存在: 'The park does not exist',
  企业不存在: 'The company does not exist',
  订单不存在: 'The order does not exist',
  '请求参数不合法': 'The request is not valid',
  '请求体不是合法的 JSON': 'The request body is not valid JSON',
  不支持的请求内容类型: 'Unsupported content type',
  请求内容过大: 'The request is too large',
  '请求过于频繁，请稍后再试': 'Too many requests, please try again later',
  '服务器内部错误，请稍后再试': 'Internal server error, please try again later',
  接口不存在: 'No such API',
  页面不存在: 'Page not found',
};


const PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^用户名或密码错误，还可尝试 (\d+) 次$/, (left) => `Wrong username or password; ${left} attempts left`],
  [/^缺少必填字段：(.+)$/, (name) => `Missing required field: ${name}`],
];

export const common: RefusalBlock = { fixed: FIXED, patterns: PATTERNS };
