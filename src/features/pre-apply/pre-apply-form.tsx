import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space } from 'antd';
import type { PreApplyForm as FormValues } from '@/api/pre-apply';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { problemRule } from '@/components/schema-form/problem-rule';
import { Uploader } from '@/components/uploader/uploader';
import { PRE_APPLY_ACTIONS, PRE_APPLY_MAX_ATTACHMENTS, PRE_APPLY_STATEMENT_MAX, PRE_APPLY_STATEMENT_REQUIRED } from '@contract/pre-apply-states';
import { creditCodeProblem, mobileProblem } from '@contract/value-rules';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { preApplyCatalogue } from './i18n/pre-apply';

interface Fields {
  companyName: string;
  creditCode: string;
  contact: string;
  phone: string;
  statement: string;
  attachments: string[];
}

export interface PreApplyFormProps {
  initial: FormValues;
  /** `edit`: the application waits for review, one button saves the changed material. */
  mode: 'draft' | 'edit';
  /** Saves (submit false) or sends for review (true); rejects when refused (the client has shown why). */
  onSave: (form: FormValues, submit: boolean) => Promise<unknown>;
}

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);

// The server names a refused field `form.<name>`; this form names it `<name>`.
const nameOfFormField = (field: string) => (field.startsWith('form.') ? [field.slice('form.'.length)] : null);
const CREDIT_CODE_RULES = [problemRule(creditCodeProblem)];

const toFields = (form: FormValues): Fields => ({ ...form, attachments: form.attachments.map((a) => a.url) });

const toForm = (fields: Fields, initial: FormValues): FormValues => ({
  companyName: fields.companyName.trim(),
  creditCode: fields.creditCode.trim(),
  contact: fields.contact.trim(),
  phone: fields.phone.trim(),
  statement: fields.statement,
  attachments: fields.attachments.map((url) => ({ url, name: initial.attachments.find((a) => a.url === url)?.name ?? fileName(url) })),
});

/** The pre-application's material: prefilled from the company record; the statement is needed only to submit. */
export function PreApplyFormCard({ initial, mode, onSave }: PreApplyFormProps) {
  const [form] = Form.useForm<Fields>();
  const texts = useTexts(preApplyCatalogue);
  const words = texts.form;
  const fieldWords = texts.fields;
  const word = useContractWord();
  const phoneRules = [{ required: true, whitespace: true, message: words.enterPhone }, problemRule(mobileProblem)];
  const fieldErrors = useFieldErrors(form, { nameOf: nameOfFormField });
  // The statement is asked for only when sending for review; the rule reads which button was pressed, so it is
  // checked with every other field in one pass and each empty one is told on the first press.
  const sending = useRef(mode === 'edit');
  const statementRules = [
    {
      validator: (_: unknown, value: unknown) =>
        sending.current && !(typeof value === 'string' && value.trim()) ? Promise.reject(new Error(word(PRE_APPLY_STATEMENT_REQUIRED))) : Promise.resolve(),
    },
  ];

  const saving = useMutation({
    mutationFn: ({ values, submit }: { values: FormValues; submit: boolean }) => onSave(values, submit),
    // Refused: every typed value stays; a refusal about a field shows under it.
    onError: (error) => fieldErrors.apply(error),
  });
  // Which button's call is under way: 提交 (true) or 保存草稿 (false).
  const busy = saving.isPending ? saving.variables.submit : null;

  const save = async (submit: boolean) => {
    sending.current = submit || mode === 'edit';
    const fields = await form.validateFields().catch(() => null);
    if (fields) saving.mutate({ values: toForm(fields, initial), submit });
  };

  return (
    <Card title={words.title} size="small">
      <Form<Fields> form={form} initialValues={toFields(initial)} onValuesChange={fieldErrors.onValuesChange} labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }}>
        <Form.Item name="companyName" label={fieldWords.companyName} rules={[{ required: true, whitespace: true, message: words.enterCompany }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="creditCode" label={fieldWords.creditCode} rules={CREDIT_CODE_RULES}>
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item name="contact" label={fieldWords.contact} rules={[{ required: true, whitespace: true, message: words.enterContact }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="phone" label={fieldWords.phone} rules={phoneRules}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="statement" label={fieldWords.statement} required rules={statementRules}>
          <Input.TextArea rows={6} maxLength={PRE_APPLY_STATEMENT_MAX} showCount placeholder={words.statementPlaceholder} />
        </Form.Item>
        <Form.Item name="attachments" label={fieldWords.attachments}>
          <Uploader mode="word-pdf" maxCount={PRE_APPLY_MAX_ATTACHMENTS} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            {mode === 'draft' ? (
              <>
                <Button onClick={() => void save(false)} loading={busy === false}>
                  {word(PRE_APPLY_ACTIONS.save)}
                </Button>
                <Button type="primary" onClick={() => void save(true)} loading={busy === true}>
                  {word(PRE_APPLY_ACTIONS.submit)}
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => void save(true)} loading={busy === true}>
                {words.saveChange}
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
