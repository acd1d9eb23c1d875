import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { Button } from 'antd';
// From their own modules: antd's Input index also carries Search, TextArea and OTP onto #/login.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { loginZh } from '@/features/auth/i18n/login-zh-CN';
import { restoreFocus, type Handover } from '@/features/auth/prerendered-form';
import type { Texts } from '@/lib/i18n/catalogue';
import { useDesignToken } from '@/components/design-token/use-design-token';

export interface Credentials {
  username: string;
  password: string;
}

type Field = keyof Credentials;

type LoginTexts = Texts<typeof loginZh>;

// The username may not be blank; the password only not empty (spaces are a password), as antd's rules had it.
function problem(field: Field, value: string, texts: LoginTexts): string | null {
  const empty = field === 'username' ? value.trim() === '' : value === '';
  return empty ? texts[field === 'username' ? 'usernameRequired' : 'passwordRequired'] : null;
}

interface RowProps {
  id: Field;
  label: string;
  error: string | null;
  children: ReactNode;
}

/** One labelled field drawn like antd's vertical form item: required mark, control, then its message. */
function FieldRow({ id, label, error, children }: RowProps) {
  const token = useDesignToken();
  return (
    <div style={{ marginBottom: error ? 0 : token.marginLG }}>
      <div style={{ paddingBottom: token.paddingXS, lineHeight: token.lineHeight, fontSize: token.fontSize }}>
        <span aria-hidden style={{ color: token.colorError, marginInlineEnd: token.marginXXS, fontFamily: 'SimSun, sans-serif' }}>
          *
        </span>
        <label htmlFor={id} style={{ color: token.colorTextHeading }}>
          {label}
        </label>
      </div>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" style={{ color: token.colorError, minHeight: token.marginLG, lineHeight: token.lineHeight }}>
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The username and password of the login form. Written without antd's Form, whose validation engine would more
 * than double the code #/login loads; the two rules are checked as antd would: on every change and on submit.
 */
export function LoginFields({
  busy,
  handover,
  texts,
  onSubmit,
}: {
  busy: boolean;
  /** What was typed into index.html's copy of this form before the app loaded (kept, with the caret). */
  handover: Handover;
  texts: LoginTexts;
  onSubmit: (values: Credentials) => void;
}) {
  const [values, setValues] = useState<Credentials>(() => ({
    username: handover.values.username ?? '',
    password: handover.values.password ?? '',
  }));
  useLayoutEffect(() => restoreFocus(handover), [handover]);
  const [errors, setErrors] = useState<Record<Field, string | null>>({ username: null, password: null });

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: problem(field, value, texts) }));
  };

  const send = () => {
    const found = { username: problem('username', values.username, texts), password: problem('password', values.password, texts) };
    setErrors(found);
    if (!found.username && !found.password) onSubmit(values);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  // A submit made on index.html's copy before the app took it over is made once, now.
  const replayed = useRef(false);
  useEffect(() => {
    if (!handover.submitted || replayed.current) return;
    replayed.current = true;
    send();
  });

  const described = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}_help`, status: 'error' as const } : {};

  return (
    <form onSubmit={submit} autoComplete="on" noValidate>
      <FieldRow id="username" label={texts.username} error={errors.username}>
        <Input
          id="username"
          prefix={<UserOutlined />}
          placeholder={texts.usernameRequired}
          autoComplete="username"
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
          {...described('username')}
        />
      </FieldRow>
      <FieldRow id="password" label={texts.password} error={errors.password}>
        <Password
          id="password"
          prefix={<LockOutlined />}
          placeholder={texts.passwordRequired}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          {...described('password')}
        />
      </FieldRow>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {texts.submit}
      </Button>
    </form>
  );
}
