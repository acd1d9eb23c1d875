import { useState, type ReactNode } from 'react';
import { Form, Input, Rate, Typography } from 'antd';
import { claimRefusal } from '@/api/errors';
import { Dialog } from '@/components/dialog/dialog';
import { Uploader } from '@/components/uploader/uploader';
import { DEFAULT_CURRENCY_LABEL } from '@/contract/constants';
import { ORDER_AMOUNT_MAX_FEN, ORDER_NOTE_MAX } from '@/contract/order-states';

const FEN_PER_YUAN = 100;

/** Yuan as typed to integer fen, or a reason it is refused: never a float, never negative, at most two decimals. */
export function yuanToFen(text: string): number | string {
  const value = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return /^-/.test(value) ? '金额不能为负数' : '金额最多两位小数';
  const [whole = '0', part = ''] = value.split('.');
  const fen = Number(whole) * FEN_PER_YUAN + Number(part.padEnd(2, '0'));
  if (fen > ORDER_AMOUNT_MAX_FEN) return `金额不能超过 ${ORDER_AMOUNT_MAX_FEN / FEN_PER_YUAN} 元`;
  return fen;
}

interface StepDialogProps<V> {
  open: boolean;
  title: string;
  okText?: string;
  onClose: () => void;
  /** Checks and sends; a string is shown as the refusal; a rejection keeps the dialog open with the reason in it. */
  submit: (values: V) => Promise<unknown> | string;
  children: (values: V, set: (next: Partial<V>) => void) => ReactNode;
  initial: V;
}

/** One dialog shape for every step that takes input: the typed values stay when the call is refused. */
export function StepDialog<V>({ open, title, okText = '确定', onClose, submit, children, initial }: StepDialogProps<V>) {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const sent = submit(values);
    if (typeof sent === 'string') {
      setError(sent);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await sent;
      setValues(initial);
      onClose();
    } catch (failure) {
      // Shown here, not behind the dialog; the typed values stay.
      setError(claimRefusal(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} open={open} okText={okText} confirmLoading={busy} onOk={() => void confirm()} onCancel={() => { setError(null); onClose(); }} destroyOnHidden>
      <Form layout="vertical">{children(values, (next) => setValues((v) => ({ ...v, ...next })))}</Form>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Dialog>
  );
}

export const NoteInput = ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => (
  <Form.Item label={label}>
    <Input.TextArea aria-label={label} rows={3} maxLength={ORDER_NOTE_MAX} showCount value={value} onChange={(e) => onChange(e.target.value)} />
  </Form.Item>
);

export const RatingInput = ({ value, onChange }: { value: number; onChange: (v: number) => void }) => (
  <Form.Item label="评分">
    <Rate aria-label="评分" value={value} onChange={onChange} />
  </Form.Item>
);

export const AmountInput = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
  <Form.Item label={`金额（元，${DEFAULT_CURRENCY_LABEL}）`}>
    <Input aria-label="金额" inputMode="decimal" placeholder="例如 1280.50" value={value} onChange={(e) => onChange(e.target.value)} />
  </Form.Item>
);

export const FileInput = ({ label, value, onChange, max = 1 }: { label: string; value: string[]; onChange: (v: string[]) => void; max?: number }) => (
  <Form.Item label={label}>
    <Uploader mode="word-pdf" maxCount={max} value={value} onChange={onChange} />
  </Form.Item>
);
