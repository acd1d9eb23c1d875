import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Input, Radio, Spin, Table, Typography } from 'antd';
import { claimRefusal } from '@/api/errors';
import type { AssignCandidate, OrderDetail } from '@/api/orders';
import { loadError } from '@/api/queries/load-error';
import { Dialog } from '@/components/dialog/dialog';
import { serviceTypeText } from './order-columns';
import { assignCandidatesQuery } from './orders-queries';
import { EmptyWords } from '@/components/data-table/empty-words';
import { useTexts } from '@/stores/language';
import { ordersCatalogue } from './i18n/orders';

export interface AssignDialogProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
  /** Sends the assignment; rejects when refused (the client has shown why), keeping the choice. */
  assign: (mechanismId: number, note: string) => Promise<unknown>;
}

/** Assigns a park-service application to an agency offering its service type, showing each one's open load and rating. */
export function AssignDialog({ order, open, onClose, assign }: AssignDialogProps) {
  const candidates = useQuery({ ...assignCandidatesQuery(order.parkId, order.id), enabled: open });
  const [chosen, setChosen] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const texts = useTexts(ordersCatalogue);
  const words = texts.assign;
  const assigning = useMutation({
    mutationFn: ({ mechanismId, text }: { mechanismId: number; text: string }) => assign(mechanismId, text),
    onSuccess: onClose,
    // Shown here, not behind the dialog; the choice stays.
    onError: (failure) => setError(claimRefusal(failure)),
  });
  const confirm = () => {
    if (chosen === null) setError(words.chooseAgency);
    else assigning.mutate({ mechanismId: chosen, text: note.trim() });
  };
  const columns = [
    { key: 'pick', title: '', width: 48, render: (_: unknown, row: AssignCandidate) => <Radio aria-label={words.choose(row.name)} checked={chosen === row.id} onChange={() => { setChosen(row.id); setError(null); }} /> },
    { key: 'name', title: words.name, dataIndex: 'name' },
    { key: 'contact', title: texts.apply.contact, render: (_: unknown, row: AssignCandidate) => `${row.contact ?? '--'} ${row.phone ?? ''}` },
    { key: 'openLoad', title: words.openLoad, dataIndex: 'openLoad' },
    { key: 'rating', title: texts.detail.rating, render: (_: unknown, row: AssignCandidate) => (row.rating === null ? words.noRating : words.ratingOf(row.rating.toFixed(1), row.ratedCount)) },
  ];
  return (
    <Dialog title={words.title} open={open} width={720} okText={words.ok} confirmLoading={assigning.isPending} onOk={confirm} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>
        {words.intro(order.subjectTitle, serviceTypeText(order.serviceType))}
      </Typography.Paragraph>
      {candidates.isPending ? (
        <Spin />
      ) : candidates.isError ? (
        <Alert type="error" showIcon title={loadError(candidates.error)} />
      ) : (
        <Table<AssignCandidate> rowKey="id" size="small" pagination={false} dataSource={candidates.data} columns={columns} locale={{ emptyText: <EmptyWords>{words.none}</EmptyWords> }} />
      )}
      <Input.TextArea aria-label={words.note} placeholder={words.noteOptional} rows={2} maxLength={500} style={{ marginTop: 12 }} value={note} onChange={(e) => setNote(e.target.value)} />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Dialog>
  );
}
