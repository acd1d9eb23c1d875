import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Radio, Rate, Space, message } from 'antd';
import { claimRefusal } from '@/api/errors';
import {
  cancelVoucherOrder, checkRedemption, confirmVoucherOrder, declineVoucherOrder, deliverVoucherOrder, requestRedemption, uploadContract, type VoucherOrderDetail,
} from '@/api/voucher-orders';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { Uploader } from '@/components/uploader/uploader';
import { VerdictButton } from '@/components/verdict-button/verdict-button';
import { ORDER_ACTIONS, type OrderAction } from '@contract/order-states';
import { parkToday } from '@contract/park-calendar';
import { ALLOWED } from '@contract/verdict';
import { canRequestRedeem } from '@contract/voucher-rules';
import { VOUCHER_GRADES, VOUCHER_GRADE_KEYS, VOUCHER_SCORE_ITEMS, VOUCHER_SCORE_ITEM_KEYS, type VoucherGrade } from '@contract/vouchers';
import { BATCH_DETAIL_KEY, MY_VOUCHER_DETAIL_KEY, MY_VOUCHER_KEY } from './voucher-queries';
import { VOUCHER_ORDER_KEYS } from './voucher-order-queries';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue } from './i18n/vouchers';

interface Values {
  reason?: string;
  note?: string;
  contractYuan?: number;
  files?: string[];
  redeemYuan?: number;
  grade?: VoucherGrade;
  [score: string]: unknown;
}

/** The form field a refusal's field of the call sits at (money is typed in 元, a comment is the 评价 note). */
const FORM_NAMES: Record<string, string> = { contractFen: 'contractYuan', redeemFen: 'redeemYuan', file: 'files', comment: 'note' };
const formName = (field: string) => [FORM_NAMES[field] ?? field];

const toFen = (yuan: number | undefined) => Math.round((yuan ?? 0) * 100);
const fileOf = (url: string | undefined) => ({ name: decodeURIComponent(url?.split('/').pop() ?? '合同'), url: url ?? '' });

// What each button sends; the server checks the step against the one order machine again.
function send(order: VoucherOrderDetail, action: OrderAction, v: Values) {
  const version = order.version;
  switch (action) {
    case 'cancel':
      return cancelVoucherOrder(order.id, { version, reason: v.reason ?? '' });
    case 'decline':
      return declineVoucherOrder(order.id, { version, reason: v.reason ?? '' });
    case 'contract':
      return uploadContract(order.id, { version, contractFen: toFen(v.contractYuan), file: fileOf(v.files?.[0]) });
    case 'deliver':
      return deliverVoucherOrder(order.id, { version, ...(v.note ? { note: v.note } : {}), files: (v.files ?? []).map(fileOf) });
    case 'confirm': {
      const scores = Object.fromEntries(VOUCHER_SCORE_ITEM_KEYS.map((k) => [k, Number(v[`score_${k}`] ?? 5)])) as Record<(typeof VOUCHER_SCORE_ITEM_KEYS)[number], number>;
      return confirmVoucherOrder(order.id, { version, scores, grade: v.grade ?? 'A', ...(v.note ? { comment: v.note } : {}) });
    }
    case 'requestRedeem':
      return requestRedemption(order.id, { version, redeemFen: toFen(v.redeemYuan) });
    case 'approveRedeem':
      return checkRedemption(order.id, { version, pass: true });
    default:
      return checkRedemption(order.id, { version, pass: false, reason: v.reason ?? '' });
  }
}

