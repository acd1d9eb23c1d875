import { Alert, App, Button, Form, Input } from 'antd';
import { changePassword } from '@/api/auth';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { useSubmit } from '@/features/auth/use-submit';
import { accountRules } from '@/features/auth/form-rules';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useTexts } from '@/stores/language';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const texts = useTexts(accountCatalogue);
  const rules = accountRules(texts);
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
    void message.success(texts.passwordChanged);
  });

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={fieldErrors.onValuesChange} style={{ maxWidth: 420 }}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item label={texts.oldPassword} name="oldPassword" rules={[{ required: true, message: texts.enterOldPassword }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label={texts.newPassword} name="newPassword" rules={rules.password}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={texts.confirmNewPassword} name="confirm" dependencies={['newPassword']} rules={rules.confirm('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {texts.savePassword}
      </Button>
    </Form>
  );
}
