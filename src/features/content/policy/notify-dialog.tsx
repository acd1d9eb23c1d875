import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spin, Typography, message } from 'antd';
import { notifyPolicyMatches, previewPolicyNotify } from '@/api/policies';
import { Dialog } from '@/components/dialog/dialog';
import { notifyQuestion, notifySummary } from './notify-words';
import { POLICY_MATCH_KEY } from './policy-queries';
import { contentCatalogue } from '../i18n/content';
import { useTexts } from '@/stores/language';

interface NotifyDialogProps {
  policyId: number;
  /** The chosen companies, or undefined for every matching one; the dialog is open while this is not null. */
  companyIds: number[] | undefined | null;
  onClose: (sent: boolean) => void;
}

/** Asks before a send, counting the companies told before, then sends only to the others and says how many of each. */
export function NotifyDialog({ policyId, companyIds, onClose }: NotifyDialogProps) {
  const open = companyIds !== null;
  const input = { policyId, ...(companyIds ? { companyIds } : {}) };
  const queryClient = useQueryClient();
  const texts = useTexts(contentCatalogue);
  const { notify } = texts;
  const preview = useQuery({
    queryKey: [...POLICY_MATCH_KEY, policyId, 'preview', companyIds ?? 'all'],
    queryFn: () => previewPolicyNotify(input),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
  });
  const send = useMutation({
    mutationFn: () => notifyPolicyMatches(input),
    onSuccess: (result) => {
      void message.success(notifySummary(result, texts));
      void queryClient.invalidateQueries({ queryKey: POLICY_MATCH_KEY });
      onClose(true);
    },
  });
  const nothingToSend = preview.data?.pending === 0;

  return (
    <Dialog
      title={notify.title}
      open={open}
      okText={preview.data && preview.data.notified > 0 && !nothingToSend ? notify.onlyPending : notify.send}
      okButtonProps={{ disabled: !preview.data || nothingToSend }}
      confirmLoading={send.isPending}
      onOk={() => send.mutate()}
      onCancel={() => !send.isPending && onClose(false)}
      width={420}
      destroyOnHidden
    >
      {preview.data ? (
        <Typography.Paragraph>{notifyQuestion(preview.data, Boolean(companyIds), texts)}</Typography.Paragraph>
      ) : preview.isError ? (
        <Typography.Text type="danger">{notify.countFailed}</Typography.Text>
      ) : (
        <Spin size="small" aria-label={notify.counting} />
      )}
    </Dialog>
  );
}
