import type { FormField } from '@/components/schema-form/form-fields';
import { agencyServiceMachine, MAX_DELIVERY_DAYS, MAX_SERVICE_PRICE_FEN, SERVICE_TYPES, type ServiceType } from '@contract/agency';
import type { AgencyServiceFields } from '@contract/schemas/agency-service';
import { formatMoney } from '@/lib/money';
import { SERVICE_TYPE_OPTIONS } from './agency-fields';

const FEN_PER_YUAN = 100;
const MAX_YUAN = MAX_SERVICE_PRICE_FEN / FEN_PER_YUAN;

/** The form keeps prices in 元 (two decimals); the call sends integer fen. */
export type ServiceFormValues = Omit<AgencyServiceFields, 'priceMinFen' | 'priceMaxFen'> & { priceMin: number; priceMax: number };

const priceOrder = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_: unknown, value: unknown) => {
    const min = getFieldValue('priceMin');
    return typeof value !== 'number' || typeof min !== 'number' || value >= min ? Promise.resolve() : Promise.reject(new Error('最高价格不能低于最低价格'));
  },
});

export const serviceFields: FormField[] = [
  { type: 'text', name: 'name', label: '服务名称', required: true, maxLength: 60 },
  { type: 'select', name: 'serviceType', label: '服务类型', required: true, options: SERVICE_TYPE_OPTIONS },
  { type: 'number', name: 'priceMin', label: '最低价格（元）', required: true, min: 0, max: MAX_YUAN, precision: 2, extra: '人民币；固定价格请将最低、最高价格填为相同' },
  { type: 'number', name: 'priceMax', label: '最高价格（元）', required: true, min: 0, max: MAX_YUAN, precision: 2, rules: [priceOrder] },
  { type: 'number', name: 'deliveryDays', label: '交付周期（天）', required: true, min: 1, max: MAX_DELIVERY_DAYS, precision: 0 },
  { type: 'textarea', name: 'deliverables', label: '企业获得', required: true, maxLength: 1000, rows: 3, placeholder: '企业购买后获得的成果，如报告、证书、材料' },
  { type: 'switch', name: 'voucherPayable', label: '可用服务券支付' },
  { type: 'rich-text', name: 'body', label: '服务详情', required: true },
];

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

/** `200.00 人民币` for a fixed price, `200.00 ~ 300.00 人民币` for a range. */
export function priceText(minFen: number, maxFen: number): string {
  if (minFen === maxFen) return formatMoney(minFen / FEN_PER_YUAN);
  return `${formatMoney(minFen / FEN_PER_YUAN, { currency: '' })} ~ ${formatMoney(maxFen / FEN_PER_YUAN)}`;
}

export const serviceTypeName = (type: string) => (Object.hasOwn(SERVICE_TYPES, type) ? SERVICE_TYPES[type as ServiceType] : type);
export const serviceStateName = (state: string) => agencyServiceMachine.stateLabel(state);
