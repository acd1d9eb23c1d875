// The message centre's catalogue: each kind of message, its Chinese label, and who receives it. A message tells the
// party who must act next; its link opens the screen where they act.
export const MESSAGE_KINDS = {
  companyApplied: { label: '入驻申请待审核', to: 'park operators' },
  companyChangeSubmitted: { label: '企业信息变更待审核', to: 'park operators' },
  companyAudited: { label: '入驻审核结果', to: 'company' },
  companyMovedIn: { label: '企业迁入', to: 'company' },
  companyMovedOut: { label: '企业迁出', to: 'company' },
  agencySubmitted: { label: '服务机构待审核', to: 'park operators' },
  agencyChangeSubmitted: { label: '服务机构信息变更待审核', to: 'park operators' },
  agencyAudited: { label: '机构信息审核结果', to: 'agency' },
  systemNotice: { label: '系统通知', to: 'any user' },
} as const;

export type MessageKind = keyof typeof MESSAGE_KINDS;

export const messageKindLabel = (kind: string): string =>
  Object.hasOwn(MESSAGE_KINDS, kind) ? MESSAGE_KINDS[kind as MessageKind].label : kind;
