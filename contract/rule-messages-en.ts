import { contractWordEn } from './words-en';

/**
 * The English of the contract's rule sentences (contract/value-rules.ts, date-rules.ts, voucher-rules.ts,
 * field-kinds.ts), keyed by the Chinese they are written in: the same rule refuses on the server (a refusal,
 * server/lib/refusals-en/) and under a field of the console's forms, so both read the one English here.
 */
const FIXED: Readonly<Record<string, string>> = {
  // Reasons (after a subject: 统一社会信用代码…, 手机号…, 「field」…)
  应为18位数字或大写字母: 'must have 18 digits or capital letters',
  '校验位不正确，请核对': 'has a wrong check character; please check it',
  '格式不正确，应为11位手机号码': 'is not valid; it must be an 11-digit mobile number',
  格式不正确: 'is not valid',
  '格式不正确，应为18位': 'is not valid; it must have 18 characters',
  中的出生日期不正确: 'holds a birth date that is not valid',
  校验位不正确: 'has a wrong check character',
  不能为负数: 'cannot be negative',
  须为整数: 'must be a whole number',
  最多两位小数: 'can have at most two decimals',
  不能晚于今天: 'cannot be after today',
  不能早于今天: 'cannot be before today',
  须为数字: 'must be a number',
  // Dates
  期望日期不是有效日期: 'The expected date is not a valid date',
  期望日期不能早于今天: 'The expected date cannot be before today',
  迁出日期不是有效日期: 'The move-out date is not a valid date',
  迁出日期不能晚于今天: 'The move-out date cannot be after today',
  迁入日期不是有效日期: 'The move-in date is not a valid date',
  该政策已过申报截止日期: "This policy's application deadline has passed",
  截止日期不是有效日期: 'The deadline is not a valid date',
  截止日期不能早于发布日期: 'The deadline cannot be before the publishing date',
  日期不正确: 'The date is not valid',
  日期不能晚于今天: 'The date cannot be after today',
  '入职日期格式应为 YYYY-MM-DD': 'The entry date must be written YYYY-MM-DD',
  入职日期不是有效的日期: 'The entry date is not a valid date',
  入职日期不能晚于今天: 'The entry date cannot be after today',
  // Vouchers
  不在该批次的申领时间内: "It is not within the batch's application period",
  '该批次已过期，不能再发放': 'This batch has expired; no more vouchers can be issued',
  '该服务券已被收回，不能使用': 'This voucher was recalled and cannot be used',
  '该服务券已被占用或已核销，不能再次使用': 'This voucher is taken or redeemed and cannot be used again',
  '该服务券已过期，不能使用': 'This voucher has expired and cannot be used',
  '当前不在该批次的结算窗口内，不能申请核销': "It is not within the batch's settlement window; redemption cannot be asked",
  申领开始日期不能晚于结束日期: 'The application start cannot be after its end',
  有效期不能早于申领结束日期: 'The expiry cannot be before the application end',
  结算窗口不能早于申领开始日期: 'A settlement window cannot start before the application start',
  结算窗口的开始日期不能晚于结束日期: "A settlement window's start cannot be after its end",
  单张面额不能超过年度预算: "A voucher's face value cannot exceed the annual budget",
};

// A subject and its reason: the subject in the contract's words, the reason from FIXED.
const SUBJECTS = ['统一社会信用代码', '手机号', '邮箱', '身份证号'];

// A pattern's English, or null when a part of it is none of the rules' (the message is then someone else's).
const PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string | null]> = [
  [/^迁出日期不能早于迁入日期 (\S+)$/, (day) => `The move-out date cannot be before the move-in date ${day}`],
  [/^入职日期不能早于(\S+)$/, (day) => `The entry date cannot be before ${day}`],
  [/^每家企业最多申领(\d+)张，已申领(\d+)张$/, (quota, held) => `A company may hold at most ${quota} vouchers; it holds ${held}`],
  [/^不能超过 (\S+) 元$/, (yuan) => `cannot exceed ${yuan} yuan`],
  [/^不能超过 (\S+)$/, (max) => `cannot exceed ${max}`],
  [/^「([^」]+)」(.+)$/, (label, reason) => {
    const english = ruleMessageEnOrNull(reason);
    return english && `"${label}" ${english}`;
  }],
];

/** A rule sentence in English, or null when it is none of the contract's rules. */
export function ruleMessageEnOrNull(message: string): string | null {
  const fixed = FIXED[message];
  if (fixed) return fixed;
  const subject = SUBJECTS.find((each) => message.startsWith(each) && FIXED[message.slice(each.length)]);
  if (subject) return `${contractWordEn(subject)} ${FIXED[message.slice(subject.length)]}`;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    const found = match && english(...match.slice(1));
    if (found) return found;
  }
  return null;
}

/** A rule sentence in English (as written when it is none of the contract's rules). */
export function ruleMessageEn(message: string): string {
  return ruleMessageEnOrNull(message) ?? message;
}
