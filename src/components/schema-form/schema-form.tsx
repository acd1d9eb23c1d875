import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Space } from 'antd';
import { LeaveGuard } from './leave-guard';
import { itemPropsOf, renderField, rulesOf, type FormField } from './form-fields';
import { useFieldErrors, type FieldErrorsOptions } from '@/components/form-errors/use-field-errors';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';

export type FormValues = Record<string, unknown>;

export interface SchemaFormProps<V extends FormValues> {
  fields: FormField[];
  initialValues?: Partial<V>;
  /** The save call. If it rejects, every typed value stays; field errors show under their fields, others on top. */
  onSubmit: (values: V) => unknown;
  onCancel?: () => void;
  submitText?: string;
  cancelText?: string;
  labelWidth?: number;
  /** Ask before leaving with unsaved changes (default on). */
  guardLeave?: boolean;
  /** Where a refusal's field of the call (`faceValue`) sits in this form (`faceValueYuan`), when not at the same name. */
  nameOf?: FieldErrorsOptions['nameOf'];
}

/** A form declared as data (spec §2, §5): 30-char text inputs, default placeholders, `确定` / `取消`. */
export function SchemaForm<V extends FormValues>({
  fields,
  initialValues,
  onSubmit,
  onCancel,
  submitText,
  cancelText,
  labelWidth = 120,
  guardLeave = true,
  nameOf,
}: SchemaFormProps<V>) {
  const texts = useTexts(sharedCatalogue);
  const [form] = Form.useForm<V>();
  const fieldErrors = useFieldErrors(form, nameOf ? { nameOf } : {});
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const savingRef = useRef(false);

  const markDirty = (next: boolean) => {
    dirtyRef.current = next;
    setDirty(next);
  };

  const saving = useMutation({
    mutationFn: async (values: V) => {
      // Read by the leave guard when the save itself navigates, before the pending state has rendered.
      savingRef.current = true;
      await onSubmit(values);
    },
    onSuccess: () => markDirty(false),
    // Keep every value and the unsaved mark: the user fixes the problem and saves again.
    onError: (error) => fieldErrors.apply(error),
    onSettled: () => {
      savingRef.current = false;
    },
  });

  return (
    <>
      <Form<V>
        form={form}
        initialValues={initialValues}
        onFinish={(values) => saving.mutate(values)}
        onValuesChange={(changed: object) => {
          markDirty(true);
          fieldErrors.onValuesChange(changed);
        }}
        labelCol={{ flex: `${labelWidth}px` }}
        wrapperCol={{ flex: 1 }}
        labelWrap
        scrollToFirstError
      >
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label} rules={rulesOf(field, texts)} extra={field.extra} {...itemPropsOf(field)}>
            {renderField(field, texts)}
          </Form.Item>
        ))}
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving.isPending}>
              {submitText ?? texts.ok}
            </Button>
            {onCancel && <Button onClick={onCancel}>{cancelText ?? texts.cancel}</Button>}
          </Space>
        </Form.Item>
      </Form>
      {guardLeave && <LeaveGuard dirty={dirty} shouldBlock={() => dirtyRef.current && !savingRef.current} />}
    </>
  );
}
