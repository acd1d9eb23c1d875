import { useState } from 'react';
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
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<{ change: PendingChange; text: string } | null>(null);
  const shownRefusal = refusal && refusal.change === pending ? refusal.text : null;

  const execute = async (change: PendingChange) => {
    const { action, place } = change;
    setRunning(true);
    try {
      if (action === 'delete') await deletePlace(place.kind, place.id, { quiet: true });
      else await setPlaceEnabled(place.kind, place.id, false, { quiet: true });
      void message.success(`${PLACE_LABELS[place.kind]}已${action === 'delete' ? '删除' : '停用'}`);
      onDone(change);
    } catch (error) {
      setRefusal({ change, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      title="提示"
      open={pending !== null}
      confirmLoading={running}
      okButtonProps={{ disabled: shownRefusal !== null }}
      onOk={() => pending && void execute(pending)}
      onCancel={() => !running && onClose()}
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
