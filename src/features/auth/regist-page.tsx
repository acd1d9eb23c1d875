import { Alert, App, Button, Form, Input, Radio } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { register } from '@/api/auth';
import type { RegisterPayload } from '@/api/types';
import { AuthFrame } from '@/features/auth/auth-frame';
import { useSubmit } from '@/features/auth/use-submit';
import { confirmRules, passwordRules, phoneRules } from '@/features/auth/form-rules';
import { SmsCodeField } from '@/features/auth/sms-code-field';
import { hostKeyOf, USER_TYPE_LABELS, USER_TYPES } from '@/contract/host-kinds';

type Values = RegisterPayload & { confirm: string };

/** Registers a tenant company (userType 9) or a service agency (10). */
export function RegistPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const userType = Form.useWatch('userType', form) ?? (params.get('kind') === 'agent' ? USER_TYPES.agency : USER_TYPES.company);
  const host = hostKeyOf(userType);
  const nameLabel = host === 'agent' ? '机构名称' : '企业名称';

  const { busy, error, setError, submit } = useSubmit(async ({ confirm: _confirm, ...values }: Values) => {
    await register({ ...values, username: values.username.trim(), name: values.name.trim() }, host);
    void message.success('注册成功，请登录');
    navigate(`/login?kind=${host}`, { replace: true });
  });

  return (
    <AuthFrame title="注册账号">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} initialValues={{ userType }}>
        <Form.Item label="注册类型" name="userType">
          <Radio.Group
            options={[
              { value: USER_TYPES.company, label: USER_TYPE_LABELS[USER_TYPES.company] },
              { value: USER_TYPES.agency, label: USER_TYPE_LABELS[USER_TYPES.agency] },
            ]}
          />
        </Form.Item>
        <Form.Item label={nameLabel} name="name" rules={[{ required: true, whitespace: true, message: `请输入${nameLabel}` }, { max: 50 }]}>
          <Input placeholder={`请输入${nameLabel}`} />
        </Form.Item>
        <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }, { max: 30 }]}>
          <Input placeholder="请输入用户名" autoComplete="username" />
        </Form.Item>
        <Form.Item label="手机号" name="phone" rules={phoneRules}>
          <Input placeholder="请输入手机号" />
        </Form.Item>
        <SmsCodeField verifyType="register" host={host} getPhone={() => form.getFieldValue('phone')} onError={setError} />
        <Form.Item label="密码" name="password" rules={passwordRules}>
          <Input.Password placeholder="请输入密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="确认密码" name="confirm" dependencies={['password']} rules={confirmRules('password')}>
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
