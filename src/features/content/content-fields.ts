import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { DEFAULT_CURRENCY_LABEL } from '@contract/constants';
import { CONTENT_TYPES, SUMMARY_MAX, TITLE_MAX, type ContentField, type ContentTypeKey } from '@contract/content-types';
import { deadlineRule } from '@contract/date-rules';
import { extraName } from './content-form-values';
import type { Word } from './content-columns';
import type { ContentTexts } from './i18n/content';

function ownField(field: ContentField, texts: ContentTexts, word: Word): FormField {
  const name = extraName(field.key);
  const label = word(field.label);
  switch (field.kind) {
    case 'text':
      return { type: 'text', name, label, required: field.required, maxLength: field.max };
    case 'enum':
      return { type: 'select', name, label, required: field.required, options: Object.entries(field.options).map(([value, option]) => ({ label: word(option), value })) };
    case 'date':
      // A deadline is not before the day the item is published: its picker offers no earlier day.
      return field.key === 'deadline'
        ? { type: 'date', name, label, required: field.required, rule: (day, values) => deadlineRule(day, values.publishAt, new Date()) }
        : { type: 'date', name, label, required: field.required };
    case 'fen':
      return { type: 'number', name, label: texts.form.yuan(label, word(DEFAULT_CURRENCY_LABEL)), required: field.required, min: 0, max: 100_000_000, precision: 2 };
    case 'boolean':
      return { type: 'switch', name, label };
  }
}

/** The form of a content type, from its declaration. */
export function contentFields(type: ContentTypeKey, classes: FieldOption[], texts: ContentTexts, word: Word): FormField[] {
  const declaration = CONTENT_TYPES[type];
  return [
    ...(declaration.classified ? [{ type: 'select', name: 'classificationId', label: texts.common.classification, required: true, options: classes } as FormField] : []),
    { type: 'text', name: 'title', label: word(declaration.titleLabel), required: true, maxLength: TITLE_MAX },
    ...declaration.fields.map((field) => ownField(field, texts, word)),
    { type: 'date', name: 'publishAt', label: texts.common.publishAt, withTime: true, extra: texts.form.publishAtNote },
    { type: 'upload', name: 'cover', label: texts.form.cover, mode: 'image', maxCount: 1 },
    { type: 'textarea', name: 'summary', label: texts.form.summary, maxLength: SUMMARY_MAX, rows: 3 },
    { type: 'rich-text', name: 'body', label: texts.form.body, required: true },
    { type: 'upload', name: 'attachments', label: texts.common.attachments, mode: 'word-pdf', maxCount: 20 },
  ];
}
