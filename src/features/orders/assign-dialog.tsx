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
  const assigning = useMutation({
    mutationFn: ({ mechanismId, text }: { mechanismId: number; text: string }) => assign(mechanismId, text),
    onSuccess: onClose,
    // Shown here, not behind the dialog; the choice stays.
    onError: (failure) => setError(claimRefusal(failure)),
  });
  const confirm = () => {
    if (chosen === null) setError('请选择服务机构');
    else assigning.mutate({ mechanismId: chosen, text: note.trim() });
  };
  const columns = [
    { key: 'pick', title: '', width: 48, render: (_: unknown, row: AssignCandidate) => <Radio aria-label={`选择${row.name}`} checked={chosen === row.id} onChange={() => { setChosen(row.id); setError(null); }} /> },
    { key: 'name', title: '机构名称', dataIndex: 'name' },
    { key: 'contact', title: '联系人', render: (_: unknown, row: AssignCandidate) => `${row.contact ?? '--'} ${row.phone ?? ''}` },
    { key: 'openLoad', title: '在办订单', dataIndex: 'openLoad' },
    { key: 'rating', title: '评分', render: (_: unknown, row: AssignCandidate) => (row.rating === null ? '暂无评分' : `${row.rating.toFixed(1)}（${row.ratedCount}）`) },
  ];
  return (
    <Dialog title="指派服务机构" open={open} width={720} okText="指派" confirmLoading={assigning.isPending} onOk={confirm} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>
        为「{order.subjectTitle}」选择提供{serviceTypeText(order.serviceType)}的服务机构：
      </Typography.Paragraph>
      {candidates.isPending ? (
        <Spin />
      ) : candidates.isError ? (
        <Alert type="error" showIcon title={loadError(candidates.error)} />
      ) : (
        <Table<AssignCandidate> rowKey="id" size="small" pagination={false} dataSource={candidates.data} columns={columns} locale={{ emptyText: <EmptyWords>暂无提供该类服务的机构</EmptyWords> }} />
      )}
      <Input.TextArea aria-label="指派说明" placeholder="指派说明（选填）" rows={2} maxLength={500} style={{ marginTop: 12 }} value={note} onChange={(e) => setNote(e.target.value)} />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Dialog>
  );
}
