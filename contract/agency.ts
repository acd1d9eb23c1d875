// Service agencies (DESIGN.md §5): the profile states, the service-type catalogue (`iv/ServiceType`) and the check of
// a unified social credit code. The only place these codes and labels are written.
import type { Tone } from './tones';

/** incomplete → submitted (waiting for audit) → approved (listed) | rejected (edit and resubmit). */
export const AGENCY_STATES = {
  incomplete: '待完善',
  submitted: '待审核',
  approved: '已通过',
  rejected: '已驳回',
} as const;
export type AgencyState = keyof typeof AGENCY_STATES;
export const AGENCY_STATE_KEYS = Object.keys(AGENCY_STATES) as AgencyState[];

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const AGENCY_STATE_TONES: Record<AgencyState, Tone> = {
  incomplete: 'neutral',
  submitted: 'waiting',
  approved: 'success',
  rejected: 'danger',
};

export const SERVICE_TYPES = {
  finance: '财税服务',
  legal: '法律服务',
  ip: '知识产权',
  hr: '人力资源',
  tech: '科技服务',
  policy: '政策申报',
  marketing: '品牌营销',
  other: '其他服务',
} as const;
export type ServiceType = keyof typeof SERVICE_TYPES;
export const SERVICE_TYPE_KEYS = Object.keys(SERVICE_TYPES) as ServiceType[];

// The credit code rule is the one every form uses (value-rules.ts).
export { CREDIT_CODE_PATTERN, isCreditCode } from './value-rules';

/** A business licence is an image or a PDF: the stored file's extension says which (the file service checked the bytes). */
export const LICENCE_PATTERN = /\.(png|jpe?g|gif|bmp|webp|pdf)$/i;

/** The most team members an agency shows (and sends in one call). */
export const MAX_TEAM_MEMBERS = 100;

/**
 * An agency's service: draft → submitted → approved (listed) | rejected (edit and resubmit); approved → offline when
 * the agency takes it down (edit and resubmit to list it again). A change to an approved service waits for audit as a
 * pending change while the approved service stays listed, like the profile.
 */
export const SERVICE_STATES = {
  draft: '草稿',
  submitted: '待审核',
  approved: '已上架',
  rejected: '已驳回',
  offline: '已下架',
} as const;
export type ServiceState = keyof typeof SERVICE_STATES;
export const SERVICE_STATE_KEYS = Object.keys(SERVICE_STATES) as ServiceState[];

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const SERVICE_STATE_TONES: Record<ServiceState, Tone> = {
  draft: 'neutral',
  submitted: 'waiting',
  approved: 'success',
  rejected: 'danger',
  offline: 'neutral',
};

/** The states an agency may edit a service in (and then submit it); approved edits become a pending change. */
export const SERVICE_EDITABLE: readonly ServiceState[] = ['draft', 'rejected', 'offline', 'approved'];
/** The states an agency may submit a service from. */
export const SERVICE_SUBMITTABLE: readonly ServiceState[] = ['draft', 'rejected', 'offline'];

/** The highest price of a service in fen (10 million 元) and the longest delivery time in days. */
export const MAX_SERVICE_PRICE_FEN = 1_000_000_000;
export const MAX_DELIVERY_DAYS = 365;
