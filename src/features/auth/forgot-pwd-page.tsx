import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { checkVerifyCode } from '@/api/auth';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { AuthFrame } from '@/features/auth/auth-frame';
import { PublicQueryProvider } from '@/features/auth/public-query-provider';
import { useSubmit } from '@/features/auth/use-submit';
import { accountRules } from '@/features/auth/form-rules';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useTexts } from '@/stores/language';
import { SmsCodeField } from '@/features/auth/sms-code-field';

interface Values {
  phone: string;
  code: string;
}

/** Step one of password recovery: prove the phone with an SMS code, then set the password on /resetPwd. */
export function ForgotPwdPage() {
  return (
    <PublicQueryProvider>
      <ForgotPwdForm />
    </PublicQueryProvider>
  );
}

function ForgotPwdForm() {
  const texts = useTexts(accountCatalogue);
  const rules = accountRules(texts);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const fieldErrors = useFieldErrors(form);
  const { busy, error, setError, submit } = useSubmit(async ({ phone, code }: Values) => {
    await checkVerifyCode(phone, code, 'forget');
    navigate('/resetPwd', { state: { phone, code } });
  }, fieldErrors);

  return (
    <AuthFrame title={texts.recoverTitle}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={fieldErrors.onValuesChange}>
        <Form.Item label={texts.phone} name="phone" rules={rules.phone}>
          <Input placeholder={texts.registeredPhone} />
        </Form.Item>
        <SmsCodeField verifyType="forget" fieldErrors={fieldErrors} onError={setError} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          {texts.next}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Link to="/login">{texts.backToLogin}</Link>
      </div>
    </AuthFrame>
  );
}
