import { useState } from 'react';
import { Button, Card, Form, Input, Space } from 'antd';
import type { PreApplyForm as FormValues } from '@/api/pre-apply';
import { Uploader } from '@/components/uploader/uploader';
import { PRE_APPLY_MAX_ATTACHMENTS, PRE_APPLY_STATEMENT_MAX } from '@/contract/pre-apply-states';

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
  const [busy, setBusy] = useState<boolean | null>(null);

  const save = async (submit: boolean) => {
    const statementRule = submit || mode === 'edit';
    form.setFields([{ name: 'statement', errors: [] }]);
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    if (statementRule && !fields.statement.trim()) {
      form.setFields([{ name: 'statement', errors: ['请填写申报说明'] }]);
      return;
    }
    setBusy(submit);
    try {
      await onSave(toForm(fields, initial), submit);
    } catch {
      // Refused: the client has shown why; every typed value stays.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="申报材料" size="small">
      <Form<Fields> form={form} initialValues={toFields(initial)} labelCol={{ flex: '120px' }} wrapperCol={{ flex: 1 }}>
        <Form.Item name="companyName" label="企业名称" rules={[{ required: true, whitespace: true, message: '请输入企业名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="creditCode" label="统一社会信用代码">
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={[{ required: true, message: '请输入联系电话' }, { pattern: /^[0-9+\- ]{5,20}$/, message: '请输入正确的联系电话' }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="statement" label="申报说明" required>
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
