// A company's staff (issue 13 point 4): the education catalogue and the phone and ID number rules, checked the same
// way by the console's form and by the server. Plain values, so the console may import them.

/** The education levels a staff member may have, highest first. */
export const EDUCATIONS = ['博士', '硕士', '本科', '大专', '中专', '高中及以下'] as const;
export type Education = (typeof EDUCATIONS)[number];

// The phone and ID number rules are the ones every form uses (value-rules.ts).
export { ID_NUMBER_PATTERN, MOBILE_PATTERN, idCheckChar, idNumberProblem, isMobile } from './value-rules';

/** The stored form of an ID number: the check character X upper-case. */
export const normalIdNumber = (idNumber: string): string => idNumber.trim().toUpperCase();

/** How an ID number is shown everywhere: the first four and last four characters, e.g. 3101**********1234. */
export function maskIdNumber(idNumber: string | null): string | null {
  if (!idNumber) return null;
  if (idNumber.length <= 8) return '*'.repeat(idNumber.length);
  return `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`;
}

/** The most rows one staff import file may hold. */
export const MAX_PERSONNEL_IMPORT_ROWS = 2000;
