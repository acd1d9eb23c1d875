import { useMemo } from 'react';
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
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

const LIST = '/vouchers-manage';

const detailItems = ({ batch, common }: VouchersTexts): DetailItem<BatchDetail>[] => [
  { key: 'name', label: batch.name },
  { key: 'funder', label: batch.funder },
  { key: 'phase', label: common.state, render: (b) => phaseTag(b.phase) },
  { key: 'faceValue', label: batch.faceValue, render: (b) => fen(b.faceValue) },
  { key: 'quota', label: batch.quota, render: (b) => batch.quotaOf(b.quota) },
  { key: 'serviceTypes', label: batch.serviceTypes, render: (b) => serviceTypeNames(b.serviceTypes, common.typeSeparator) },
  { key: 'apply', label: batch.applyPeriod, render: (b) => common.range(b.applyStart, b.applyEnd) },
  { key: 'expiresOn', label: batch.expiresOn },
  { key: 'windows', label: batch.windows, span: 2, render: (b) => b.settlementWindows.map((w) => common.range(w.start, w.end)).join(common.listSeparator) },
];

function NewBatch() {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const client = useQueryClient();
  const texts = useTexts(vouchersCatalogue);
  const adding = useMutation({
    mutationFn: (input: BatchAdd) => addBatch(input),
    // The call answers the batch it made: its screen opens on it instead of asking for it again.
    onSuccess: (created) => {
      client.setQueryData(batchQuery(String(created.id)).queryKey, created);
      void invalidate(BATCH_LIST_KEY);
      void message.success(texts.common.saved);
      navigate(`/vouchers-manage-action?id=${created.id}`);
    },
  });
  return (
    <Card title={texts.batch.addTitle}>
      <BatchForm onCancel={() => navigate(LIST)} onSave={adding.mutateAsync} />
    </Card>
  );
}

function EditBatch({ batch }: { batch: BatchDetail }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const back = () => navigate(`/vouchers-manage-action?id=${batch.id}`);
  const texts = useTexts(vouchersCatalogue);
  return (
    <Card title={texts.batch.editTitle}>
      <BatchForm
        initial={batchFormValues(batch)}
        issued={batch.ledger.issued > 0}
        onCancel={back}
        onSave={async (input) => {
          await updateBatch({ id: batch.id, version: batch.version, ...input });
          void invalidate(BATCH_LIST_KEY, BATCH_DETAIL_KEY);
          void message.success(texts.common.saved);
          back();
        }}
      />
    </Card>
  );
}

function BatchView({ batch }: { batch: BatchDetail }) {
  const navigate = useNavigate();
  const texts = useTexts(vouchersCatalogue);
  const items = useMemo(() => detailItems(texts), [texts]);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={batch.name}
        extra={
          <Space>
            <Button onClick={() => navigate(`/vouchers-manage-action?id=${batch.id}&edit=1`)}>{texts.common.edit}</Button>
            <Button onClick={() => navigate(LIST)}>{texts.common.back}</Button>
          </Space>
        }
      >
        <DetailView record={batch} items={items} />
      </Card>
      <LedgerPanel ledger={batch.ledger} days={batch.burnDown} />
      <Card>
        <Tabs
          items={[
            { key: 'applications', label: texts.batch.tabs.applications, children: <ApplicationList batchId={batch.id} expiresOn={batch.expiresOn} /> },
            { key: 'vouchers', label: texts.batch.tabs.vouchers, children: <VoucherList batchId={batch.id} /> },
            { key: 'redeem', label: texts.batch.tabs.redeem, children: <VoucherOrderTable scope="batch" filter={{ batchId: batch.id, state: 'redeeming' }} /> },
            { key: 'orders', label: texts.batch.tabs.orders, children: <VoucherOrderTable scope="batch" filter={{ batchId: batch.id }} /> },
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
  const texts = useTexts(vouchersCatalogue);
  if (hostKey === 'agent') return <AgencyRedemptionScreen />;
  if (!id) return <NewBatch />;
  if (isPending) return <Spin />;
  if (error || !data) return <Alert type="error" showIcon message={loadError(error)} action={<Button onClick={() => void refetch()}>{texts.common.retry}</Button>} />;
  return params.get('edit') ? <EditBatch batch={data} /> : <BatchView batch={data} />;
}
