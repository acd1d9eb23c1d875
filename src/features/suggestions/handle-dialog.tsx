import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Input, Select, Typography } from 'antd';
import { claimRefusal } from '@/api/errors';
import { assignSuggestion, closeSuggestion, replySuggestion, type Suggestion } from '@/api/suggestions';
import { Dialog } from '@/components/dialog/dialog';
import { claimFieldErrors } from '@/components/form-errors/claim-field-errors';
import { useContractWord } from '@/components/i18n/contract-word';
import { SUGGESTION_REPLY_MAX, SUGGESTION_TRANSITIONS, type SuggestionAction } from '@contract/suggestions';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { suggestionsCatalogue } from './i18n/suggestions';
import { assigneesQuery } from './suggestion-queries';

export interface HandleDialogProps {
  /** The action and the row it acts on; null when closed. */
  open: { action: SuggestionAction; row: Suggestion } | null;
  onClose: () => void;
  /** After the change landed: refresh what showed it. */
  onDone: () => void;
}

/** The one input of each action, as the call names it. */
const INPUTS = ['reply', 'assigneeId', 'remark'] as const;

/** 回复, 指派 or 关闭 one suggestion; what was typed stays when the call is refused (e.g. the state changed). */
export function HandleDialog({ open, onClose, onDone }: HandleDialogProps) {
  const parkId = useParkStore((state) => state.parkId);
  const [text, setText] = useState('');
  const [assignee, setAssignee] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const action = open?.action;
  const people = useQuery({ ...assigneesQuery(parkId), enabled: action === 'assign' && Boolean(parkId) });
  const texts = useTexts(suggestionsCatalogue);
  const words = texts.handle;
  const word = useContractWord();

  const reset = () => {
    setText('');
    setAssignee(undefined);
    setError(null);
  };
  const sending = useMutation({
    mutationFn: ({ action: step, row }: NonNullable<HandleDialogProps['open']>) => {
      if (step === 'reply') return replySuggestion(row, text.trim());
      if (step === 'assign') return assignSuggestion(row, assignee ?? 0);
      return closeSuggestion(row, text.trim() || undefined);
    },
    onSuccess: () => {
      reset();
      onDone();
    },
    onError: (failure) => {
      // A refusal of the input shows under it, any other here, not behind the dialog; what was typed stays.
      const refused = claimFieldErrors(failure, INPUTS);
      if (refused) setError(Object.values(refused)[0] ?? null);
      else setError(claimRefusal(failure));
    },
  });
  const confirm = () => {
    if (!open) return;
    const missing = (open.action === 'reply' && !text.trim()) || (open.action === 'assign' && !assignee);
    if (missing) setError(open.action === 'reply' ? words.replyRequired : words.assigneeRequired);
    else sending.mutate(open);
  };
  return (
    <Dialog
      title={action ? words.title(word(SUGGESTION_TRANSITIONS[action].label)) : ''}
      open={open !== null}
      confirmLoading={sending.isPending}
      onOk={confirm}
      onCancel={() => {
        if (sending.isPending) return;
        reset();
        onClose();
      }}
      dirty={Boolean(text.trim() || assignee)}
      destroyOnHidden
    >
      {open && (
        <>
          <Typography.Paragraph ellipsis={{ rows: 3 }}>{words.quoted(open.row.companyName, open.row.content)}</Typography.Paragraph>
          {action === 'assign' ? (
            <Select<number>
              aria-label={texts.assignee}
              placeholder={words.assigneePlaceholder}
              style={{ width: '100%' }}
              loading={people.isPending}
              value={assignee}
              onChange={(value) => {
                setAssignee(value);
                setError(null);
              }}
              options={(people.data ?? []).map((p) => ({ label: p.name, value: p.id }))}
            />
          ) : (
            <Input.TextArea
              aria-label={action === 'reply' ? words.replyText : texts.closeRemark}
              placeholder={action === 'reply' ? words.replyPlaceholder : words.closePlaceholder}
              rows={4}
              maxLength={action === 'reply' ? SUGGESTION_REPLY_MAX : 200}
              showCount
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
          )}
          {error && <Typography.Text type="danger">{error}</Typography.Text>}
        </>
      )}
    </Dialog>
  );
}
