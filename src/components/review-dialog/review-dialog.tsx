import { useState } from 'react';
import { Input, Typography } from 'antd';
import { Dialog } from '@/components/dialog/dialog';
import { AUDIT_REASON_MAX_LENGTH } from '@/contract/constants';

export interface ReviewDialogProps {
  open: boolean;
  /** 通过 (confirm) or 驳回 (a reason the applicant reads). */
  pass: boolean;
  /** Whose application: shown as 「name」. */
  name: string;
  /** What is reviewed, e.g. 入驻申请. */
  what: string;
  /** The sentence after the pass question, e.g. 通过后企业即为已入驻。 */
  passNote: string;
  /** Who reads the reason, e.g. 企业. */
  reader: string;
  /** Sends the decision; throws when refused (the HTTP client has already shown why). */
  submit: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
  /** After the decision landed: refresh what showed it. */
  onDone: () => void;
}

/** The one pass / reject dialog of every review: the typed reason stays when the call is refused. */
export function ReviewDialog({ open, pass, name, what, passNote, reader, submit, onClose, onDone }: ReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setReason('');
    setError(null);
  };

  const confirm = async () => {
    if (!pass && !reason.trim()) {
      setError('请填写驳回原因');
      return;
    }
    setBusy(true);
    try {
      await submit(pass ? undefined : reason.trim());
      reset();
      onDone();
    } catch {
      // The client has shown why (e.g. 状态已变更，请刷新后重试); the typed reason stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={pass ? `通过${what}` : `驳回${what}`}
      open={open}
      okText={pass ? '通过' : '驳回'}
      okButtonProps={{ danger: !pass }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={() => {
        reset();
        onClose();
      }}
    >
      {pass ? (
        <p>确定通过「{name}」的{what}吗？{passNote}</p>
      ) : (
        <>
          <p>驳回「{name}」的{what}，{reader}将看到驳回原因。</p>
          <Input.TextArea
            aria-label="驳回原因"
            placeholder="请输入驳回原因"
            value={reason}
            maxLength={AUDIT_REASON_MAX_LENGTH}
            showCount
            rows={4}
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </>
      )}
    </Dialog>
  );
}
