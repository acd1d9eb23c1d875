import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spin, Typography, message } from 'antd';
import { notifyPolicyMatches, previewPolicyNotify } from '@/api/policies';
import { Dialog } from '@/components/dialog/dialog';
import { notifyQuestion, notifySummary } from './notify-words';
import { POLICY_MATCH_KEY } from './policy-queries';

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
      void message.success(notifySummary(result));
      void queryClient.invalidateQueries({ queryKey: POLICY_MATCH_KEY });
      onClose(true);
    },
  });
  const nothingToSend = preview.data?.pending === 0;

  return (
    <Dialog
      title="通知企业"
      open={open}
      okText={preview.data && preview.data.notified > 0 && !nothingToSend ? '仅通知未通知的企业' : '发送通知'}
      okButtonProps={{ disabled: !preview.data || nothingToSend }}
      confirmLoading={send.isPending}
      onOk={() => send.mutate()}
      onCancel={() => !send.isPending && onClose(false)}
      width={420}
      destroyOnHidden
    >
      {preview.data ? (
        <Typography.Paragraph>{notifyQuestion(preview.data, Boolean(companyIds))}</Typography.Paragraph>
      ) : preview.isError ? (
        <Typography.Text type="danger">未能统计符合条件的企业，请关闭后重试</Typography.Text>
      ) : (
        <Spin size="small" aria-label="正在统计" />
      )}
    </Dialog>
  );
}
