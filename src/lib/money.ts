import { DEFAULT_CURRENCY_LABEL, EMPTY_TEXT } from '@contract/constants';
import { isEmptyValue } from './empty';
import { formatLanguage } from './i18n/format-language';

// The currency's name in English; amounts stay integer fen inside, this only writes them.
const CURRENCY_EN: Readonly<Record<string, string>> = { [DEFAULT_CURRENCY_LABEL]: 'CNY' };

export interface MoneyOptions {
  currency?: string;
  decimals?: number;
}

/** `1234.5` → `1,234.50 人民币` (`1,234.50 CNY` in English); empty or non-numeric values → `--`. */
export function formatMoney(value: number | string | null | undefined, options: MoneyOptions = {}): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  const amount = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  if (!Number.isFinite(amount)) return EMPTY_TEXT;
  const { currency = DEFAULT_CURRENCY_LABEL, decimals = 2 } = options;
  const text = amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const named = formatLanguage() === 'en-US' ? (CURRENCY_EN[currency] ?? currency) : currency;
  return named ? `${text} ${named}` : text;
}
