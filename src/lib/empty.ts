import { EMPTY_TEXT } from '@contract/constants';

/** null, undefined, blank strings and NaN count as empty; 0 and false do not. */
export function isEmptyValue(value: unknown): value is null | undefined | '' {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

export function orEmpty(value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  if (typeof value === 'boolean') return value ? '是' : '否';
  return String(value);
}
