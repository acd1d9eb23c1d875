import type { FieldType } from '@/api/enterprise-fields';

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  select: '下拉单选',
  'multi-select': '下拉多选',
  date: '日期',
  upload: '附件上传',
};

export const CHOICE_TYPES: FieldType[] = ['select', 'multi-select'];
export const LENGTH_TYPES: FieldType[] = ['text', 'textarea'];

export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const KEY_MESSAGE = '以字母开头，只能包含字母、数字和_';

export const ENABLED_LABELS = { true: '启用', false: '停用' };
/** Whether a settled company's change to the module goes back through audit. */
export const AUDITED_LABELS = { true: '是', false: '否' };
