// The catalogue of a policy's eligibility conditions (issue 14 point 1): each kind of condition, what company fact
// it reads, the operators it takes and the words a person reads. A policy's conditions all hold for a company that
// meets it. The server compiles them to SQL (server/modules/content/condition-sql.ts); the console's rule builder and
// both sides' reasons read this file.
import { milestoneKindLabel } from './company-milestones';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { contractWordEn } from './words-en';
import type { PolicyCondition } from './schemas/policy-conditions';

export const CONDITION_OPERATORS = {
  in: '属于',
  notIn: '不属于',
  includes: '包含其一',
  gte: '不少于',
  lte: '不超过',
  eq: '等于',
  contains: '含有文字',
  has: '具有',
} as const;
export type ConditionOperator = keyof typeof CONDITION_OPERATORS;
export const CONDITION_OPERATOR_KEYS = Object.keys(CONDITION_OPERATORS) as ConditionOperator[];

/** What a condition's value is: a list of choices, a number, or a piece of text. */
export type ConditionValueKind = 'list' | 'number' | 'text';
export const OPERATOR_VALUE: Readonly<Record<ConditionOperator, ConditionValueKind>> = {
  in: 'list', notIn: 'list', includes: 'list', gte: 'number', lte: 'number', eq: 'text', contains: 'text', has: 'text',
};

export interface ConditionKindDeclaration {
  label: string;
  /** Where the value comes from, for the rule builder's hint. */
  source: string;
  /** The operators it takes; a `field` condition narrows them by the field's type (FIELD_TYPE_OPERATORS). */
  operators: readonly ConditionOperator[];
  /** `field`: a park form field `moduleKey.fieldKey`; `milestone`: a milestone kind. */
  target?: 'field' | 'milestone';
  unit?: string;
}

export const CONDITION_KINDS = {
  industry: { label: '所属行业', source: '企业登记的行业', operators: ['in', 'notIn'] },
  headcount: { label: '在职人数', source: '员工管理中未离职的员工', operators: ['gte', 'lte'], unit: '人' },
  settledMonths: { label: '入驻时长', source: '入驻审核通过至今', operators: ['gte', 'lte'], unit: '个月' },
  areaSqm: { label: '在租面积', source: '当前租用房间的面积合计', operators: ['gte', 'lte'], unit: '㎡' },
  milestone: { label: '资质与荣誉', source: '企业生命树的里程碑', operators: ['has'], target: 'milestone' },
  field: { label: '企业信息字段', source: '企业信息表中已提交的内容', operators: ['in', 'notIn', 'includes', 'gte', 'lte', 'eq', 'contains'], target: 'field' },
} as const satisfies Record<string, ConditionKindDeclaration>;
export type ConditionKind = keyof typeof CONDITION_KINDS;
export const CONDITION_KIND_KEYS = Object.keys(CONDITION_KINDS) as ConditionKind[];

/** The operators a park form field takes, by the field's type; other types (upload) make no condition. */
export const FIELD_TYPE_OPERATORS: Readonly<Record<string, readonly ConditionOperator[]>> = {
  text: ['eq', 'contains'],
  textarea: ['contains'],
  number: ['gte', 'lte'],
  select: ['in', 'notIn'],
  'multi-select': ['includes'],
};

export const CONDITIONS_MAX = 10;
export const CONDITION_CHOICES_MAX = 50;

// The shapes a condition, a field it reads, an outcome and a company's match take on the wire are declared once, as
// schemas (contract/schemas/policy-conditions.ts); only their types are read here.
export type { ConditionField, ConditionOutcome, PolicyCondition, PolicyMatch } from './schemas/policy-conditions';

/** How a condition's words come out in a language: Chinese runs them together, English spaces and quotes them. */
interface Wording {
  word: (chinese: string) => string;
  list: string;
  has: (subject: string, value: string) => string;
  hasAny: (subject: string) => string;
  hasNone: (subject: string) => string;
  notSettled: string;
  notFilled: (subject: string) => string;
  fieldless: string;
  compared: (subject: string, rule: string) => string;
  outcome: (have: string, met: boolean, rule: string) => string;
  is: (subject: string, value: string) => string;
}

