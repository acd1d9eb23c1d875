import { Alert, Button, Form, Input, Radio } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { login, register } from '@/api/auth';
import type { RegisterPayload } from '@/api/types';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { AuthFrame } from '@/features/auth/auth-frame';
import { accountRules } from '@/features/auth/form-rules';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useContractWord } from '@/components/i18n/contract-word';
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
  const texts = useTexts(accountCatalogue);
  const word = useContractWord();
  const rules = accountRules(texts);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const fieldErrors = useFieldErrors(form);
  const userType = Form.useWatch('userType', form) ?? (params.get('kind') === 'agent' ? USER_TYPES.agency : USER_TYPES.company);
  const host = hostKeyOf(userType);
  const company = userType === USER_TYPES.company;
  const nameLabel = company ? texts.companyName : texts.agencyName;

  const { busy, error, setError, submit } = useSubmit(async ({ confirm: _confirm, parkId, ...values }: Values) => {
    const username = values.username.trim();
    await register({ ...values, username, name: values.name.trim(), ...(company ? { parkId } : {}) }, host);
    startSession(await login({ username, password: values.password, host }));
    rememberKind(host);
    navigate('/', { replace: true });
  }, fieldErrors);

  return (
    <AuthFrame title={texts.registerTitle}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} onValuesChange={fieldErrors.onValuesChange} initialValues={{ userType }}>
        <Form.Item label={texts.registerAs} name="userType">
          <Radio.Group
            options={[
              { value: USER_TYPES.company, label: word(USER_TYPE_LABELS[USER_TYPES.company] ?? '') },
              { value: USER_TYPES.agency, label: word(USER_TYPE_LABELS[USER_TYPES.agency] ?? '') },
            ]}
          />
        </Form.Item>
        <Form.Item label={nameLabel} name="name" rules={[{ required: true, whitespace: true, message: texts.enterName(nameLabel) }, { max: 60 }]}>
          <Input placeholder={texts.enterName(nameLabel)} />
        </Form.Item>
        {company && (
          <Form.Item label={texts.park} name="parkId" rules={[{ required: true, message: texts.choosePark }]}>
            <ParkField />
          </Form.Item>
        )}
        <Form.Item label={texts.username} name="username" rules={rules.username}>
          <Input placeholder={texts.enterUsername} autoComplete="username" />
        </Form.Item>
        <Form.Item label={texts.phone} name="phone" rules={rules.phone}>
          <Input placeholder={texts.enterPhone} />
        </Form.Item>
        <SmsCodeField verifyType="register" host={host} fieldErrors={fieldErrors} onError={setError} />
        <Form.Item label={texts.password} name="password" rules={rules.password}>
          <Input.Password placeholder={texts.enterPassword} autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={texts.confirmPassword} name="confirm" dependencies={['password']} rules={rules.confirm('password')}>
          <Input.Password placeholder={texts.enterPasswordAgainPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {texts.register}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        {texts.haveAccount}<Link to={`/login?kind=${host}`}>{texts.goSignIn}</Link>
      </div>
    </AuthFrame>
  );
}
