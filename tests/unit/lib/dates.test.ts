import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datePattern, formatDate, formatDateTime, toDayjs } from '@/lib/dates';

// 2024-03-05 08:09:10 in China Standard Time (UTC+8), the park platform's time zone.
const SECONDS = 1709597350;
const MILLIS = 1709597350123;

const originalTz = process.env.TZ;

beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});

afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('timestamps', () => {
  it('reads 10 digits as seconds and 13 digits as milliseconds', () => {
    expect(toDayjs(SECONDS)?.valueOf()).toBe(SECONDS * 1000);
    expect(toDayjs(MILLIS)?.valueOf()).toBe(MILLIS);
    expect(toDayjs(String(SECONDS))?.valueOf()).toBe(SECONDS * 1000);
    expect(toDayjs(String(MILLIS))?.valueOf()).toBe(MILLIS);
  });

  const cases: [string, number | string][] = [
    ['10-digit number', SECONDS],
    ['13-digit number', MILLIS],
    ['10-digit string', String(SECONDS)],
    ['13-digit string', String(MILLIS)],
  ];

  it.each(cases)('formats a %s in every style, with and without time', (_, value) => {
    expect(formatDate(value, 'cn')).toBe('2024年03月05日');
    expect(formatDate(value, 'slash')).toBe('2024/03/05');
    expect(formatDate(value, 'dash')).toBe('2024-03-05');
    expect(formatDate(value)).toBe('2024-03-05');
    expect(formatDate(value, 'cn', true)).toBe('2024年03月05日 08:09:10');
    expect(formatDate(value, 'slash', true)).toBe('2024/03/05 08:09:10');
    expect(formatDate(value, 'dash', true)).toBe('2024-03-05 08:09:10');
    expect(formatDateTime(value)).toBe('2024-03-05 08:09:10');
  });

  it('formats ISO strings, Date and dayjs values', () => {
    expect(formatDateTime('2024-03-05T00:09:10.000Z')).toBe('2024-03-05 08:09:10');
    expect(formatDate(new Date(MILLIS), 'cn')).toBe('2024年03月05日');
    expect(formatDate(dayjs(MILLIS), 'slash', true)).toBe('2024/03/05 08:09:10');
    expect(formatDate('2024-03-05', 'cn')).toBe('2024年03月05日');
  });

  it('shows -- for empty or unreadable values', () => {
    for (const value of [null, undefined, '', '   ', 'not a date', '12345', Number.NaN, new Date('x')]) {
      expect(formatDate(value as never)).toBe('--');
      expect(formatDateTime(value as never, 'cn')).toBe('--');
    }
  });

  it('exposes the patterns', () => {
    expect(datePattern('cn')).toBe('YYYY年MM月DD日');
    expect(datePattern('slash', true)).toBe('YYYY/MM/DD HH:mm:ss');
  });
});
