// The dates the server refuses, one rule each (issue 20 point 5): the server refuses with the rule's reason, the
// console's picker disables the days the rule refuses and says the reason under the field. Days are 'YYYY-MM-DD'
// in the park's calendar (park-calendar.ts); `today` is parkToday() where the rule runs.
import { isRealDay, parkToday } from './park-calendar';
import { ALLOWED, refuse, type Verdict } from './verdict';

/** The expected completion date of an order or a voucher order: a real day, today or later. */
export function expectedDateRule(day: string, today: string): Verdict {
  if (!isRealDay(day)) return refuse('期望日期不是有效日期');
  if (day < today) return refuse('期望日期不能早于今天');
  return ALLOWED;
}

/** The move-out day: a real day, not after today, not before the company's latest move-in (null: never moved in). */
export function moveOutDateRule(day: string, today: string, movedInOn: string | null): Verdict {
  if (!isRealDay(day)) return refuse('迁出日期不是有效日期');
  if (day > today) return refuse('迁出日期不能晚于今天');
  if (movedInOn && day < movedInOn) return refuse(`迁出日期不能早于迁入日期 ${movedInOn}`);
  return ALLOWED;
}

/** The move-in day: a real day (an earlier day records a move-in that already happened). */
export const moveInDateRule = (day: string): Verdict => (isRealDay(day) ? ALLOWED : refuse('迁入日期不是有效日期'));

/** Applying for a policy: open until its deadline day (a policy without one stays open). */
export const policyDeadlineRule = (deadline: unknown, today: string): Verdict =>
  typeof deadline === 'string' && deadline !== '' && deadline < today ? refuse('该政策已过申报截止日期') : ALLOWED;

/** A content item's deadline (a policy's 截止日期): a real day, not before the day it is published (now when unset). */
export function deadlineRule(deadline: string, publishAt: unknown, now: Date): Verdict {
  if (!isRealDay(deadline)) return refuse('截止日期不是有效日期');
  const publishing = typeof publishAt === 'string' && publishAt ? new Date(Date.parse(publishAt)) : now;
  if (Number.isNaN(publishing.getTime())) return ALLOWED;
  return deadline < parkToday(publishing) ? refuse('截止日期不能早于发布日期') : ALLOWED;
}

/** The earliest year a company milestone may name. */
export const MILESTONE_EARLIEST_YEAR = 1949;

/** A milestone's day: a real day from 1949 on, and (`today` given: every kind but a revenue year) not in the future. */
export function milestoneDateRule(day: string, today: string | null): Verdict {
  if (!isRealDay(day) || Number(day.slice(0, 4)) < MILESTONE_EARLIEST_YEAR) return refuse('日期不正确');
  if (today !== null && day > today) return refuse('日期不能晚于今天');
  return ALLOWED;
}

/** The earliest entry date of a staff member. */
export const EARLIEST_ENTRY_DAY = '1950-01-01';

/** A staff member's entry date (the form's save and the import): a real day from 1950 to today. */
export function entryDateRule(day: string, today: string): Verdict {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return refuse('入职日期格式应为 YYYY-MM-DD');
  if (!isRealDay(day)) return refuse('入职日期不是有效的日期');
  if (day < EARLIEST_ENTRY_DAY) return refuse(`入职日期不能早于${EARLIEST_ENTRY_DAY}`);
  if (day > today) return refuse('入职日期不能晚于今天');
  return ALLOWED;
}
