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
  agencyServiceSubmitted: { label: '机构服务待审核', to: 'park operators' },
  agencyServiceAudited: { label: '机构服务审核结果', to: 'agency' },
  consultationAsked: { label: '服务咨询待答复', to: 'park operators' },
  consultationFollowedUp: { label: '服务咨询追问待答复', to: 'park operators, or the agency it was handed to' },
  consultationAnswered: { label: '服务咨询已答复', to: 'company' },
  consultationHanded: { label: '服务咨询已转交', to: 'agency' },
  consultationClosed: { label: '服务咨询已关闭', to: 'company' },
  suggestionSubmitted: { label: '企业诉求待处理', to: 'park operators' },
  suggestionAssigned: { label: '企业诉求指派', to: 'the assignee' },
  suggestionReplied: { label: '诉求已回复', to: 'company' },
  suggestionClosed: { label: '诉求已关闭', to: 'company' },
  voucherApplied: { label: '服务券申领待审核', to: 'park operators' },
  voucherReviewed: { label: '服务券申领结果', to: 'company' },
  voucherRecalled: { label: '服务券已收回', to: 'company' },
  voucherRedeemRequested: { label: '服务券核销待审核', to: 'park operators' },
  voucherRedeemChecked: { label: '服务券核销结果', to: 'agency' },
  preApplySubmitted: { label: '政策预申报待审核', to: 'park operators' },
  preApplyReviewed: { label: '政策预申报审核结果', to: 'company' },
  preApplyCancelled: { label: '政策预申报已取消', to: 'park operators' },
  orderSubmitted: { label: '服务申请待受理', to: 'park operators, or the agency whose service it is' },
  orderAssigned: { label: '服务申请已指派', to: 'agency' },
  orderReturned: { label: '服务申请被机构退回', to: 'park operators' },
  orderUpdated: { label: '服务申请进展', to: 'company' },
  orderDelivered: { label: '服务已交付待确认', to: 'company' },
  orderCancelled: { label: '服务申请已取消', to: 'park operators, or the agency it was routed to' },
  orderCompleted: { label: '服务申请已完成', to: 'park operators, or the agency it was routed to' },
  settlementSubmitted: { label: '结算单待核对', to: 'park operators' },
  settlementPaid: { label: '结算单已付款', to: 'agency' },
  settlementReturned: { label: '结算单被退回', to: 'agency' },
  policyMatched: { label: '政策推送', to: 'company' },
  systemNotice: { label: '系统通知', to: 'any user' },
} as const;

export type MessageKind = keyof typeof MESSAGE_KINDS;

/** The things a message can be about; a message names one with its id as its subject. */
export const MESSAGE_SUBJECTS = ['company', 'agency', 'agencyService', 'order', 'consultation', 'suggestion', 'settlement', 'preApply', 'voucherApplication'] as const;
export type MessageSubjectKind = (typeof MESSAGE_SUBJECTS)[number];

/**
 * A message's subject, e.g. `order:12`. The rule of the bell: a message asks its reader to act on its subject, so
 * once the subject moves on (whoever moved it: the next message about it is written then), the earlier messages
 * about it are handled and leave every reader's unread count; the newest one about it stays until it is read.
 */
export const messageSubject = (kind: MessageSubjectKind, id: number): string => `${kind}:${id}`;

export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(MESSAGE_KINDS, kind);

export const messageKindLabel = (kind: string): string => (isMessageKind(kind) ? MESSAGE_KINDS[kind].label : kind);

/** The event name of a message on the message stream (contract/calls/messages.ts messageStreamCalls). */
export const MESSAGE_EVENT = 'message';
/** The event name that tells a stream some of the reader's messages were read elsewhere: count again. */
export const MESSAGE_READ_EVENT = 'read';
