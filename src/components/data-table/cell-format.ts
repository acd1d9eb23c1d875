import type { ReactNode } from 'react';
import { formatDate, type DateStyle } from '@/lib/dates';
import { isEmptyValue, orEmpty } from '@/lib/empty';
import { formatMoney } from '@/lib/money';
import { EMPTY_TEXT } from '@contract/constants';

/** How a plain value is shown; every kind shows `--` when the value is empty. */
export type CellFormat =
  | 'text'
  | 'date'
  | 'datetime'
  | 'money'
  | { date: DateStyle; time?: boolean }
  | { map: Record<string | number, string> };

export function formatCell(value: unknown, format: CellFormat = 'text'): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  if (format === 'text') return orEmpty(value);
  if (format === 'date') return formatDate(value as string | number);
  if (format === 'datetime') return formatDate(value as string | number, 'dash', true);
  if (format === 'money') return formatMoney(value as string | number);
  if ('date' in format) return formatDate(value as string | number, format.date, format.time ?? false);
  return format.map[String(value)] ?? orEmpty(value);
}

/** A custom render that returns nothing shows `--` too. */
export function orEmptyNode(node: ReactNode): ReactNode {
  if (node === null || node === undefined || node === false) return EMPTY_TEXT;
  if (typeof node === 'string' && node.trim() === '') return EMPTY_TEXT;
  return node;
}
