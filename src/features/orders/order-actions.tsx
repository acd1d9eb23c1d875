import { useState } from 'react';
import { Button, Space } from 'antd';
import { cancelOrder, confirmOrder, orderAction, postReceipt, type OrderDetail } from '@/api/orders';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';
import { ORDER_ACTIONS, type OrderAction } from '@contract/order-states';
import type { Attachment, OrderActionInput } from '@contract/schemas/orders';

type StepAction = OrderActionInput['action'];
import { AssignDialog } from './assign-dialog';
import { ordersCatalogue } from './i18n/orders';
import { useTexts } from '@/stores/language';
import { AmountInput, FileInput, NoteInput, RatingInput, StepDialog, yuanToFen } from './step-dialogs';

const fileOf = (url: string): Attachment => ({ name: decodeURIComponent(url.split('/').pop() ?? url), url });

export interface OrderActionsProps {
  order: OrderDetail;
  /** Which host acts: the park through its admin call, the agency through iv/order. */
  host: 'manage' | 'front' | 'agent';
  /** A manage user without the order-routing privilege sees no buttons (the server checks it again). */
  mayAct: boolean;
  /** After a step landed: the new order, or null when it left the caller's hands. */
  onDone: (next: OrderDetail | null) => void;
  /** Opens this dialog at once (the assignOrder screen). */
  initial?: OrderAction | null;
}

const DANGER: OrderAction[] = ['cancel', 'decline', 'reject'];

/** The buttons the contract's machine gives this party now, each with the input its step needs. */
export function OrderActions({ order, host, mayAct, onDone, initial = null }: OrderActionsProps) {
  const [open, setOpen] = useState<OrderAction | null>(initial && order.actions.includes(initial) ? initial : null);
  const texts = useTexts(ordersCatalogue);
  const words = texts.steps;
  if (!mayAct || order.actions.length === 0) return null;
  const { id, version } = order;
  const close = () => setOpen(null);
  const step = async (action: StepAction, extra: { note?: string; mechanismId?: number; files?: Attachment[] } = {}) => {
    if (host === 'front') return;
    const note = extra.note?.trim();
    onDone(await orderAction(host, id, { version, action, ...(note ? { note } : {}), ...(extra.files ? { files: extra.files } : {}), ...(extra.mechanismId ? { mechanismId: extra.mechanismId } : {}) }));
  };
  const simple = (action: keyof typeof words.titles & StepAction, withFiles = false) => (
    <StepDialog<{ note: string; files: string[] }>
      open={open === action}
      title={words.titles[action]}
      okText={ORDER_ACTIONS[action]}
      onClose={close}
      initial={{ note: '', files: [] }}
      submit={({ note, files }) => step(action, { note, ...(withFiles ? { files: files.map(fileOf) } : {}) })}
    >
      <NoteInput name="note" label={words.note} />
      {withFiles && <FileInput name="files" label={texts.apply.attachments} max={5} />}
    </StepDialog>
  );
  const withReason = (action: 'cancel' | 'decline') => (
    <StepDialog<{ reason: string }>
      open={open === action}
      title={words.titles[action]}
      okText={ORDER_ACTIONS[action]}
      onClose={close}
      initial={{ reason: '' }}
      fieldNames={{ note: 'reason' }}
      submit={({ reason }) => (action === 'cancel' ? cancelOrder(id, { version, reason: reason.trim() }).then(onDone) : step('decline', { note: reason }))}
    >
      <NoteInput name="reason" label={texts.detail.reason} requiredMessage={words.reasonRequired} />
    </StepDialog>
  );
  return (
    <>
      <Space wrap>
        {order.actions.map((action) => (
          <Button key={action} type={action === 'confirm' || action === 'assign' || action === 'accept' ? 'primary' : 'default'} danger={DANGER.includes(action)} onClick={() => setOpen(action)}>
            {ORDER_ACTIONS[action]}
          </Button>
        ))}
      </Space>
      {open === 'assign' && <AssignDialog order={order} open onClose={close} assign={(mechanismId, note) => step('assign', { mechanismId, note })} />}
      {simple('accept')}
      {simple('start')}
      {simple('progress', true)}
      {simple('deliver', true)}
      {withReason('cancel')}
      {withReason('decline')}
      <ReviewDialog
        open={open === 'pass' || open === 'reject'}
        pass={open === 'pass'}
        name={order.subjectTitle}
        what={order.kind === 'policy' ? words.policyOrder : words.serviceOrder}
        passNote={words.passNote}
        reader={words.company}
        submit={(reason) => step(open === 'pass' ? 'pass' : 'reject', reason ? { note: reason } : {})}
        onClose={close}
        onDone={close}
      />
      <StepDialog<{ amount: string; files: string[] }>
        open={open === 'receipt'}
        title={words.receiptTitle}
        okText={words.receiptTitle}
        onClose={close}
        initial={{ amount: '', files: [] }}
        fieldNames={{ amountFen: 'amount', file: 'files' }}
        submit={({ amount, files }) => postReceipt(id, { version, amountFen: yuanToFen(amount, words) as number, file: fileOf(files[0] ?? '') }).then(onDone)}
      >
        <AmountInput name="amount" />
        <FileInput name="files" label={texts.detail.receipt} requiredMessage={words.receiptRequired} />
      </StepDialog>
      <StepDialog<{ rating: number; comment: string }>
        open={open === 'confirm'}
        title={words.confirmTitle}
        okText={words.confirmOk}
        onClose={close}
        initial={{ rating: 5, comment: '' }}
        submit={({ rating, comment }) => confirmOrder(id, { version, rating, ...(comment.trim() ? { comment: comment.trim() } : {}) }).then(onDone)}
      >
        <RatingInput name="rating" />
        <NoteInput name="comment" label={words.commentOptional} />
      </StepDialog>
    </>
  );
}
