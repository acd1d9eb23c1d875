import type { FormItemProps } from 'antd';
import type { Answers, AnswerValue, RecordModel } from '@/api/enterprise';
import type { FormField } from '@/components/schema-form/form-fields';
import { RECORD_TEXT_MAX_LENGTH } from '@contract/constants';
import { FIELD_KINDS, NUMBER_BOUNDS, fenToYuan, isFieldKind, kindProblem, kindText, yuanReason, yuanToFen, type FieldKind } from '@contract/field-kinds';
import { parkToday } from '@contract/park-calendar';
import { ALLOWED, refuse, type Verdict } from '@contract/verdict';
import type { EnterpriseTexts } from './i18n/enterprise';
import { ruleMessageNow } from '@/lib/i18n/contract-word-now';

type ConfiguredField = RecordModel['fields'][number];
type Rule = NonNullable<FormItemProps['rules']>[number];

const verdictOf = (problem: string | null): Verdict => (problem ? refuse(problem) : ALLOWED);

const kindOf = (field: ConfiguredField): FieldKind | null => (isFieldKind(field.kind) ? field.kind : null);

// Why the form refuses a value for the field's kind: the contract's check, in the contract's words (the server says
// the same); money is checked as the yuan the input holds.
function kindRuleProblem(field: ConfiguredField, kind: FieldKind, value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (kind !== 'money') return kindProblem(field, typeof value === 'string' ? value.trim() : value, parkToday());
  const reason = yuanReason(value);
  return reason && `「${field.label}」${reason}`;
}

function kindRule(field: ConfiguredField, kind: FieldKind): Rule {
  return {
    validator: (_, value: unknown) => {
      if (value === undefined || value === null || value === '') return Promise.resolve();
      const problem = kindRuleProblem(field, kind, value);
      return problem ? Promise.reject(new Error(ruleMessageNow(problem))) : Promise.resolve();
    },
  };
}

/** How the record's answers read in the reader's language: the money unit, amounts in it, lists joined. */
export type RecordWords = Pick<EnterpriseTexts['record'], 'yuan' | 'money' | 'listSeparator'>;

function numberProps(kind: FieldKind | null, words: RecordWords) {
  if (kind !== 'count' && kind !== 'amount' && kind !== 'money' && kind !== 'area') return {};
  const { min, max, precision } = NUMBER_BOUNDS[kind];
  const unit = kind === 'money' ? words.yuan : kind === 'area' ? '㎡' : null;
  return { min, max, precision, ...(unit ? { suffix: unit } : {}), ...(kind === 'money' ? { stringMode: true } : {}) };
}

/** The most files an upload field of the company form holds. */
const UPLOAD_MAX_COUNT = 10;

/**
 * The park's field types as form controls: the same configuration the server checks a commit against. `word` gives
 * a kind's hint in the reader's language.
 */
export function formFieldOf(field: ConfiguredField, words: RecordWords, word: (word: string) => string): FormField {
  const kind = kindOf(field);
  const hint = kind ? FIELD_KINDS[kind] : null;
  const base = {
    name: field.fieldKey,
    label: field.label,
    required: field.required,
    ...(kind ? { rules: [kindRule(field, kind)] } : {}),
    ...(hint && 'hint' in hint ? { extra: word(hint.hint) } : {}),
  };
  const options = field.options.map((o) => ({ label: o, value: o }));
  switch (field.type) {
    case 'text':
      return { ...base, type: 'text', ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
    case 'textarea':
      return { ...base, type: 'textarea', maxLength: field.maxLength ?? RECORD_TEXT_MAX_LENGTH };
    case 'number':
      return { ...base, type: 'number', ...numberProps(kind, words) };
    case 'select':
      return { ...base, type: 'select', options };
    case 'multi-select':
      return { ...base, type: 'select', options, multiple: true };
    case 'date':
      return { ...base, type: 'date', ...(kind ? { rule: (day: string) => verdictOf(kindProblem(field, day, parkToday())) } : {}) };
    case 'upload':
      return { ...base, type: 'upload', mode: 'word-pdf', maxCount: UPLOAD_MAX_COUNT };
  }
}

/** What a step's form opens on: the draft being typed, else the change waiting for audit, else the record in force. */
export function startingAnswers(model: RecordModel): Answers {
  return model.draft ?? model.pending ?? model.data ?? {};
}

const moneyKeys = (fields: readonly ConfiguredField[]) => new Set(fields.filter((f) => kindOf(f) === 'money').map((f) => f.fieldKey));

/** Answers as the form's values: money from fen to the yuan the input shows (`'1234.50'`), the rest as stored. */
export function formValuesOf(fields: readonly ConfiguredField[], answers: Answers): Record<string, unknown> {
  const money = moneyKeys(fields);
  return Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, money.has(key) && typeof value === 'number' ? fenToYuan(value) : value]));
}

/**
 * Form values as a step's answers: empty controls (undefined, or an emptied number) are left out, money typed in
 * yuan sent as integer fen (an amount that is not one is sent as typed, for the server to refuse), the rest as typed.
 */
export function answersOf(values: Record<string, unknown>, fields: readonly ConfiguredField[] = []): Answers {
  const money = moneyKeys(fields);
  const out: Answers = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || (money.has(key) && (value === null || value === ''))) continue;
    const fen = money.has(key) && (typeof value === 'string' || typeof value === 'number') ? yuanToFen(value) : null;
    out[key] = fen ?? (value as AnswerValue);
  }
  return out;
}

/** An answer as read-only text. */
export function answerText(field: ConfiguredField, value: AnswerValue | undefined, words: RecordWords): string | string[] | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return field.type === 'upload' ? value : value.join(words.listSeparator);
  if (field.kind === 'money' && typeof value === 'number') return words.money(fenToYuan(value));
  return kindText(field.kind, value) ?? String(value);
}
