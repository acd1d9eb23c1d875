// What a field of a park's company form means (issue 20 point 3): its kind adds a rule to its type, checked by the
// console's form and by the server with the functions below, so both refuse the same values in the same words.
// A field without a kind keeps only its type's rules. Plain values, so the console may import them.
import { creditCodeReason, emailReason, idNumberReason, mobileReason, normalCreditCode } from './value-rules';

/** The field types a kind may refine (the `FIELD_TYPES` of schemas/enterprise-fields.ts). */
type KindType = 'text' | 'number' | 'date';

interface KindInfo {
  label: string;
  type: KindType;
  /** What the form says under the control. */
  hint?: string;
}

export const FIELD_KINDS = {
  creditCode: { label: '统一社会信用代码', type: 'text', hint: '18位，末位为校验位' },
  mobile: { label: '手机号码', type: 'text' },
  idNumber: { label: '身份证号', type: 'text' },
  email: { label: '电子邮箱', type: 'text' },
  count: { label: '数量（非负整数）', type: 'number' },
  amount: { label: '非负数（最多两位小数）', type: 'number' },
  money: { label: '金额（元）', type: 'number', hint: '单位：元，最多两位小数' },
  area: { label: '面积（㎡）', type: 'number', hint: '单位：㎡，最多两位小数' },
  pastDate: { label: '日期（不晚于今天）', type: 'date' },
  futureDate: { label: '日期（不早于今天）', type: 'date' },
} as const satisfies Record<string, KindInfo>;
export type FieldKind = keyof typeof FIELD_KINDS;
export const FIELD_KIND_KEYS = Object.keys(FIELD_KINDS) as FieldKind[];

/** The kinds a field of this type may have (none for choices, long text and uploads). */
export const kindsOfType = (type: string): FieldKind[] => FIELD_KIND_KEYS.filter((k) => FIELD_KINDS[k].type === type);

export const isFieldKind = (kind: unknown): kind is FieldKind => typeof kind === 'string' && kind in FIELD_KINDS;

/** The largest count (employees, patents): 999,999,999. */
export const COUNT_MAX = 999_999_999;
/** The largest plain non-negative number. */
export const AMOUNT_MAX = 999_999_999_999;
/** The largest amount of money, in fen: one trillion yuan. */
export const MONEY_MAX_FEN = 100_000_000_000_000;
/** The largest area, in ㎡. */
export const AREA_MAX = 100_000_000;

/** The bounds and decimals of a number kind, in the unit the form shows (yuan for money). */
export const NUMBER_BOUNDS = {
  count: { min: 0, max: COUNT_MAX, precision: 0 },
  amount: { min: 0, max: AMOUNT_MAX, precision: 2 },
  money: { min: 0, max: MONEY_MAX_FEN / 100, precision: 2 },
  area: { min: 0, max: AREA_MAX, precision: 2 },
} as const;

const YUAN = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * Yuan as typed (`'1234.5'`, or a number the input produced) to integer fen, by its digits, never by float
 * arithmetic; null when it is not a non-negative amount with at most two decimals.
 */
export function yuanToFen(yuan: string | number): number | null {
  const text = typeof yuan === 'number' ? (Number.isFinite(yuan) ? String(yuan) : '') : yuan.trim();
  const match = YUAN.exec(text);
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Integer fen as yuan with two decimals (`123456` → `'1234.56'`). */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Whether a date kind refuses `day` (`YYYY-MM-DD`) given `today`: the picker disables exactly these. */
export function dateRefused(kind: FieldKind | null | undefined, day: string, today: string): boolean {
  if (kind === 'pastDate') return day > today;
  if (kind === 'futureDate') return day < today;
  return false;
}

const decimals = (value: number): number => {
  const text = String(value);
  const dot = text.indexOf('.');
  return text.includes('e') ? Infinity : dot < 0 ? 0 : text.length - dot - 1;
};

function numberReason(kind: 'count' | 'amount' | 'area', value: number): string | null {
  const { min, max, precision } = NUMBER_BOUNDS[kind];
  if (value < min) return '不能为负数';
  if (precision === 0 && !Number.isInteger(value)) return '须为整数';
  if (decimals(value) > precision) return '最多两位小数';
  if (value > max) return `不能超过 ${max}`;
  return null;
}

function moneyReason(fen: number): string | null {
  if (fen < 0) return '不能为负数';
  if (!Number.isInteger(fen)) return '最多两位小数';
  if (fen > MONEY_MAX_FEN) return `不能超过 ${fenToYuan(MONEY_MAX_FEN)} 元`;
  return null;
}

/**
 * Why a field's kind refuses a value of the right type (text trimmed, a number, a `YYYY-MM-DD` day; money in fen),
 * or null. Without a kind nothing more is asked. The reason has no subject: say it after the field's label.
 */
export function kindReason(kind: FieldKind | null | undefined, value: string | number, today: string): string | null {
  switch (kind) {
    case 'creditCode':
      return typeof value === 'string' ? creditCodeReason(normalCreditCode(value)) : null;
    case 'mobile':
      return typeof value === 'string' ? mobileReason(value) : null;
    case 'idNumber':
      return typeof value === 'string' ? idNumberReason(value.toUpperCase()) : null;
    case 'email':
      return typeof value === 'string' ? emailReason(value) : null;
    case 'count':
    case 'amount':
    case 'area':
      return typeof value === 'number' ? numberReason(kind, value) : null;
    case 'money':
      return typeof value === 'number' ? moneyReason(value) : null;
    case 'pastDate':
      return typeof value === 'string' && dateRefused(kind, value, today) ? '不能晚于今天' : null;
    case 'futureDate':
      return typeof value === 'string' && dateRefused(kind, value, today) ? '不能早于今天' : null;
    default:
      return null;
  }
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** Why money typed in yuan (as the form holds it) is refused, in the same words as its fen on the server, or null. */
export function yuanReason(yuan: string | number): string | null {
  const text = String(yuan).trim();
  if (!NUMBER_TEXT.test(text)) return '须为数字';
  if (text.startsWith('-')) return moneyReason(-1);
  const fen = yuanToFen(text);
  if (fen === null) return /\.\d{3,}$/.test(text) ? moneyReason(0.5) : moneyReason(MONEY_MAX_FEN + 1);
  return moneyReason(fen);
}

/** Why a field refuses a value for its kind, in the words both the form and the server say, or null. */
export function kindProblem(field: { label: string; kind?: string | null }, value: string | number, today: string): string | null {
  const reason = isFieldKind(field.kind) ? kindReason(field.kind, value, today) : null;
  return reason && `「${field.label}」${reason}`;
}

/** A stored number as people read it: money (fen) as yuan with two decimals and 元, an area with ㎡; null for others. */
export function kindText(kind: string | null | undefined, value: unknown): string | null {
  if (typeof value !== 'number') return null;
  if (kind === 'money') return `${fenToYuan(value)} 元`;
  if (kind === 'area') return `${value} ㎡`;
  return null;
}

/** The value as stored for its kind: a credit code or ID number upper-case, the rest as given. */
export function kindNormal(kind: FieldKind | null | undefined, value: string): string {
  return kind === 'creditCode' || kind === 'idNumber' ? value.toUpperCase() : value;
}
