// Service agencies (DESIGN.md §5): the profile states, the service-type catalogue (`iv/ServiceType`) and the check of
// a unified social credit code. The only place these codes and labels are written.
import { agencyProfileMachine } from './machines/agency-profile';
import { agencyServiceMachine, type ServiceState } from './machines/agency-service';
import { stateLabels, stateTones } from './machines/kernel';

// The profile's and the service's lifecycles are the machines in machines/agency-profile.ts and
// machines/agency-service.ts; the names below are their plain views, kept for their readers.
export { agencyProfileMachine, type AgencyState } from './machines/agency-profile';
export const AGENCY_STATES = stateLabels(agencyProfileMachine.states);
export const AGENCY_STATE_KEYS = agencyProfileMachine.stateKeys;

/** Each state's tone (contract/tones.ts), shown by the console's status tag. */
export const AGENCY_STATE_TONES = stateTones(agencyProfileMachine.states);

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

export { agencyServiceMachine, type ServiceState } from './machines/agency-service';
export const SERVICE_STATES = stateLabels(agencyServiceMachine.states);
export const SERVICE_STATE_KEYS = agencyServiceMachine.stateKeys;

/** Each state's tone (contract/tones.ts), from the machine's table: shown by the console's status tag. */
export const SERVICE_STATE_TONES = stateTones(agencyServiceMachine.states);

const statesWhere = (action: 'edit' | 'submit'): ServiceState[] =>
  agencyServiceMachine.stateKeys.filter((state) => agencyServiceMachine.step(state, action, 'agency') !== null);
/** The states an agency may edit a service in (and then submit it); approved edits become a pending change. */
export const SERVICE_EDITABLE: readonly ServiceState[] = statesWhere('edit');
/** The states an agency may submit a service from. */
export const SERVICE_SUBMITTABLE: readonly ServiceState[] = statesWhere('submit');

/** The highest price of a service in fen (10 million 元) and the longest delivery time in days. */
export const MAX_SERVICE_PRICE_FEN = 1_000_000_000;
export const MAX_DELIVERY_DAYS = 365;
