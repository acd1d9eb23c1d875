import { message } from 'antd';
import { useTexts } from '@/stores/language';
import { lifeTreeCatalogue } from './i18n/life-tree';
import { useMutation } from '@tanstack/react-query';
import { deleteMilestone, type Milestone } from '@/api/life-tree';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import { COMPARISON_KEY, LIFE_TREE_KEY } from './life-tree-queries';

interface DeleteMilestoneDialogProps {
  milestone: Milestone | null;
  onClose: () => void;
}

/** Asks before deleting a milestone; the tree reloads once it is gone. */
export function DeleteMilestoneDialog({ milestone, onClose }: DeleteMilestoneDialogProps) {
  const invalidate = useInvalidate();
  const { milestone: words } = useTexts(lifeTreeCatalogue);
  const removal = useMutation({
    mutationFn: (id: number) => deleteMilestone(id),
    onSuccess: async () => {
      void message.success(words.removed);
      await invalidate(LIFE_TREE_KEY, COMPARISON_KEY);
      onClose();
    },
  });
  return (
    <Dialog
      title={words.removeTitle}
      open={milestone !== null}
      onCancel={onClose}
      onOk={() => milestone && removal.mutate(milestone.id)}
      confirmLoading={removal.isPending}
      okButtonProps={{ danger: true }}
      destroyOnHidden
    >
      {milestone && words.removeConfirm(milestone.title)}
    </Dialog>
  );
}
