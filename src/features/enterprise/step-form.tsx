import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Space } from 'antd';
import type { Answers, RecordModel } from '@/api/enterprise';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { useContractWord } from '@/components/i18n/contract-word';
import { sharedCatalogue } from '@/components/i18n/shared';
import { itemPropsOf, renderField, rulesOf } from '@/components/schema-form/form-fields';
import { useTexts } from '@/stores/language';
import { enterpriseCatalogue } from './i18n/enterprise';
import { answersOf, formFieldOf, formValuesOf } from './record-fields';

export interface StepAction {
  key: string;
  label: string;
  primary?: boolean;
  /** Check the step's required fields and lengths in the form before sending. */
  validate?: boolean;
  /** Resolves once saved; a rejection keeps every typed value (the HTTP client has said why). */
  run?: (answers: Answers) => Promise<unknown>;
  /** A plain move (previous step): no call. */
  move?: () => void;
}

export interface StepFormProps {
  model: RecordModel;
  initial: Answers;
  actions: StepAction[];
  /** Kept mounted while another step shows, so what was typed there stays. */
  hidden?: boolean;
  onDirtyChange: (moduleKey: string, dirty: boolean) => void;
}

// The server names a refused answer `data.<fieldKey>`; the step's form names it `<fieldKey>`.
const nameOfAnswer = (field: string) => (field.startsWith('data.') ? [field.slice('data.'.length)] : null);
// Checked when the value changes and when the control is left, so a skipped field is told at once.
const VALIDATE_ON = ['onChange', 'onBlur'];

/** One model of the park's form as a step: its configured fields, and the buttons the step offers. */
export function StepForm({ model, initial, actions, hidden, onDirtyChange }: StepFormProps) {
  const shared = useTexts(sharedCatalogue);
  const [form] = Form.useForm();
  const fieldErrors = useFieldErrors(form, { nameOf: nameOfAnswer });
  const words = useTexts(enterpriseCatalogue).record;
  const word = useContractWord();
  const fields = useMemo(() => model.fields.map((field) => formFieldOf(field, words, word)), [model.fields, words, word]);
  // What the form opened on stays what it opened on: a parent render must not hand antd a new initial object.
  const [opening] = useState(() => formValuesOf(model.fields, initial));

  useEffect(() => () => onDirtyChange(model.moduleKey, false), [model.moduleKey, onDirtyChange]);

  const saving = useMutation({
    mutationFn: ({ run, answers }: { key: string; run: NonNullable<StepAction['run']>; answers: Answers }) => run(answers),
    onSuccess: () => onDirtyChange(model.moduleKey, false),
    // Refused: the values stay for the user to fix, a refused answer's reason under its field.
    onError: (error) => fieldErrors.apply(error),
  });
  // The button whose call is under way.
  const busy = saving.isPending ? saving.variables.key : null;

  const press = async (action: StepAction) => {
    if (action.move) {
      action.move();
      return;
    }
    const { run } = action;
    if (!run) return;
    // Invalid: antd shows why under each field and every value stays.
    const values: unknown = action.validate ? await form.validateFields().catch(() => null) : form.getFieldsValue();
    if (values) saving.mutate({ key: action.key, run, answers: answersOf(values as Record<string, unknown>, model.fields) });
  };

  return (
    <div hidden={hidden}>
      <Form
        form={form}
        aria-label={model.name}
        initialValues={opening}
        onValuesChange={(changed: object) => {
          fieldErrors.onValuesChange(changed);
          onDirtyChange(model.moduleKey, true);
        }}
        labelCol={{ flex: '160px' }}
        wrapperCol={{ flex: 1 }}
        labelWrap
        scrollToFirstError
      >
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label} rules={rulesOf(field, shared)} validateTrigger={VALIDATE_ON} extra={field.extra} {...itemPropsOf(field)}>
            {renderField(field, shared)}
          </Form.Item>
        ))}
        <Form.Item label=" " colon={false}>
          <Space>
            {actions.map((action) => (
              <Button
                key={action.key}
                type={action.primary ? 'primary' : 'default'}
                loading={busy === action.key}
                disabled={busy !== null && busy !== action.key}
                onClick={() => void press(action)}
              >
                {action.label}
              </Button>
            ))}
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
}
