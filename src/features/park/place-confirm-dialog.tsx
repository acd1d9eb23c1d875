import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Flex, message } from 'antd';
import { deletePlace, setPlaceEnabled } from '@/api/estate';
import { Dialog } from '@/components/dialog/dialog';
import type { PlaceRef } from './place-actions';
import { useTexts } from '@/stores/language';
import { parkCatalogue, type ParkTexts } from './i18n/park';

export interface PendingChange {
  action: 'delete' | 'disable';
  place: PlaceRef;
}

function question({ action, place }: PendingChange, words: ParkTexts['estate']): string {
  const label = words.places[place.kind];
  if (action === 'disable') return words.disableQuestion(label, place.name);
  return `${words.deleteQuestion(label, place.name)}${words.cascade[place.kind]}`;
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
  const words = useTexts(parkCatalogue).estate;

  const running = useMutation({
    mutationFn: ({ action, place }: PendingChange) =>
      action === 'delete' ? deletePlace(place.kind, place.id, { quiet: true }) : setPlaceEnabled(place.kind, place.id, false, { quiet: true }),
    onSuccess: (_answer, change) => {
      void message.success(words[change.action === 'delete' ? 'deleted' : 'disabled'](words.places[change.place.kind]));
      onDone(change);
    },
    onError: (error, change) => setRefusal({ change, text: error instanceof Error ? error.message : String(error) }),
  });

  return (
    <Dialog
      title={words.confirmTitle}
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
          <span>{question(pending, words)}</span>
          {shownRefusal && <Alert type="error" showIcon title={shownRefusal} />}
        </Flex>
      )}
    </Dialog>
  );
}
