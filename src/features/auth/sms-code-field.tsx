import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { sendVerifyCode } from '@/api/auth';
import type { HostKey, VerifyType } from '@/api/types';
import { errorText } from '@/features/auth/error-text';
import { PHONE_PATTERN } from '@/features/auth/form-rules';

const RESEND_SECONDS = 60;

interface Props {
  verifyType: VerifyType;
  getPhone: () => string | undefined;
  host?: HostKey;
  onError: (message: string) => void;
}

/** Sends an SMS code, then counts 60 seconds down before it can send again. */
function SmsCodeButton({ verifyType, getPhone, host, onError }: Props) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const phone = getPhone()?.trim() ?? '';
    if (!PHONE_PATTERN.test(phone)) {
      onError('请先输入正确的手机号');
      return;
    }
    setSending(true);
    try {
      await sendVerifyCode(verifyType, phone, host);
      setLeft(RESEND_SECONDS);
    } catch (error) {
      onError(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={left > 0} style={{ width: 130 }}>
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}

/** The required 验证码 field (form name `code`) with the button that sends the code to the form's phone number. */
export function SmsCodeField({ placeholder = '请输入验证码', ...sender }: Props & { placeholder?: string }) {
  return (
    <Form.Item label="验证码" required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
          <Input placeholder={placeholder} aria-label="验证码" />
        </Form.Item>
        <SmsCodeButton {...sender} />
      </Space.Compact>
    </Form.Item>
  );
}
