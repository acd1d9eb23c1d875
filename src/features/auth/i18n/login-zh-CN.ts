// The sign-in page's words: its own small catalogue, so #/login loads no other screen's words.
export const loginZh = {
  title: '园区管理平台',
  kinds: { manage: '园区管理', front: '入驻企业', agent: '服务机构' },
  username: '用户名',
  password: '密码',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  submit: '登录',
  forgot: '忘记密码',
  register: '注册账号',
  linkFailed: (reason: string) => `链接登录失败：${reason}`,
  kindMismatch: (kind: string) => `该账号不是「${kind}」账号，请选择正确的登录类型`,
  language: '界面语言',
};
