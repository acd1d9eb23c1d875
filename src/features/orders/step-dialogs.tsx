import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Form, Input, Rate, Typography } from 'antd';
import { claimRefusal } from '@/api/errors';
import { Dialog } from '@/components/dialog/dialog';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { Uploader } from '@/components/uploader/uploader';
import { ORDER_AMOUNT_MAX_FEN, ORDER_NOTE_MAX } from '@contract/order-states';
import { useTexts } from '@/stores/language';
import { ordersCatalogue, type OrdersTexts } from './i18n/orders';

const FEN_PER_YUAN = 100;

/** Yuan as typed to integer fen, or a reason it is refused: never a float, never negative, at most two decimals. */
export function yuanToFen(text: string, texts: OrdersTexts['steps']): number | string {
  const value = text.trim();
  if (!value) return texts.amountMissing;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return /^-/.test(value) ? texts.amountNegative : /^\d*\.?\d*$/.test(value) ? texts.amountDecimals : texts.amountNotNumber;
  const [whole = '0', part = ''] = value.split('.');
  const fen = Number(whole) * FEN_PER_YUAN + Number(part.padEnd(2, '0'));
  if (fen > ORDER_AMOUNT_MAX_FEN) return texts.amountTooLarge(ORDER_AMOUNT_MAX_FEN / FEN_PER_YUAN);
  return fen;
}

interface StepDialogProps<V> {
  open: boolean;
  title: string;
  okText?: string;
  onClose: () => void;
  /** Sends the checked values; a rejection keeps the dialog and its values open (its field errors under their fields). */
  submit: (values: V) => Promise<unknown>;
  /** The server's field paths that this dialog names otherwise (`amountFen` → `amount`). */
  fieldNames?: Record<string, string>;
  children: ReactNode;
  initial: V;
}

/** One dialog shape for every step that takes input: each error under its field, and the typed values stay when refused. */
export function StepDialog<V extends object>({ open, title, okText, onClose, submit, fieldNames = {}, children, initial }: StepDialogProps<V>) {
  const texts = useTexts(ordersCatalogue);
  const [form] = Form.useForm<V>();
  const fieldErrors = useFieldErrors(form, { nameOf: (field) => [fieldNames[field] ?? field] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: submit,
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
    // Field errors go under their fields; any other refusal shows here, not behind the dialog. The typed values stay.
    onError: (failure) => {
      if (!fieldErrors.apply(failure)) setRefusal(claimRefusal(failure));
    },
  });
  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) sending.mutate(values);
  };
  return (
    <Dialog title={title} open={open} okText={okText ?? texts.steps.ok} confirmLoading={sending.isPending} onOk={() => void confirm()} onCancel={() => { setRefusal(null); onClose(); }} dirty={() => form.isFieldsTouched()} destroyOnHidden>
      <Form<V> form={form} layout="vertical" initialValues={initial} onValuesChange={fieldErrors.onValuesChange}>
        {children}
      </Form>
      {refusal && <Typography.Text type="danger">{refusal}</Typography.Text>}
    </Dialog>
  );
}

const required = (message: string) => ({ required: true, whitespace: true, message });

export const NoteInput = ({ name, label, requiredMessage }: { name: string; label: string; requiredMessage?: string }) => (
  <Form.Item name={name} label={label} rules={requiredMessage ? [required(requiredMessage)] : []}>
    <Input.TextArea aria-label={label} rows={3} maxLength={ORDER_NOTE_MAX} showCount />
  </Form.Item>
);

export function RatingInput({ name }: { name: string }) {
  const texts = useTexts(ordersCatalogue);
  return (
    <Form.Item name={name} label={texts.detail.rating} rules={[{ validator: (_, value: number) => (value >= 1 ? Promise.resolve() : Promise.reject(new Error(texts.steps.rate))) }]}>
      <Rate aria-label={texts.detail.rating} />
    </Form.Item>
  );
}

export function AmountInput({ name }: { name: string }) {
  const texts = useTexts(ordersCatalogue);
  return (
    <Form.Item
      name={name}
      label={texts.steps.amountLabel}
      required
      rules={[{ validator: (_, value: string | undefined) => { const fen = yuanToFen(value ?? '', texts.steps); return typeof fen === 'string' ? Promise.reject(new Error(fen)) : Promise.resolve(); } }]}
    >
      <Input aria-label={texts.list.amount} inputMode="decimal" placeholder={texts.steps.amountExample} />
    </Form.Item>
  );
}

export const FileInput = ({ name, label, max = 1, requiredMessage }: { name: string; label: string; max?: number; requiredMessage?: string }) => (
  <Form.Item name={name} label={label} rules={requiredMessage ? [{ required: true, type: 'array', min: 1, message: requiredMessage }] : []}>
    <Uploader mode="word-pdf" maxCount={max} />
  </Form.Item>
);
