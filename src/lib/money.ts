import { DEFAULT_CURRENCY_LABEL, EMPTY_TEXT } from '@contract/constants';
import { isEmptyValue } from './empty';
import { formatLanguage } from './i18n/format-language';

// The currency's name in English; amounts stay integer fen inside, this only writes them.
const CURRENCY_EN: Readonly<Record<string, string>> = { [DEFAULT_CURRENCY_LABEL]: 'CNY' };

// One formatter per number of decimals: `toLocaleString` with options builds a new Intl.NumberFormat at every call,
// the costliest part of a list row's money cell (measured in Chromium on the order list).
const formatters = new Map<number, Intl.NumberFormat>();
function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

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
  const text = formatterFor(decimals).format(amount);
  const named = formatLanguage() === 'en-US' ? (CURRENCY_EN[currency] ?? currency) : currency;
  return named ? `${text} ${named}` : text;
}
