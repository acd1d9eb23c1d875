import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/dates';
import { setFormatLanguage } from '@/lib/i18n/format-language';
import { formatMoney } from '@/lib/money';
import { optionsNow } from '@/lib/i18n/contract-word-now';
import { serviceTypeName } from '@/lib/i18n/service-type-name';

// Issue 24 point 4: dates and money are written per language; amounts are the same numbers in both.
describe('dates and money per language', () => {
  afterEach(() => setFormatLanguage('zh-CN'));

  it('writes money with the currency named in the reader\'s language', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50 人民币');
    setFormatLanguage('en-US');
    expect(formatMoney(1234.5)).toBe('1,234.50 CNY');
    expect(formatMoney(null)).toBe('--');
    expect(formatMoney(8, { currency: '' })).toBe('8.00');
  });

  it('writes the Chinese date style as an English reader reads a date, and leaves numeric styles alone', () => {
    expect(formatDate('2026-03-05', 'cn')).toBe('2026年03月05日');
    setFormatLanguage('en-US');
    expect(formatDate('2026-03-05', 'cn')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05', 'dash')).toBe('2026-03-05');
  });

  it('names service types and options of contract words in the language in effect', () => {
    expect(serviceTypeName('legal')).toBe('法律服务');
    expect(optionsNow([{ value: 'service', label: '服务申请' }])).toEqual([{ value: 'service', label: '服务申请' }]);
    setFormatLanguage('en-US');
    expect(serviceTypeName('legal')).toBe('Legal');
    expect(serviceTypeName('unknown-kind')).toBe('unknown-kind');
    expect(optionsNow([{ value: 'service', label: '服务申请' }])).toEqual([{ value: 'service', label: 'Service application' }]);
  });
});
