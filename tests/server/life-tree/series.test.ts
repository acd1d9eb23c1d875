import { describe, expect, it } from 'vitest';
import { areaAt, headcountAt, MAX_MONTHS, MAX_YEARS, monthEnds, shanghaiDay, yearsFrom } from '../../../server/modules/life-tree/series';

describe('life-tree series', () => {
  it('ends each month on its last day, this month today, across a year end and February of a leap year', () => {
    expect(monthEnds('2023-11-20', '2024-03-05')).toEqual([
      { month: '2023-11', day: '2023-11-30' },
      { month: '2023-12', day: '2023-12-31' },
      { month: '2024-01', day: '2024-01-31' },
      { month: '2024-02', day: '2024-02-29' },
      { month: '2024-03', day: '2024-03-05' },
    ]);
    expect(monthEnds('2001-01-01', '2026-06-01')).toHaveLength(MAX_MONTHS);
    expect(monthEnds('2001-01-01', '2026-06-01').at(-1)?.month).toBe('2026-06');
  });

  it('counts a stay from its first day, and no longer on the day it ends', () => {
    const stays = [{ from: '2024-01-10', to: '2024-02-01' }, { from: '2024-02-01', to: null }];
    expect(headcountAt(stays, '2024-01-09')).toBe(0);
    expect(headcountAt(stays, '2024-01-10')).toBe(1);
    expect(headcountAt(stays, '2024-02-01')).toBe(1);
    expect(areaAt([{ areaSqm: 10.1, movedInOn: '2024-01-01', movedOutOn: null }, { areaSqm: 20.2, movedInOn: '2024-01-01', movedOutOn: null }], '2024-05-01')).toBe(30.3);
  });

  it('keeps the latest years, and reads days in China', () => {
    expect(yearsFrom(2000, '2026-01-01')).toHaveLength(MAX_YEARS);
    expect(yearsFrom(2000, '2026-01-01').at(-1)).toBe(2026);
    expect(yearsFrom(2030, '2026-01-01')).toEqual([2026]);
    expect(shanghaiDay(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01');
  });
});
