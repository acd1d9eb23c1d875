// The catalogue of what the platform records about a company (table company_events, the life tree's source): each kind,
// its Chinese label, and the `data` its writer puts in the row. Whoever changes a company writes the event in the same
// transaction, with one of these codes; the life tree shows the label.
export const COMPANY_EVENT_KINDS = {
  /** The company account was created (data: {}). */
  registered: { label: '注册账号' },
  /** The settlement application was submitted or resubmitted (data: {}). */
  submitted: { label: '提交入驻申请' },
  /** The company took back its application before the audit (data: {}). */
  withdrawn: { label: '撤回入驻申请' },
  /** The settlement audit passed (data: {}). */
  passed: { label: '入驻审核通过' },
  /** The settlement audit refused (data: { reason }). */
  rejected: { label: '入驻审核驳回' },
  /** A change of the settled company's information was submitted (data: { modules?: string[] }). */
  changeSubmitted: { label: '提交信息变更' },
  /** The change was approved (data: { modules?: string[] }). */
  changePassed: { label: '信息变更通过' },
  /** The change was refused (data: { reason }). */
  changeRejected: { label: '信息变更驳回' },
  /** The company took rooms (data: { roomIds: number[], rooms?: string[], area?: number }). */
  movedIn: { label: '迁入房间' },
  /** The company left the park or rooms (data: { reason?, roomIds?: number[], rooms?: string[] }). */
  movedOut: { label: '迁出' },
} as const;

export type CompanyEventKind = keyof typeof COMPANY_EVENT_KINDS;

export const COMPANY_EVENT_KIND_CODES = Object.keys(COMPANY_EVENT_KINDS) as CompanyEventKind[];

export const isCompanyEventKind = (code: string): code is CompanyEventKind =>
  Object.hasOwn(COMPANY_EVENT_KINDS, code);

/** The Chinese label of an event kind; a code outside the catalogue reads as itself. */
export const companyEventLabel = (code: string): string =>
  isCompanyEventKind(code) ? COMPANY_EVENT_KINDS[code].label : code;
