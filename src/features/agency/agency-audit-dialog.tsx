import { useState } from 'react';
import { Input, Typography } from 'antd';
import { auditAgency } from '@/api/agency';
import { Dialog } from '@/components/dialog/dialog';
import { AUDIT_REASON_MAX_LENGTH } from '@/contract/constants';

export interface AgencyAuditTarget {
  id: number;
  name: string;
  version: number;
  /** A first submission, or a change to an approved profile. */
  changePending: boolean;
}

export interface AgencyAuditDialogProps {
  target: AgencyAuditTarget | null;
  pass: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** 通过 asks to confirm; 驳回 asks for the reason, which the agency reads. */
export function AgencyAuditDialog({ target, pass, onClose, onDone }: AgencyAuditDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const what = target?.changePending ? '机构信息变更' : '机构信息';

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!target) return;
    if (!pass && !reason.trim()) {
      setError('请填写驳回原因');
      return;
    }
    setBusy(true);
    try {
      await auditAgency({ id: target.id, version: target.version, pass, ...(pass ? {} : { reason: reason.trim() }) });
      setReason('');
      setError(null);
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
      open={target !== null}
      okText={pass ? '通过' : '驳回'}
      okButtonProps={{ danger: !pass }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={close}
    >
      {pass ? (
        <p>确定通过「{target?.name}」的{what}吗？{target?.changePending ? '通过后变更内容立即生效。' : '通过后机构即上架展示。'}</p>
      ) : (
        <>
          <p>驳回「{target?.name}」的{what}，机构将看到驳回原因。</p>
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
