import { Alert, Button, Form, Input, Radio } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { login, register } from '@/api/auth';
import type { RegisterPayload } from '@/api/types';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { PARK_REQUIRED } from '@contract/account-rules';
import { AuthFrame } from '@/features/auth/auth-frame';
import { accountRules } from '@/features/auth/form-rules';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useTexts } from '@/stores/language';
import { rememberKind } from '@/features/auth/login-kind';
import { ParkField } from '@/features/auth/park-field';
import { PublicQueryProvider } from '@/features/auth/public-query-provider';
import { SmsCodeField } from '@/features/auth/sms-code-field';
import { startSession } from '@/features/auth/start-session';
import { useSubmit } from '@/features/auth/use-submit';
import { hostKeyOf, USER_TYPE_LABELS, USER_TYPES } from '@contract/host-kinds';

type Values = RegisterPayload & { confirm: string };

/**
 * Registers a tenant company (userType 9) into the park it picks, or a service agency (10), then signs the new
 * account in and opens its first screen (a company's check-in, an agency's profile).
 */
export function RegistPage() {
  return (
    <PublicQueryProvider>
      <RegistForm />
    </PublicQueryProvider>
  );
}

function RegistForm() {
  const rules = accountRules(useTexts(accountCatalogue));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const fieldErrors = useFieldErrors(form);
  const userType = Form.useWatch('userType', form) ?? (params.get('kind') === 'agent' ? USER_TYPES.agency : USER_TYPES.company);
  const host = hostKeyOf(userType);
  const company = userType === USER_TYPES.company;
  const nameLabel = company ? '企业名称' : '机构名称';

  const { busy, error, setError, submit } = useSubmit(async ({ confirm: _confirm, parkId, ...values }: Values) => {
    const username = values.username.trim();
    await register({ ...values, username, name: values.name.trim(), ...(company ? { parkId } : {}) }, host);
    startSession(await login({ username, password: values.password, host }));
    rememberKind(host);
    navigate('/', { replace: true });
  }, fieldErrors);

  return (
    <AuthFrame title="注册账号">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={fieldErrors.onValuesChange} initialValues={{ userType }}>
        <Form.Item label="注册类型" name="userType">
          <Radio.Group
            options={[
              { value: USER_TYPES.company, label: USER_TYPE_LABELS[USER_TYPES.company] },
              { value: USER_TYPES.agency, label: USER_TYPE_LABELS[USER_TYPES.agency] },
            ]}
          />
        </Form.Item>
        <Form.Item label={nameLabel} name="name" rules={[{ required: true, whitespace: true, message: `请输入${nameLabel}` }, { max: 60 }]}>
          <Input placeholder={`请输入${nameLabel}`} />
        </Form.Item>
        {company && (
          <Form.Item label="入驻园区" name="parkId" rules={[{ required: true, message: PARK_REQUIRED }]}>
            <ParkField />
          </Form.Item>
        )}
        <Form.Item label="用户名" name="username" rules={rules.username}>
          <Input placeholder="请输入用户名" autoComplete="username" />
        </Form.Item>
        <Form.Item label="手机号" name="phone" rules={rules.phone}>
          <Input placeholder="请输入手机号" />
        </Form.Item>
        <SmsCodeField verifyType="register" host={host} fieldErrors={fieldErrors} onError={setError} />
        <Form.Item label="密码" name="password" rules={rules.password}>
          <Input.Password placeholder="请输入密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="确认密码" name="confirm" dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          注册
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        已有账号？<Link to={`/login?kind=${host}`}>去登录</Link>
      </div>
    </AuthFrame>
  );
}
