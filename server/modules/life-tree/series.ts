import { MILESTONE_KIND_CODES, type MilestoneKind } from '@contract/company-milestones';
import type { MonthPoint, YearPoint } from '@contract/schemas/life-tree';

// Headcount and area over time, from each person's and each room's stay. A stay counts on day d when it began on or
// before d and had not ended by d: someone who leaves, or a room given back, on d is no longer counted at d's end.

export interface Stay {
  from: string;
  to: string | null;
}

export interface AreaStay {
  areaSqm: number;
  movedInOn: string;
  movedOutOn: string | null;
}

export interface DatedMilestone {
  kind: MilestoneKind;
  occurredOn: string;
  amountFen: number | null;
}

/** The most months the detail's series covers, and years the comparison covers: the latest ones. */
export const MAX_MONTHS = 120;
export const MAX_YEARS = 10;

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** The calendar day of an instant in China (UTC+8 all year). */
export const shanghaiDay = (at: Date): string => new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

const within = (from: string, to: string | null, day: string) => from <= day && (to === null || to > day);

export const headcountAt = (stays: Stay[], day: string): number => stays.filter((s) => within(s.from, s.to, day)).length;

export function areaAt(tenancies: AreaStay[], day: string): number {
  const total = tenancies.filter((t) => within(t.movedInOn, t.movedOutOn, day)).reduce((sum, t) => sum + t.areaSqm, 0);
  return Math.round(total * 100) / 100;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first day a company's history shows: its registration, first room or first person, whichever came first. */
export const firstDay = (days: (string | null | undefined)[], today: string): string =>
  days.filter((d): d is string => Boolean(d)).reduce((min, d) => (d < min ? d : min), today);

/** The end of each month from `first` to today's month (today for that one), the latest MAX_MONTHS. */
export function monthEnds(first: string, today: string): { month: string; day: string }[] {
  const ends: { month: string; day: string }[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const lastMonth = today.slice(0, 7);
  for (;;) {
    const key = `${year}-${pad(month)}`;
    if (key > lastMonth) break;
    const end = `${key}-${pad(lastDayOf(year, month))}`;
    ends.push({ month: key, day: end < today ? end : today });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return ends.slice(-MAX_MONTHS);
}

export const monthPoints = (stays: Stay[], tenancies: AreaStay[], first: string, today: string): MonthPoint[] =>
  monthEnds(first, today).map(({ month, day }) => ({ month, headcount: headcountAt(stays, day), areaSqm: areaAt(tenancies, day) }));

/** The years from `firstYear` to today's, the latest MAX_YEARS. */
export function yearsFrom(firstYear: number, today: string): number[] {
  const last = Number(today.slice(0, 4));
  const first = Math.min(Math.max(firstYear, last - MAX_YEARS + 1), last);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export function yearPoint(year: number, today: string, stays: Stay[], tenancies: AreaStay[], milestones: DatedMilestone[]): YearPoint {
  const end = `${year}-12-31` < today ? `${year}-12-31` : today;
  const counts = Object.fromEntries(MILESTONE_KIND_CODES.map((k) => [k, 0])) as Record<MilestoneKind, number>;
  let fundingFen = 0;
  for (const m of milestones) {
    if (Number(m.occurredOn.slice(0, 4)) !== year) continue;
    counts[m.kind] += 1;
    if (m.kind === 'funding') fundingFen += m.amountFen ?? 0;
  }
  return { year, headcount: headcountAt(stays, end), areaSqm: areaAt(tenancies, end), fundingFen, milestones: counts };
}
