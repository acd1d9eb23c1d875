// The park's calendar: every date rule compares with the day or month in China time (UTC+8, no daylight saving), on
// the server and in the console alike, so a day the picker offers is a day the server accepts.

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The day a moment falls on in China time: 'YYYY-MM-DD'. */
export const parkToday = (at: Date = new Date()): string => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The month a moment falls in, in China time: 'YYYY-MM'. */
export const parkMonth = (at: Date = new Date()): string => parkToday(at).slice(0, 7);

/** Whether a 'YYYY-MM-DD' names a real calendar day. */
export function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}
