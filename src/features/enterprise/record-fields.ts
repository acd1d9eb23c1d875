import type { Answers, AnswerValue, RecordModel } from '@/api/enterprise';
import type { FormField } from '@/components/schema-form/form-fields';
import { RECORD_TEXT_MAX_LENGTH } from '@/contract/constants';

type ConfiguredField = RecordModel['fields'][number];

/** The most files an upload field of the company form holds. */
const UPLOAD_MAX_COUNT = 10;

/** The park's field types as form controls: the same configuration the server checks a commit against. */
export function formFieldOf(field: ConfiguredField): FormField {
  const base = { name: field.fieldKey, label: field.label, required: field.required };
  const options = field.options.map((o) => ({ label: o, value: o }));
  switch (field.type) {
    case 'text':
      return { ...base, type: 'text', ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
    case 'textarea':
      return { ...base, type: 'textarea', maxLength: field.maxLength ?? RECORD_TEXT_MAX_LENGTH };
    case 'number':
      return { ...base, type: 'number' };
    case 'select':
      return { ...base, type: 'select', options };
    case 'multi-select':
      return { ...base, type: 'select', options, multiple: true };
    case 'date':
      return { ...base, type: 'date' };
    case 'upload':
      return { ...base, type: 'upload', mode: 'word-pdf', maxCount: UPLOAD_MAX_COUNT };
  }
}

/** What a step's form opens on: the draft being typed, else the change waiting for audit, else the record in force. */
export function startingAnswers(model: RecordModel): Answers {
  return model.draft ?? model.pending ?? model.data ?? {};
}

/** Form values as a step's answers: empty controls (undefined) are left out, the rest kept as typed. */
export function answersOf(values: Record<string, unknown>): Answers {
  const out: Answers = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) out[key] = value as AnswerValue;
  }
  return out;
}

/** An answer as read-only text. */
export function answerText(field: ConfiguredField, value: AnswerValue | undefined): string | string[] | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return field.type === 'upload' ? value : value.join('、');
  return String(value);
}
