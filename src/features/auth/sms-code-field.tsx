import { App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { sendVerifyCode } from '@/api/auth';
import type { HostKey, VerifyType } from '@/api/types';
import type { FieldErrorsApi } from '@/components/form-errors/use-field-errors';
import { errorText } from '@/features/auth/error-text';
import { accountCatalogue } from '@/features/auth/i18n/account';
import { useTexts } from '@/stores/language';

const RESEND_SECONDS = 60;
const PHONE_FIELD = 'phone';

interface Props {
  verifyType: VerifyType;
  host?: HostKey;
  /** Where a refusal about the phone (taken, sent too often) goes: under the form's phone field. */
  fieldErrors?: FieldErrorsApi;
  /** A refusal that concerns no field (the SMS service failed). */
  onError: (message: string) => void;
}

/**
 * Sends an SMS code to the form's phone field (checked by that field's own rules first, errors shown under it),
 * says so, then counts 60 seconds down before it can send again.
 */
function SmsCodeButton({ verifyType, host, fieldErrors, onError }: Props) {
  const texts = useTexts(accountCatalogue);
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const sending = useMutation({
    mutationFn: (phone: string) => sendVerifyCode(verifyType, phone, host),
    onSuccess: () => {
      setLeft(RESEND_SECONDS);
      void message.success(texts.codeSent);
    },
    onError: (error) => {
      if (!fieldErrors?.apply(error)) onError(errorText(error));
    },
  });

  const send = async () => {
    const phone = await form.validateFields([PHONE_FIELD]).then(
      (values) => String(values[PHONE_FIELD] ?? '').trim(),
      () => null,
    );
    if (phone !== null) sending.mutate(phone);
  };

  return (
    <Button onClick={send} loading={sending.isPending} disabled={left > 0} style={{ width: 130 }}>
      {left > 0 ? texts.resendIn(left) : texts.getCode}
    </Button>
  );
}

/** The required 验证码 field (form name `code`) with the button that sends the code to the form's `phone`. */
export function SmsCodeField({ placeholder, ...sender }: Props & { placeholder?: string }) {
  const texts = useTexts(accountCatalogue);
  return (
    <Form.Item label={texts.code} required>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={[{ required: true, message: texts.enterCode }]}>
          <Input placeholder={placeholder ?? texts.enterCode} aria-label={texts.code} />
        </Form.Item>
        <SmsCodeButton {...sender} />
      </Space.Compact>
    </Form.Item>
  );
}
