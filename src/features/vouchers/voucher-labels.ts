import { serviceTypeName } from '@/lib/i18n/service-type-name';
import { stateTag } from '@/components/status-tag/status-tag';
import { APPLICATION_STATE_TONES, APPLICATION_STATES, BATCH_PHASE_TONES, BATCH_PHASES, VOUCHER_STATE_TONES, VOUCHER_STATES, VOUCHER_STATE_KEYS } from '@contract/vouchers';
import { formatMoney } from '@/lib/money';

/** Money arrives in fen and shows in 元. */
export const fen = (value: number | null | undefined): string => formatMoney(value === null || value === undefined ? null : value / 100);

export const serviceTypeNames = (types: readonly string[], separator: string): string =>
  types.map(serviceTypeName).join(separator);

export const voucherStateTag = stateTag(VOUCHER_STATES, VOUCHER_STATE_TONES);
export const applicationStateTag = stateTag(APPLICATION_STATES, APPLICATION_STATE_TONES);
export const phaseTag = stateTag(BATCH_PHASES, BATCH_PHASE_TONES);
export const VOUCHER_STATE_OPTIONS = VOUCHER_STATE_KEYS.map((value) => ({ value, label: VOUCHER_STATES[value] }));
