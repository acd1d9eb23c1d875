import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space } from 'antd';
import type { PreApplyForm as FormValues } from '@/api/pre-apply';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { problemRule } from '@/components/schema-form/problem-rule';
import { Uploader } from '@/components/uploader/uploader';
import { PRE_APPLY_MAX_ATTACHMENTS, PRE_APPLY_STATEMENT_MAX, PRE_APPLY_STATEMENT_REQUIRED } from '@contract/pre-apply-states';
import { creditCodeProblem, mobileProblem } from '@contract/value-rules';

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
const PHONE_RULES = [{ required: true, whitespace: true, message: '请输入联系电话' }, problemRule(mobileProblem)];
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
  const fieldErrors = useFieldErrors(form, { nameOf: nameOfFormField });
  // The statement is asked for only when sending for review; the rule reads which button was pressed, so it is
  // checked with every other field in one pass and each empty one is told on the first press.
  const sending = useRef(mode === 'edit');
  const statementRules = [
    {
      validator: (_: unknown, value: unknown) =>
        sending.current && !(typeof value === 'string' && value.trim()) ? Promise.reject(new Error(PRE_APPLY_STATEMENT_REQUIRED)) : Promise.resolve(),
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
    <Card title="申报材料" size="small">
      <Form<Fields> form={form} initialValues={toFields(initial)} onValuesChange={fieldErrors.onValuesChange} labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }}>
        <Form.Item name="companyName" label="企业名称" rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="creditCode" label="统一社会信用代码" rules={CREDIT_CODE_RULES}>
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={PHONE_RULES}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="statement" label="申报说明" required rules={statementRules}>
          <Input.TextArea rows={6} maxLength={PRE_APPLY_STATEMENT_MAX} showCount placeholder="请说明企业符合政策的情况" />
        </Form.Item>
        <Form.Item name="attachments" label="申报附件">
          <Uploader mode="word-pdf" maxCount={PRE_APPLY_MAX_ATTACHMENTS} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            {mode === 'draft' ? (
              <>
                <Button onClick={() => void save(false)} loading={busy === false}>
                  保存草稿
                </Button>
                <Button type="primary" onClick={() => void save(true)} loading={busy === true}>
                  提交申报
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => void save(true)} loading={busy === true}>
                保存修改
              </Button>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
