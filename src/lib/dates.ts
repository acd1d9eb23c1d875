import dayjs, { type Dayjs } from 'dayjs';
import { EMPTY_TEXT, MILLISECONDS_TIMESTAMP_DIGITS, SECONDS_TIMESTAMP_DIGITS } from '@contract/constants';
import { isEmptyValue } from './empty';
import { formatLanguage } from './i18n/format-language';

export type DateStyle = 'cn' | 'slash' | 'dash';
export type DateInput = number | string | Date | Dayjs | null | undefined;

const DATE_PATTERNS: Record<DateStyle, string> = {
  cn: 'YYYY年MM月DD日',
  slash: 'YYYY/MM/DD',
  dash: 'YYYY-MM-DD',
};
const TIME_PATTERN = 'HH:mm:ss';

// The Chinese style's English counterpart: the same day written the way an English reader reads it.
const ENGLISH_CN_PATTERN = 'MMM D, YYYY';

export function datePattern(style: DateStyle, withTime = false): string {
  const date = style === 'cn' && formatLanguage() === 'en-US' ? ENGLISH_CN_PATTERN : DATE_PATTERNS[style];
  return withTime ? `${date} ${TIME_PATTERN}` : date;
}

function fromDigits(digits: string): Dayjs | null {
  const n = Number(digits);
  if (digits.length === SECONDS_TIMESTAMP_DIGITS) return dayjs(n * 1000);
  if (digits.length === MILLISECONDS_TIMESTAMP_DIGITS) return dayjs(n);
  return null;
}

/** Reads a 10-digit timestamp as seconds, 13 digits as milliseconds, anything else as a date string. */
export function toDayjs(value: DateInput): Dayjs | null {
  if (isEmptyValue(value)) return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return fromDigits(String(Math.trunc(Math.abs(value)))) ?? dayjs(value);
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return fromDigits(text);
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed : null;
}

export function formatDate(value: DateInput, style: DateStyle = 'dash', withTime = false): string {
  const day = toDayjs(value);
  return day ? day.format(datePattern(style, withTime)) : EMPTY_TEXT;
}

export function formatDateTime(value: DateInput, style: DateStyle = 'dash'): string {
  return formatDate(value, style, true);
}
