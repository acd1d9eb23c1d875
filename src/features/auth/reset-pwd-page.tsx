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
  const rules = accountRules(useTexts(accountCatalogue));
  const { state } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const verified = verifiedPhone(state);
  const { busy, error, submit } = useSubmit(async ({ password }: Values) => {
    if (!verified) return;
    await resetForgottenPassword(verified.phone, verified.code, password);
    void message.success('密码已重置，请使用新密码登录');
    navigate('/login', { replace: true });
  });

  if (!verified) {
    return (
      <AuthFrame title="重置密码">
        <Result status="info" title="请先验证手机号" extra={<Link to="/forgotPwd">去验证手机号</Link>} />
      </AuthFrame>
    );
  }


  return (
    <AuthFrame title="重置密码">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> layout="vertical" onFinish={submit}>
        <Form.Item label="新密码" name="password" rules={rules.password}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="确认新密码" name="confirm" dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          确认重置
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        <Link to="/login">返回登录</Link>
      </div>
    </AuthFrame>
  );
}
