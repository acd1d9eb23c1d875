import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Flex, message } from 'antd';
import { deletePlace, setPlaceEnabled } from '@/api/estate';
import { Dialog } from '@/components/dialog/dialog';
import type { PlaceRef } from './place-actions';
import { PLACE_LABELS } from './place-dialog';

export interface PendingChange {
  action: 'delete' | 'disable';
  place: PlaceRef;
}

const CASCADE: Record<PlaceRef['kind'], string> = {
  building: '其下的楼层和房间将一并删除。',
  floor: '其下的房间将一并删除。',
  room: '',
};

function question({ action, place }: PendingChange): string {
  const label = PLACE_LABELS[place.kind];
  if (action === 'disable') return `确定停用${label}「${place.name}」吗？`;
  return `确定删除${label}「${place.name}」吗？${CASCADE[place.kind]}`;
}

interface PlaceConfirmDialogProps {
  pending: PendingChange | null;
  onClose: () => void;
  onDone: (change: PendingChange) => void;
}

/** Asks before deleting or disabling a place; a refusal (e.g. the company that occupies it) stays in the dialog. */
export function PlaceConfirmDialog({ pending, onClose, onDone }: PlaceConfirmDialogProps) {
  const [refusal, setRefusal] = useState<{ change: PendingChange; text: string } | null>(null);
  const shownRefusal = refusal && refusal.change === pending ? refusal.text : null;

  const running = useMutation({
    mutationFn: ({ action, place }: PendingChange) =>
      action === 'delete' ? deletePlace(place.kind, place.id, { quiet: true }) : setPlaceEnabled(place.kind, place.id, false, { quiet: true }),
    onSuccess: (_answer, change) => {
      void message.success(`${PLACE_LABELS[change.place.kind]}已${change.action === 'delete' ? '删除' : '停用'}`);
      onDone(change);
    },
    onError: (error, change) => setRefusal({ change, text: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <Dialog
      title="提示"
      open={pending !== null}
      confirmLoading={running.isPending}
      okButtonProps={{ disabled: shownRefusal !== null }}
      onOk={() => pending && running.mutate(pending)}
      onCancel={() => !running.isPending && onClose()}
      width={420}
      destroyOnHidden
    >
      {pending && (
        <Flex vertical gap={12}>
          <span>{question(pending)}</span>
          {shownRefusal && <Alert type="error" showIcon title={shownRefusal} />}
        </Flex>
      )}
    </Dialog>
  );
}
