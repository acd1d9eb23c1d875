import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Tabs, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addBatch, updateBatch, type BatchAdd, type BatchDetail } from '@/api/vouchers';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { useSessionStore } from '@/stores/session';
import { ApplicationList } from './application-list';
import { BatchForm } from './batch-form';
import { batchFormValues } from './batch-form-values';
import { LedgerPanel } from './ledger-panel';
import { fen, phaseTag, serviceTypeNames } from './voucher-labels';
import { VoucherList } from './voucher-list';
import { AgencyRedemptionScreen } from './agency-voucher-order-screens';
import { VoucherOrderTable } from './voucher-order-table';
import { BATCH_DETAIL_KEY, BATCH_LIST_KEY, batchQuery } from './voucher-queries';

const LIST = '/vouchers-manage';

const items: DetailItem<BatchDetail>[] = [
  { key: 'name', label: '批次名称' },
  { key: 'funder', label: '出资单位' },
  { key: 'phase', label: '状态', render: (b) => phaseTag(b.phase) },
  { key: 'faceValue', label: '单张面额', render: (b) => fen(b.faceValue) },
  { key: 'quota', label: '每家企业限领', render: (b) => `${b.quota}张` },
  { key: 'serviceTypes', label: '可抵扣服务类型', render: (b) => serviceTypeNames(b.serviceTypes) },
  { key: 'apply', label: '申领时间', render: (b) => `${b.applyStart} 至 ${b.applyEnd}` },
  { key: 'expiresOn', label: '有效期至' },
  { key: 'windows', label: '结算窗口', span: 2, render: (b) => b.settlementWindows.map((w) => `${w.start} 至 ${w.end}`).join('；') },
];

function NewBatch() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const client = useQueryClient();
  const adding = useMutation({
    mutationFn: (input: BatchAdd) => addBatch(input),
    // The call answers the batch it made: its screen opens on it instead of asking for it again.
    onSuccess: (created) => {
      client.setQueryData(batchQuery(String(created.id)).queryKey, created);
      void invalidate(BATCH_LIST_KEY);
      void message.success('保存成功');
      navigate(`/vouchers-manage-action?id=${created.id}`);
    },
  });
  return (
    <Card title="新增服务券批次">
      <BatchForm onCancel={() => navigate(LIST)} onSave={adding.mutateAsync} />
    </Card>
  );
}

function EditBatch({ batch }: { batch: BatchDetail }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const back = () => navigate(`/vouchers-manage-action?id=${batch.id}`);
  return (
    <Card title="编辑服务券批次">
      <BatchForm
        initial={batchFormValues(batch)}
        issued={batch.ledger.issued > 0}
        onCancel={back}
        onSave={async (input) => {
          await updateBatch({ id: batch.id, version: batch.version, ...input });
          void invalidate(BATCH_LIST_KEY, BATCH_DETAIL_KEY);
          void message.success('保存成功');
          back();
        }}
      />
    </Card>
  );
}

function BatchView({ batch }: { batch: BatchDetail }) {
  const navigate = useNavigate();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={batch.name}
        extra={
          <Space>
            <Button onClick={() => navigate(`/vouchers-manage-action?id=${batch.id}&edit=1`)}>编辑</Button>
            <Button onClick={() => navigate(LIST)}>返回</Button>
          </Space>
        }
      >
        <DetailView record={batch} items={items} />
      </Card>
      <LedgerPanel ledger={batch.ledger} days={batch.burnDown} />
      <Card>
        <Tabs
          items={[
            { key: 'applications', label: '申领审核', children: <ApplicationList batchId={batch.id} expiresOn={batch.expiresOn} /> },
            { key: 'vouchers', label: '已发放服务券', children: <VoucherList batchId={batch.id} /> },
            { key: 'redeem', label: '核销审核', children: <VoucherOrderTable scope="batch" filter={{ batchId: batch.id, state: 'redeeming' }} /> },
            { key: 'orders', label: '服务券订单', children: <VoucherOrderTable scope="batch" filter={{ batchId: batch.id }} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

/** Screen `vouchers-manage-action`: no `?id=` a new batch; `?id=` its detail, ledger and applications; `&edit=1` its form. */
export function VouchersActionScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const hostKey = useSessionStore((state) => state.hostKey);
  const { data, error, isPending, refetch } = useQuery({ ...batchQuery(id), enabled: Boolean(id) && hostKey === 'manage' });
  if (hostKey === 'agent') return <AgencyRedemptionScreen />;
  if (!id) return <NewBatch />;
  if (isPending) return <Spin />;
  if (error || !data) return <Alert type="error" showIcon message={loadError(error)} action={<Button onClick={() => void refetch()}>重试</Button>} />;
  return params.get('edit') ? <EditBatch batch={data} /> : <BatchView batch={data} />;
}
