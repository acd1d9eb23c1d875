import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Input, Typography } from 'antd';
import { claimRefusal } from '@/api/errors';
import { Dialog } from '@/components/dialog/dialog';
import { claimFieldErrors } from '@/components/form-errors/claim-field-errors';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';
import { AUDIT_REASON_MAX_LENGTH } from '@contract/constants';

export interface OpinionDialogProps {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  /** What the text is called, e.g. 审核意见 or 取消原因; without it the dialog only confirms. */
  label?: string;
  /** A sentence above the text: who reads it, what happens. */
  note: string;
  required?: boolean;
  maxLength?: number;
  /** The fields of the call the text is sent as: a refusal about them shows under the text (default reason, note). */
  fields?: readonly string[];
  /** Sends it; when refused the dialog stays open with the reason shown in it (under the text when it is about the text), and the typed text stays. */
  submit: (text: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

const TEXT_FIELDS = ['reason', 'note'] as const;

/** A decision, with a text the other side reads when it has a label: a review's outcome, a cancel, a recall. */
export function OpinionDialog(props: OpinionDialogProps) {
  const { open, title, okText, danger, label, note, required = false, maxLength = AUDIT_REASON_MAX_LENGTH, fields = TEXT_FIELDS, submit, onClose, onDone } = props;
  const texts = useTexts(sharedCatalogue);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const sending = useMutation({
    mutationFn: submit,
    onMutate: () => setRefusal(null),
    onSuccess: () => {
      setText('');
      onDone();
    },
    onError: (failure) => {
      // A refusal of the text shows under it; any other in the dialog, not behind it (e.g. 状态已变更，请刷新后重试).
      // The typed text stays.
      const refused = label ? claimFieldErrors(failure, fields) : null;
      if (refused) setError(Object.values(refused)[0] ?? null);
      else setRefusal(claimRefusal(failure));
    },
  });

  const confirm = () => {
    if (label && required && !text.trim()) {
      setError(texts.fillIn(label));
      return;
    }
    sending.mutate(text.trim());
  };

  return (
    <Dialog
      title={title}
      open={open}
      okText={okText}
      okButtonProps={{ danger: Boolean(danger) }}
      confirmLoading={sending.isPending}
      onOk={confirm}
      onCancel={() => {
        setText('');
        setError(null);
        setRefusal(null);
        onClose();
      }}
    >
      <p>{note}</p>
      {label && (
        <>
          <Input.TextArea
            aria-label={label}
            placeholder={required ? texts.enterField(label) : texts.optional(label)}
            value={text}
            maxLength={maxLength}
            showCount
            rows={4}
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </>
      )}
      {refusal && <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusal} />}
    </Dialog>
  );
}
