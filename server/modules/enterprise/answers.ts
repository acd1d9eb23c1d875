import { badRequest, fieldErrors } from '../../lib/errors';
import { FORM_TEXT_MAX_LENGTH } from '@contract/constants';
import type { FieldError } from '@contract/field-errors';
import { isFieldKind, kindNormal, kindProblem } from '@contract/field-kinds';
import { parkToday } from '@contract/park-calendar';
import { ANSWER_TEXT_MAX, type AnswerValue, type Answers } from '@contract/schemas/enterprise';

// Checks a step's answers against the park's configuration of that step (issue 13 point 1): the console renders
// the same configuration, so a refusal here means the configuration changed or the caller bypassed the form.

export interface FieldRule {
  fieldKey: string;
  label: string;
  type: string;
  required: boolean;
  options: string[];
  maxLength: number | null;
  /** What the field means (field-kinds.ts); null or unknown: the type's rules only. */
  kind?: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const FILE_URL = /^(https?:\/\/|\/)\S+$/;

const isBlank = (value: AnswerValue | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function missing(field: FieldRule): string {
  if (field.type === 'upload') return `请上传「${field.label}」`;
  if (field.type === 'select' || field.type === 'multi-select' || field.type === 'date') return `请选择「${field.label}」`;
  return `请填写「${field.label}」`;
}

function isRealDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const strings = (value: AnswerValue): string[] | null => (Array.isArray(value) ? value : null);

type Checked = { value: AnswerValue } | { error: string };
const accept = (value: AnswerValue): Checked => ({ value });
const refuse = (error: string): Checked => ({ error });

// The answer as stored, or the reason it is refused: its type's rules, then its kind's.
function checked(field: FieldRule, value: AnswerValue, today: string): Checked {
  const typed = checkedType(field, value);
  if ('error' in typed || !isFieldKind(field.kind) || (typeof typed.value !== 'string' && typeof typed.value !== 'number')) return typed;
  const problem = kindProblem(field, typed.value, today);
  if (problem) return refuse(problem);
  return typeof typed.value === 'string' ? accept(kindNormal(field.kind, typed.value)) : typed;
}

function checkedType(field: FieldRule, value: AnswerValue): Checked {
  const label = `「${field.label}」`;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return refuse(`${label}须为文字`);
      const text = value.trim();
      if (field.type === 'text' && /[\r\n]/.test(text)) return refuse(`${label}不能换行`);
      const max = field.maxLength ?? (field.type === 'text' ? FORM_TEXT_MAX_LENGTH : ANSWER_TEXT_MAX);
      return [...text].length > max ? refuse(`${label}不能超过 ${max} 个字`) : accept(text);
    }
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? accept(value) : refuse(`${label}须为数字`);
    case 'select':
      return typeof value === 'string' && field.options.includes(value) ? accept(value) : refuse(`${label}的选项无效，请重新选择`);
    case 'multi-select': {
      const list = strings(value);
      if (!list || list.some((v) => !field.options.includes(v))) return refuse(`${label}的选项无效，请重新选择`);
      return accept([...new Set(list)]);
    }
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? accept(value) : refuse(`${label}须为日期（YYYY-MM-DD）`);
    case 'upload': {
      const list = strings(value);
      return list && list.every((url) => FILE_URL.test(url)) ? accept(list) : refuse(`${label}的文件地址无效，请重新上传`);
    }
    default:
      return refuse(`${label}的字段类型不受支持`);
  }
}

/** The path of a field's answer in the step's request body, as the step's form names it. */
export const answerPath = (fieldKey: string) => `data.${fieldKey}`;

/**
 * The step's answers as stored: only configured fields, trimmed, each checked for required, type, length, options
 * and kind. A refusal names every field it concerns (`data.<fieldKey>`), so the step's form shows each under its
 * field; `where` names the step instead when a whole record is checked at once (its form shows another step).
 */
export function checkAnswers(fields: readonly FieldRule[], data: Answers, where?: string, today = parkToday()): Answers {
  const out: Answers = {};
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = data[field.fieldKey];
    if (value === undefined || isBlank(value)) {
      if (field.required) errors.push({ field: answerPath(field.fieldKey), msg: missing(field) });
      continue;
    }
    const result = checked(field, value, today);
    if ('error' in result) errors.push({ field: answerPath(field.fieldKey), msg: result.error });
    else out[field.fieldKey] = result.value;
  }
  const [first] = errors;
  if (!first) return out;
  throw where ? badRequest(`「${where}」：${first.msg}`) : fieldErrors(errors);
}
