import { Alert, App, Button, Form, Input } from 'antd';
import { changePassword } from '@/api/auth';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { useSubmit } from '@/features/auth/use-submit';
import { confirmRules, passwordRules } from '@/features/auth/form-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const fieldErrors = useFieldErrors(form);
  const { busy, error, submit } = useSubmit(async ({ oldPassword, newPassword }: Values) => {
    try {
      await changePassword(oldPassword, newPassword);
    } catch (refusal) {
      // A wrong old password or a reused one shows under its field; anything else above the form.
      if (fieldErrors.apply(refusal)) return;
      throw refusal;
    }
    form.resetFields();
    void message.success('密码已修改');
  });

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={fieldErrors.onValuesChange} style={{ maxWidth: 420 }}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="新密码" name="newPassword" rules={passwordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirm" dependencies={['newPassword']} rules={confirmRules('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        保存密码
      </Button>
    </Form>
  );
}
