import type { FormField } from '@/components/schema-form/form-fields';
import { agencyServiceMachine, MAX_DELIVERY_DAYS, MAX_SERVICE_PRICE_FEN, SERVICE_TYPES, type ServiceType } from '@contract/agency';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { formatMoney } from '@/lib/money';
import { serviceTypeOptions } from './agency-fields';
import type { AgencyTexts } from './i18n/agency';

const FEN_PER_YUAN = 100;
const MAX_YUAN = MAX_SERVICE_PRICE_FEN / FEN_PER_YUAN;

/** The form keeps prices in 元 (two decimals); the call sends integer fen. */
export type ServiceFormValues = Omit<AgencyServiceFields, 'priceMinFen' | 'priceMaxFen'> & { priceMin: number; priceMax: number };

const priceOrder = (refusal: string) => ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, value: unknown) => {
    const min = getFieldValue('priceMin');
    return typeof value !== 'number' || typeof min !== 'number' || value >= min ? Promise.resolve() : Promise.reject(new Error(refusal));
  },
});

export function serviceFields(texts: AgencyTexts, word: (chinese: string) => string): FormField[] {
  const s = texts.service;
  return [
    { type: 'text', name: 'name', label: s.name, required: true, maxLength: 60 },
    { type: 'select', name: 'serviceType', label: s.serviceType, required: true, options: serviceTypeOptions(word) },
    { type: 'number', name: 'priceMin', label: s.priceMin, required: true, min: 0, max: MAX_YUAN, precision: 2, extra: s.priceMinExtra },
    { type: 'number', name: 'priceMax', label: s.priceMax, required: true, min: 0, max: MAX_YUAN, precision: 2, rules: [priceOrder(s.priceOrder)] },
    { type: 'number', name: 'deliveryDays', label: s.deliveryDaysField, required: true, min: 1, max: MAX_DELIVERY_DAYS, precision: 0 },
    { type: 'textarea', name: 'deliverables', label: s.deliverables, required: true, maxLength: 1000, rows: 3, placeholder: s.deliverablesPlaceholder },
    { type: 'switch', name: 'voucherPayable', label: s.voucherPayable },
    { type: 'rich-text', name: 'body', label: s.body, required: true },
  ];
}

export const toServiceFormValues = (f: AgencyServiceFields): ServiceFormValues => {
  const { priceMinFen, priceMaxFen, ...rest } = f;
  return { ...rest, priceMin: priceMinFen / FEN_PER_YUAN, priceMax: priceMaxFen / FEN_PER_YUAN };
};

export const toServiceFields = ({ priceMin, priceMax, ...rest }: ServiceFormValues): AgencyServiceFields => ({
  ...rest,
  voucherPayable: Boolean(rest.voucherPayable),
  priceMinFen: Math.round(priceMin * FEN_PER_YUAN),
  priceMaxFen: Math.round(priceMax * FEN_PER_YUAN),
});

/** `200.00 人民币` for a fixed price, `200.00 ~ 300.00 人民币` for a range (money in the language in effect). */
export function priceText(minFen: number, maxFen: number): string {
  if (minFen === maxFen) return formatMoney(minFen / FEN_PER_YUAN);
  return `${formatMoney(minFen / FEN_PER_YUAN, { currency: '' })} ~ ${formatMoney(maxFen / FEN_PER_YUAN)}`;
}

/** A service type's name in the language in effect (`word`: useContractWord()); a type not in the catalogue as sent. */
export const serviceTypeName = (type: string, word: (chinese: string) => string) => (Object.hasOwn(SERVICE_TYPES, type) ? word(SERVICE_TYPES[type as ServiceType]) : type);
export const serviceStateName = (state: string) => agencyServiceMachine.stateLabel(state);