function Fields({ action, order }: { action: OrderAction; order: VoucherOrderDetail }) {
  const { common, orders, steps } = useTexts(vouchersCatalogue);
  if (action === 'cancel' || action === 'decline' || action === 'rejectRedeem')
    return <Form.Item name="reason" label={common.reason} rules={[{ required: true, whitespace: true, message: common.reasonRequired }]}><Input.TextArea maxLength={500} /></Form.Item>;
  if (action === 'contract')
    return (
      <>
        <Form.Item name="contractYuan" label={steps.contractYuan} rules={[{ required: true, message: steps.contractRequired }]}><InputNumber min={0.01} precision={2} style={{ width: '100%' }} /></Form.Item>
        <Form.Item name="files" label={orders.contract} rules={[{ required: true, message: steps.contractRequiredFile }]}><Uploader mode="image-pdf" maxCount={1} buttonText={steps.uploadContract} /></Form.Item>
      </>
    );
  if (action === 'deliver')
    return (
      <>
        <Form.Item name="note" label={steps.deliveryNote}><Input.TextArea maxLength={500} /></Form.Item>
        <Form.Item name="files" label={steps.deliveryFiles}><Uploader mode="word-pdf" maxCount={5} /></Form.Item>
      </>
    );
  if (action === 'confirm')
    return (
      <>
        {VOUCHER_SCORE_ITEM_KEYS.map((k) => (
          <Form.Item key={k} name={`score_${k}`} label={VOUCHER_SCORE_ITEMS[k]} initialValue={5}><Rate /></Form.Item>
        ))}
        <Form.Item name="grade" label={steps.grade} initialValue="A" rules={[{ required: true }]}>
          <Radio.Group options={VOUCHER_GRADE_KEYS.map((g) => ({ value: g, label: orders.gradeOf(g, VOUCHER_GRADES[g]) }))} />
        </Form.Item>
        <Form.Item name="note" label={steps.comment}><Input.TextArea maxLength={500} /></Form.Item>
      </>
    );
  if (action === 'requestRedeem')
    return (
      <Form.Item name="redeemYuan" label={steps.redeemYuan} initialValue={Math.min(order.faceValue, order.contractFen ?? order.faceValue) / 100} extra={steps.redeemNote} rules={[{ required: true, message: steps.redeemRequired }]}>
        <InputNumber min={0.01} max={order.faceValue / 100} precision={2} style={{ width: '100%' }} />
      </Form.Item>
    );
  return <span>{steps.confirm(ORDER_ACTIONS[action])}</span>;
}

/** The buttons of the caller's next steps on a voucher order (from the server's `actions`), each with its dialog. */
export function VoucherOrderActions({ order }: { order: VoucherOrderDetail }) {
  const [action, setAction] = useState<OrderAction | null>(null);
  const [form] = Form.useForm<Values>();
  const fieldErrors = useFieldErrors(form, { nameOf: formName });
  const invalidate = useInvalidate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { steps } = useTexts(vouchersCatalogue);
  const shown = order.actions;
  // 申请核销 is date-limited: outside the batch's settlement windows it is disabled with the server's reason.
  const verdictOf = (a: OrderAction) => (a === 'requestRedeem' ? canRequestRedeem(order.settlementWindows, parkToday()) : ALLOWED);
  const close = () => {
    setAction(null);
    setRefusal(null);
  };
  const saving = useMutation({
    mutationFn: ({ step, values }: { step: OrderAction; values: Values }) => send(order, step, values),
    onMutate: () => setRefusal(null),
    onSuccess: (_answer, { step }) => {
      void message.success(steps.done(ORDER_ACTIONS[step]));
      close();
      form.resetFields();
      void invalidate(...VOUCHER_ORDER_KEYS, BATCH_DETAIL_KEY, MY_VOUCHER_KEY, MY_VOUCHER_DETAIL_KEY);
    },
    // A refusal about a field shows under it, any other in the dialog, not behind it; the typed values stay.
    onError: (failure) => {
      if (!fieldErrors.apply(failure)) setRefusal(claimRefusal(failure));
    },
  });
  const submit = async () => {
    if (!action) return;
    const values = await form.validateFields().catch(() => null);
    if (values) saving.mutate({ step: action, values });
  };
  return (
    <>
      {shown.length > 0 && (
        <Space wrap>
          {shown.map((a) => (
            <VerdictButton key={a} verdict={verdictOf(a)} type={a === 'cancel' || a === 'decline' || a === 'rejectRedeem' ? 'default' : 'primary'} onClick={() => setAction(a)}>
              {ORDER_ACTIONS[a]}
            </VerdictButton>
          ))}
        </Space>
      )}
      {/* Rendered even when no step is left: the last step's dialog must finish closing, not vanish mid-animation. */}
      <Dialog open={action !== null} title={action ? ORDER_ACTIONS[action] : ''} okText={action ? ORDER_ACTIONS[action] : undefined} confirmLoading={saving.isPending} onOk={() => void submit()} onCancel={close} dirty={() => form.isFieldsTouched()} destroyOnHidden>
        {action && (
          <Form form={form} layout="vertical" preserve={false} onValuesChange={fieldErrors.onValuesChange}>
            <Fields action={action} order={order} />
          </Form>
        )}
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Dialog>
    </>
  );
}
