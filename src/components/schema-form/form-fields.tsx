import type { ReactElement, ReactNode } from 'react';
import { Cascader, DatePicker, Input, InputNumber, Select, Switch, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { keepEnterInPicker } from '@/components/date-input/keep-enter';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { Uploader } from '@/components/uploader/uploader';
import type { sharedZh } from '@/components/i18n/shared-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';
import { FORM_TEXT_MAX_LENGTH } from '@contract/constants';
import type { UploadMode } from '@/lib/upload-rules';
import { formValuesOf, RuleDatePicker, type DateRule } from './rule-date-picker';
import { ruleMessageNow } from '@/lib/i18n/contract-word-now';

export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
  disabled?: boolean;
}

interface BaseField {
  name: string;
  label: string;
  required?: boolean;
  rules?: FormItemProps['rules'];
  placeholder?: string;
  disabled?: boolean;
  extra?: ReactNode;
}

export type FormField =
  | (BaseField & { type: 'text'; maxLength?: number })
  | (BaseField & { type: 'textarea'; maxLength?: number; rows?: number })
  /** `stringMode`: the value is kept as the typed decimal text (money in yuan, converted to fen by its digits). */
  | (BaseField & { type: 'number'; min?: number; max?: number; precision?: number; suffix?: string; stringMode?: boolean })
  | (BaseField & { type: 'select'; options: FieldOption[]; multiple?: boolean })
  | (BaseField & { type: 'cascader'; options: FieldOption[] })
  /**
   * Kept in the form values as a `YYYY-MM-DD` (or `YYYY-MM-DD HH:mm:ss`) string. `rule` is the contract's date rule
   * the server applies: the picker disables the days it refuses and its reason shows under the field.
   */
  | (BaseField & { type: 'date'; withTime?: boolean; rule?: DateRule })
  | (BaseField & { type: 'upload'; mode?: UploadMode; maxCount?: number })
  | (BaseField & { type: 'rich-text' })
  | (BaseField & { type: 'switch' })
  /** A screen's own input: Form.Item hands it `value` and `onChange`. */
  | (BaseField & { type: 'custom'; input: ReactElement });

const CHOSEN = new Set<FormField['type']>(['select', 'cascader', 'date', 'upload', 'switch']);

type SharedTexts = Texts<typeof sharedZh>;

export function requiredMessage(field: FormField, texts: SharedTexts): string {
  return CHOSEN.has(field.type) ? texts.chooseField(field.label) : texts.enterField(field.label);
}

function isBlankRichText(value: unknown): boolean {
  return typeof value !== 'string' || value.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(value);
}

export function rulesOf(field: FormField, texts: SharedTexts): NonNullable<FormItemProps['rules']> {
  const rules = [...(field.rules ?? [])];
  if (field.type === 'date' && field.rule) {
    const rule = field.rule;
    rules.push((form) => ({
      validator: (_, value: unknown) => {
        if (typeof value !== 'string' || !value) return Promise.resolve();
        const verdict = rule(value, formValuesOf(form));
        return verdict.ok ? Promise.resolve() : Promise.reject(new Error(ruleMessageNow(verdict.reason)));
      },
    }));
  }
  if (!field.required) return rules;
  const message = requiredMessage(field, texts);
  if (field.type === 'rich-text') {
    rules.unshift({ validator: (_, value) => (isBlankRichText(value) ? Promise.reject(new Error(message)) : Promise.resolve()) });
  } else if (field.type === 'upload' || (field.type === 'select' && field.multiple)) {
    rules.unshift({ required: true, type: 'array', min: 1, message });
  } else if (field.type === 'number' && !field.stringMode) {
    // The validator checks a value without a type as text, which a number never is.
    rules.unshift({ required: true, type: 'number', message });
  } else {
    rules.unshift({ required: true, whitespace: field.type === 'text' || field.type === 'textarea', message });
  }
  return rules;
}

/** Form.Item props that make a field store plain values (strings for dates, a boolean for switches). */
export function itemPropsOf(field: FormField): Partial<FormItemProps> {
  if (field.type === 'switch') return { valuePropName: 'checked' };
  if (field.type === 'date') {
    const pattern = field.withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
    return {
      getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
      normalize: (value: Dayjs | null) => (value ? value.format(pattern) : undefined),
    };
  }
  return {};
}

export function renderField(field: FormField, texts: SharedTexts): ReactNode {
  const text = field.placeholder ?? texts.inputPlaceholder;
  const choose = field.placeholder ?? texts.selectPlaceholder;
  switch (field.type) {
    case 'text':
      return <Input maxLength={field.maxLength ?? FORM_TEXT_MAX_LENGTH} showCount placeholder={text} disabled={field.disabled} />;
    case 'textarea':
      return <Input.TextArea maxLength={field.maxLength} showCount={field.maxLength !== undefined} rows={field.rows ?? 4} placeholder={text} disabled={field.disabled} />;
    case 'number':
      return (
        <InputNumber
          min={field.min}
          max={field.max}
          precision={field.precision}
          suffix={field.suffix}
          stringMode={field.stringMode}
          placeholder={text}
          disabled={field.disabled}
          style={{ width: '100%' }}
        />
      );
    case 'select':
      return <Select options={field.options} mode={field.multiple ? 'multiple' : undefined} allowClear placeholder={choose} disabled={field.disabled} />;
    case 'cascader':
      return <Cascader options={field.options} placeholder={choose} disabled={field.disabled} />;
    case 'date':
      return field.rule ? (
        <RuleDatePicker rule={field.rule} showTime={field.withTime} placeholder={choose} onKeyDown={keepEnterInPicker} disabled={field.disabled} style={{ width: '100%' }} />
      ) : (
        <DatePicker showTime={field.withTime} placeholder={choose} onKeyDown={keepEnterInPicker} disabled={field.disabled} style={{ width: '100%' }} />
      );
    case 'upload':
      return <Uploader mode={field.mode} maxCount={field.maxCount} disabled={field.disabled} />;
    case 'rich-text':
      return <RichTextEditor placeholder={text} readOnly={field.disabled} />;
    case 'switch':
      return <Switch disabled={field.disabled} />;
    case 'custom':
      return field.input;
  }
}
