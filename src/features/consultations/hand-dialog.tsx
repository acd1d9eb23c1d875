import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Select } from 'antd';
import { claimRefusal } from '@/api/errors';
import { handConsultation, type ConsultationDetail } from '@/api/consultations';
import { Dialog } from '@/components/dialog/dialog';
import { claimFieldErrors } from '@/components/form-errors/claim-field-errors';
import { serviceTypeName } from '@/lib/i18n/service-type-name';
import { handCandidatesQuery } from './consultation-queries';
import { useTexts } from '@/stores/language';
import { consultationsCatalogue } from './i18n/consultations';

interface HandDialogProps {
  target: ConsultationDetail | null;
  onClose: () => void;
  onDone: (next: ConsultationDetail) => void;
}

const typeNames = (types: string[], separator: string) => types.map(serviceTypeName).join(separator);

/** Hands a consultation to a listed agency, with a note the agency reads; the typed values stay when refused. */
export function HandDialog({ target, onClose, onDone }: HandDialogProps) {
  const candidates = useQuery({ ...handCandidatesQuery(), enabled: Boolean(target) });
  const [mechanismId, setMechanismId] = useState<number | undefined>();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refused, setRefused] = useState<Partial<Record<'mechanismId' | 'note', string>>>({});
  const words = useTexts(consultationsCatalogue).handDialog;
  const handing = useMutation({
    mutationFn: ({ to, mechanism, text }: { to: ConsultationDetail; mechanism: number; text: string }) => handConsultation(to, mechanism, text),
    onMutate: () => setRefusal(null),
    onSuccess: (next) => {
      onDone(next);
      setMechanismId(undefined);
      setNote('');
    },
    onError: (failure) => {
      // A refusal of the choice or the note shows under it, any other in the dialog, not behind it; both stay.
      const refused = claimFieldErrors(failure, ['mechanismId', 'note'] as const);
      setRefused(refused ?? {});
      setRefusal(refused ? null : claimRefusal(failure));
    },
  });
  const submit = () => {
    if (target && mechanismId) handing.mutate({ to: target, mechanism: mechanismId, text: note.trim() });
  };
  return (
    <Dialog title={words.title} open={Boolean(target)} onCancel={() => { setRefusal(null); onClose(); }} dirty={Boolean(mechanismId || note)} onOk={submit} okButtonProps={{ disabled: !mechanismId, loading: handing.isPending }}>
      <Form layout="vertical">
        <Form.Item label={words.agency} required validateStatus={refused.mechanismId ? 'error' : undefined} help={refused.mechanismId}>
          <Select
            aria-label={words.agency}
            placeholder={words.placeholder}
            loading={candidates.isPending}
            value={mechanismId}
            onChange={(id: number) => {
              setMechanismId(id);
              setRefused(({ mechanismId: _, ...rest }) => rest);
            }}
            showSearch={{ optionFilterProp: 'label' }}
            options={(candidates.data ?? []).filter((c) => c.id !== target?.mechanismId).map((c) => ({ value: c.id, label: words.agencyOption(c.name, typeNames(c.serviceTypes, words.typeSeparator)) }))}
          />
        </Form.Item>
        <Form.Item label={words.note} validateStatus={refused.note ? 'error' : undefined} help={refused.note}>
          <Input.TextArea
            aria-label={words.note}
            maxLength={200}
            showCount
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setRefused(({ note: _, ...rest }) => rest);
            }}
          />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Dialog>
  );
}
