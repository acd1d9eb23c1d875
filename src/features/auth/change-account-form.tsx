import { Alert, App, Button, Form, Input } from 'antd';
import { changeAccount } from '@/api/auth';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import type { ChangeAccountPayload } from '@/api/types';
import { useSubmit } from '@/features/auth/use-submit';
import { PHONE_PATTERN } from '@/features/auth/form-rules';
import { SmsCodeField } from '@/features/auth/sms-code-field';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { problemRule } from '@/components/schema-form/problem-rule';
import { emailProblem } from '@contract/value-rules';
import { useTexts } from '@/stores/language';
import { useSessionStore } from '@/stores/session';

const EMAIL_RULES = [problemRule(emailProblem)];

type Values = Required<Pick<ChangeAccountPayload, 'username' | 'phone' | 'email'>> & { code?: string };

/** Changes user name, email or phone; a new phone needs an SMS code sent to it. */
export function ChangeAccountForm() {
  const texts = useTexts(accountCatalogue);
  const { message } = App.useApp();
  const session = useSessionStore();
  const [form] = Form.useForm<Values>();
  const fieldErrors = useFieldErrors(form);
  const phone = Form.useWatch('phone', form);
  const phoneChanged = Boolean(phone) && phone !== (session.phone ?? '');

  const { busy, error, setError, submit } = useSubmit(async (values: Values) => {
    const payload: ChangeAccountPayload = { username: values.username.trim(), email: values.email || undefined };
    if (phoneChanged) Object.assign(payload, { phone: values.phone, code: values.code });
    try {
      await changeAccount(payload);
    } catch (refusal) {
      // A taken user name or phone, or a missing code, shows under its field; anything else above the form.
      if (fieldErrors.apply(refusal)) return;
      throw refusal;
    }
    useSessionStore.getState().updateProfile({ userName: payload.username ?? null, email: values.email || null, ...(phoneChanged ? { phone: values.phone } : {}) });
    void message.success(texts.accountUpdated);
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={fieldErrors.onValuesChange}
      style={{ maxWidth: 420 }}
      initialValues={{ username: session.userName ?? '', phone: session.phone ?? '', email: session.email ?? '' }}
    >
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item label={texts.username} name="username" rules={[{ required: true, whitespace: true, message: texts.enterUsername }, { max: 30 }]}>
        <Input />
      </Form.Item>
      <Form.Item label={texts.email} name="email" rules={EMAIL_RULES}>
        <Input />
      </Form.Item>
      <Form.Item label={texts.phone} name="phone" rules={[{ pattern: PHONE_PATTERN, message: texts.wrongPhone }]}>
        <Input />
      </Form.Item>
      {phoneChanged && (
        <SmsCodeField
          verifyType="register"
          placeholder={texts.newPhoneCode}
          onError={setError}
        />
      )}
      <Button type="primary" htmlType="submit" loading={busy}>
        {texts.save}
      </Button>
    </Form>
  );
}