const WORDING: Readonly<Record<Language, Wording>> = {
  'zh-CN': {
    word: (chinese) => chinese,
    list: '、',
    has: (subject, value) => `具有${subject}「${value}」`,
    hasAny: (subject) => `具有${subject}记录`,
    hasNone: (subject) => `没有符合的${subject}记录`,
    notSettled: '尚未入驻',
    notFilled: (subject) => `未填写${subject}`,
    fieldless: '字段',
    compared: (subject, rule) => `${subject}${rule}`,
    outcome: (have, met, rule) => `${have}，${met ? '满足' : '不满足'}「${rule}」`,
    is: (subject, value) => `${subject}为${value}`,
  },
  'en-US': {
    word: contractWordEn,
    list: ', ',
    has: (subject, value) => `Has ${subject} “${value}”`,
    hasAny: (subject) => `Has a ${subject} record`,
    hasNone: (subject) => `No matching ${subject} record`,
    notSettled: 'Not settled in the park yet',
    notFilled: (subject) => `${subject} not filled in`,
    fieldless: 'Field',
    compared: (subject, rule) => `${subject} ${rule}`,
    outcome: (have, met, rule) => `${have}: ${met ? 'meets' : 'does not meet'} “${rule}”`,
    is: (subject, value) => `${subject} is ${value}`,
  },
};

const shownIn = (w: Wording, value: string | number | string[]) => (Array.isArray(value) ? value.join(w.list) : String(value));

/** A condition's or a company's value as text in a language (a list joined with 、 or a comma). */
export const conditionValueText = (value: string | number | string[], language: Language = DEFAULT_LANGUAGE): string =>
  shownIn(WORDING[language], value);

/** A condition's unit in a language, spaced from the number in English (㎡ stays a symbol). */
function unitIn(w: Wording, condition: PolicyCondition, language: Language): string {
  const unit = (CONDITION_KINDS[condition.kind] as ConditionKindDeclaration).unit ?? '';
  return language === 'zh-CN' || unit === '' || unit === '㎡' ? unit : ` ${w.word(unit)}`;
}

/** The operator and the condition's value, e.g. 不少于10人 / at least 10 people. */
function ruleOf(w: Wording, condition: PolicyCondition, language: Language): string {
  const operator = w.word(CONDITION_OPERATORS[condition.operator]);
  const joint = language === 'zh-CN' ? '' : ' ';
  return `${operator}${joint}${shownIn(w, condition.value)}${unitIn(w, condition, language)}`;
}

/** The name of what a condition reads: the kind, the field's label (as the park named it) or the milestone kind. */
export function conditionSubject(condition: PolicyCondition, fieldLabel?: string, language: Language = DEFAULT_LANGUAGE): string {
  const w = WORDING[language];
  if (condition.kind === 'field') return fieldLabel ?? condition.target ?? w.fieldless;
  if (condition.kind === 'milestone') return w.word(milestoneKindLabel(condition.target ?? ''));
  return w.word(CONDITION_KINDS[condition.kind].label);
}

/** The condition in words, e.g. 所属行业属于集成电路、人工智能 / Industry is one of 集成电路, 人工智能. */
export function describeCondition(condition: PolicyCondition, fieldLabel?: string, language: Language = DEFAULT_LANGUAGE): string {
  const w = WORDING[language];
  const subject = conditionSubject(condition, fieldLabel, language);
  if (condition.operator === 'has') return condition.value === '' ? w.hasAny(subject) : w.has(subject, shownIn(w, condition.value));
  return w.compared(subject, ruleOf(w, condition, language));
}

/** Why a company's value passes or misses a condition. */
export function conditionReason(
  condition: PolicyCondition,
  value: string | number | string[] | null,
  met: boolean,
  fieldLabel?: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const w = WORDING[language];
  const subject = conditionSubject(condition, fieldLabel, language);
  const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (condition.operator === 'has') return met ? w.has(subject, shownIn(w, value ?? '')) : w.hasNone(subject);
  if (empty) return condition.kind === 'settledMonths' ? w.notSettled : w.notFilled(subject);
  const have = w.is(subject, `${shownIn(w, value)}${unitIn(w, condition, language)}`);
  return w.outcome(have, met, ruleOf(w, condition, language));
}
