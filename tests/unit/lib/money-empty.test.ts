import { describe, expect, it } from 'vitest';
import { isEmptyValue, orEmpty } from '@/lib/empty';
import { formatMoney } from '@/lib/money';

describe('empty values', () => {
  it('treats null, undefined, blank and NaN as empty, but not 0 or false', () => {
    expect([null, undefined, '', '  ', Number.NaN].every(isEmptyValue)).toBe(true);
    expect([0, false, 'a', [], {}].some(isEmptyValue)).toBe(false);
  });

  it('shows -- for empty values', () => {
    expect(orEmpty(null)).toBe('--');
    expect(orEmpty('')).toBe('--');
    expect(orEmpty(0)).toBe('0');
    expect(orEmpty('园区')).toBe('园区');
    expect(orEmpty(true)).toBe('是');
  });
});

describe('money', () => {
  it('uses 人民币 as the default currency label', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50 人民币');
    expect(formatMoney('1,000')).toBe('1,000.00 人民币');
    expect(formatMoney(0)).toBe('0.00 人民币');
  });

  it('takes another label or none, and other precision', () => {
    expect(formatMoney(10, { currency: '美元' })).toBe('10.00 美元');
    expect(formatMoney(10, { currency: '', decimals: 0 })).toBe('10');
  });

  it('shows -- for empty or non-numeric values', () => {
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney(undefined)).toBe('--');
    expect(formatMoney('')).toBe('--');
    expect(formatMoney('abc')).toBe('--');
  });
});
