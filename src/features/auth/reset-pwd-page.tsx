import { Alert, App, Button, Form, Input, Result } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { resetForgottenPassword } from '@/api/auth';
import { AuthFrame } from '@/features/auth/auth-frame';
import { PublicQueryProvider } from '@/features/auth/public-query-provider';
import { useSubmit } from '@/features/auth/use-submit';
import { accountRules } from '@/features/auth/form-rules';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useTexts } from '@/stores/language';

interface Values {
  password: string;
  confirm: string;
}

function verifiedPhone(state: unknown): { phone: string; code: string } | null {
  if (!state || typeof state !== 'object') return null;
  const { phone, code } = state as Record<string, unknown>;
  return typeof phone === 'string' && typeof code === 'string' ? { phone, code } : null;
}

/** Step two of password recovery: the new password for the phone verified on /forgotPwd. */
export function ResetPwdPage() {
  return (
    <PublicQueryProvider>
      <ResetPwdForm />
    </PublicQueryProvider>
  );
}

function ResetPwdForm() {
  const texts = useTexts(accountCatalogue);
  const rules = accountRules(texts);
  const { state } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const verified = verifiedPhone(state);
  const { busy, error, submit } = useSubmit(async ({ password }: Values) => {
    if (!verified) return;
    await resetForgottenPassword(verified.phone, verified.code, password);
    void message.success(texts.passwordReset);
    navigate('/login', { replace: true });
  });

  if (!verified) {
    return (
      <AuthFrame title={texts.resetTitle}>
        <Result status="info" title={texts.verifyPhoneFirst} extra={<Link to="/forgotPwd">{texts.goVerifyPhone}</Link>} />
      </AuthFrame>
    );
  }


  return (
    <AuthFrame title={texts.resetTitle}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> layout="vertical" onFinish={submit}>
        <Form.Item label={texts.newPassword} name="password" rules={rules.password}>
          <Input.Password placeholder={texts.enterNewPassword} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={texts.confirmNewPassword} name="confirm" dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password placeholder={texts.enterNewPasswordAgain} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {texts.confirmReset}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Link to="/login">{texts.backToLogin}</Link>
      </div>
    </AuthFrame>
  );
}
