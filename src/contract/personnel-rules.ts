// A company's staff (issue 13 point 4): the education catalogue and the phone and ID number rules, checked the same
// way by the console's form and by the server. Plain values, so the console may import them.

/** The education levels a staff member may have, highest first. */
export const EDUCATIONS = ['博士', '硕士', '本科', '大专', '中专', '高中及以下'] as const;
export type Education = (typeof EDUCATIONS)[number];

/** A mainland mobile number: 11 digits starting 13–19. */
export const MOBILE_PATTERN = '^1[3-9][0-9]{9}$';

/** An 18-character resident ID: area, birth date 1900–2099, sequence, check character (digit or X). */
export const ID_NUMBER_PATTERN = '^[1-9][0-9]{5}(19|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[0-9]{3}[0-9Xx]$';

const MOBILE = new RegExp(MOBILE_PATTERN);
const ID_NUMBER = new RegExp(ID_NUMBER_PATTERN);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

export const isMobile = (phone: string): boolean => MOBILE.test(phone);

/** The check character (GB 11643) of the first 17 characters of an ID number. */
export function idCheckChar(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** Why an ID number is refused, or null when it is a well-formed one with a real birth date and the right check character. */
export function idNumberProblem(idNumber: string): string | null {
  if (!ID_NUMBER.test(idNumber)) return '身份证号格式不正确，应为18位';
  const year = Number(idNumber.slice(6, 10));
  const month = Number(idNumber.slice(10, 12));
  const day = Number(idNumber.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return '身份证号中的出生日期不正确';
  if (idCheckChar(idNumber.slice(0, 17)) !== idNumber.slice(17).toUpperCase()) return '身份证号校验位不正确';
  return null;
}

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
