import { SERVICE_TYPES, type ServiceType } from '@contract/agency';
import { APPLICATION_STATES, BATCH_PHASES, VOUCHER_STATES, VOUCHER_STATE_KEYS } from '@contract/vouchers';
import { formatMoney } from '@/lib/money';

/** Money arrives in fen and shows in 元. */
export const fen = (value: number | null | undefined): string => formatMoney(value === null || value === undefined ? null : value / 100);

export const serviceTypeNames = (types: readonly string[]): string =>
  types.map((t) => (Object.hasOwn(SERVICE_TYPES, t) ? SERVICE_TYPES[t as ServiceType] : t)).join('、');

export const VOUCHER_STATE_MAP: Record<string, string> = { ...VOUCHER_STATES };
export const APPLICATION_STATE_MAP: Record<string, string> = { ...APPLICATION_STATES };
export const VOUCHER_STATE_OPTIONS = VOUCHER_STATE_KEYS.map((value) => ({ value, label: VOUCHER_STATES[value] }));

export const PHASE_MAP: Record<string, string> = { ...BATCH_PHASES };
