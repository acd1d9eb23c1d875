// The rules of the values people type everywhere (issue 20 point 3): unified social credit code, mobile phone, ID
// number and email. Each rule gives the reason a value is refused (without its subject), so a form says it under
// its field and the server says it with the field's label. Plain values, so the console may import them.

// GB 32100-2015: 17 characters from this alphabet, then a check character; weights are 3^i mod 31.
const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_PATTERN = '^[0-9A-HJ-NPQRTUWXY]{18}$';
const CREDIT_CODE = new RegExp(CREDIT_CODE_PATTERN);

/** The GB 32100-2015 check character of the first 17 characters of a credit code ('' when one is outside the alphabet). */
export function creditCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const at = CREDIT_ALPHABET.indexOf(first17.charAt(i));
    if (at < 0) return '';
    sum += at * (CREDIT_WEIGHTS[i] ?? 0);
  }
  return CREDIT_ALPHABET.charAt((31 - (sum % 31)) % 31);
}

/** Why a credit code is refused, or null: 18 characters of the alphabet ending in the right check character. */
export function creditCodeReason(code: string): string | null {
  if (!CREDIT_CODE.test(code)) return '应为18位数字或大写字母';
  return creditCheckChar(code.slice(0, 17)) === code.charAt(17) ? null : '校验位不正确，请核对';
}

/** True when `code` is 18 characters of the alphabet and its last one is the GB 32100-2015 check character. */
export const isCreditCode = (code: string): boolean => creditCodeReason(code) === null;

/** The stored form of a credit code: trimmed, upper-case. */
export const normalCreditCode = (code: string): string => code.trim().toUpperCase();

/** A mainland mobile number: 11 digits starting 13–19. */
export const MOBILE_PATTERN = '^1[3-9][0-9]{9}$';
const MOBILE = new RegExp(MOBILE_PATTERN);
export const isMobile = (phone: string): boolean => MOBILE.test(phone);
export const mobileReason = (phone: string): string | null => (isMobile(phone) ? null : '格式不正确，应为11位手机号码');

/** A contact line that may be a landline with its area code, a mobile, a hotline or an extension. */
export const CONTACT_PHONE_PATTERN = '^[0-9+\\- ]{5,20}$';

/** An address with one @ and a dot in its domain. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const EMAIL = new RegExp(EMAIL_PATTERN);
/** The longest email address accepted (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const isEmail = (email: string): boolean => email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
export const emailReason = (email: string): string | null => (isEmail(email) ? null : '格式不正确');

/** An 18-character resident ID: area, birth date 1900–2099, sequence, check character (digit or X). */
export const ID_NUMBER_PATTERN = '^[1-9][0-9]{5}(19|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])[0-9]{3}[0-9Xx]$';
const ID_NUMBER = new RegExp(ID_NUMBER_PATTERN);
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** The check character (GB 11643) of the first 17 characters of an ID number. */
export function idCheckChar(first17: string): string {
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return ID_CHECK_CHARS[sum % 11] ?? '';
}

/** Why an ID number is refused, or null when it is well formed, with a real birth date and the right check character. */
export function idNumberReason(idNumber: string): string | null {
  if (!ID_NUMBER.test(idNumber)) return '格式不正确，应为18位';
  const year = Number(idNumber.slice(6, 10));
  const month = Number(idNumber.slice(10, 12));
  const day = Number(idNumber.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return '中的出生日期不正确';
  return idCheckChar(idNumber.slice(0, 17)) === idNumber.slice(17).toUpperCase() ? null : '校验位不正确';
}

/** Why a credit code is refused, in a form's words, or null. */
export function creditCodeProblem(code: string): string | null {
  const reason = creditCodeReason(normalCreditCode(code));
  return reason && `统一社会信用代码${reason}`;
}

export function mobileProblem(phone: string): string | null {
  const reason = mobileReason(phone.trim());
  return reason && `手机号${reason}`;
}

export function emailProblem(email: string): string | null {
  const reason = emailReason(email.trim());
  return reason && `邮箱${reason}`;
}

/** Why an ID number is refused, in a form's words, or null. */
export function idNumberProblem(idNumber: string): string | null {
  const reason = idNumberReason(idNumber);
  return reason && `身份证号${reason}`;
}
