import { DEFAULT_CURRENCY_LABEL, EMPTY_TEXT } from '@contract/constants';
import { isEmptyValue } from './empty';

export interface MoneyOptions {
  currency?: string;
  decimals?: number;
}

/** `1234.5` → `1,234.50 人民币`; empty or non-numeric values → `--`. */
export function formatMoney(value: number | string | null | undefined, options: MoneyOptions = {}): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  const amount = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return EMPTY_TEXT;
  const { currency = DEFAULT_CURRENCY_LABEL, decimals = 2 } = options;
  const text = amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return currency ? `${text} ${currency}` : text;
}
