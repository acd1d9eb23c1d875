import { message } from 'antd';
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
  const removal = useMutation({
    mutationFn: (id: number) => deleteMilestone(id),
    onSuccess: async () => {
      void message.success('里程碑已删除');
      await invalidate(LIFE_TREE_KEY, COMPARISON_KEY);
      onClose();
    },
  });
  return (
    <Dialog
      title="删除里程碑"
      open={milestone !== null}
      onCancel={onClose}
      onOk={() => milestone && removal.mutate(milestone.id)}
      confirmLoading={removal.isPending}
      okButtonProps={{ danger: true }}
      destroyOnHidden
    >
      {milestone && `确定删除里程碑「${milestone.title}」吗？`}
    </Dialog>
  );
}
