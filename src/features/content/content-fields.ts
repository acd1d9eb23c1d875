import type { FieldOption, FormField } from '@/components/schema-form/form-fields';
import { DEFAULT_CURRENCY_LABEL } from '@contract/constants';
import { CONTENT_TYPES, SUMMARY_MAX, TITLE_MAX, type ContentField, type ContentTypeKey } from '@contract/content-types';
import { deadlineRule } from '@contract/date-rules';
import { extraName } from './content-form-values';

function ownField(field: ContentField): FormField {
  const name = extraName(field.key);
  switch (field.kind) {
    case 'text':
      return { type: 'text', name, label: field.label, required: field.required, maxLength: field.max };
    case 'enum':
      return { type: 'select', name, label: field.label, required: field.required, options: Object.entries(field.options).map(([value, label]) => ({ label, value })) };
    case 'date':
      // A deadline is not before the day the item is published: its picker offers no earlier day.
      return field.key === 'deadline'
        ? { type: 'date', name, label: field.label, required: field.required, rule: (day, values) => deadlineRule(day, values.publishAt, new Date()) }
        : { type: 'date', name, label: field.label, required: field.required };
    case 'fen':
      return { type: 'number', name, label: `${field.label}（元，${DEFAULT_CURRENCY_LABEL}）`, required: field.required, min: 0, max: 100_000_000, precision: 2 };
    case 'boolean':
      return { type: 'switch', name, label: field.label };
  }
}

/** The form of a content type, from its declaration. */
export function contentFields(type: ContentTypeKey, classes: FieldOption[]): FormField[] {
  const declaration = CONTENT_TYPES[type];
  return [
    ...(declaration.classified ? [{ type: 'select', name: 'classificationId', label: '分类', required: true, options: classes } as FormField] : []),
    { type: 'text', name: 'title', label: declaration.titleLabel, required: true, maxLength: TITLE_MAX },
    ...declaration.fields.map(ownField),
    { type: 'date', name: 'publishAt', label: '发布时间', withTime: true, extra: '留空则上架时立即发布；晚于现在则到时自动上架' },
    { type: 'upload', name: 'cover', label: '封面图', mode: 'image', maxCount: 1 },
    { type: 'textarea', name: 'summary', label: '摘要', maxLength: SUMMARY_MAX, rows: 3 },
    { type: 'rich-text', name: 'body', label: '正文', required: true },
    { type: 'upload', name: 'attachments', label: '附件', mode: 'word-pdf', maxCount: 20 },
  ];
}
