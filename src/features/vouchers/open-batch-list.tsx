import { Alert, InputNumber, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { claimRefusal } from '@/api/errors';
import { applyForVouchers, fetchOpenBatches, type OpenBatch } from '@/api/vouchers';
import { useInvalidate } from '@/api/queries/invalidate';
import type { DataColumn } from '@/components/data-table/data-table';
import { Dialog } from '@/components/dialog/dialog';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFetcher } from '@/components/list-page/use-list-query';
import { parkToday } from '@contract/park-calendar';
import { canApplyMore } from '@contract/voucher-rules';
import { fen, serviceTypeNames } from './voucher-labels';
import { MY_APPLICATION_KEY, OPEN_BATCH_KEY } from './voucher-queries';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

const columns = ({ batch, common, open }: VouchersTexts): DataColumn<OpenBatch>[] => [
  { key: 'name', title: batch.name },
  { key: 'funder', title: batch.funder },
  { key: 'faceValue', title: batch.faceValue, render: (b) => fen(b.faceValue) },
  { key: 'serviceTypes', title: open.serviceTypes, render: (b) => serviceTypeNames(b.serviceTypes, common.typeSeparator) },
  { key: 'applyEnd', title: open.applyEnd },
  { key: 'held', title: open.held, render: (b) => `${b.held} / ${b.quota}` },
];

const fetchPage: ListFetcher<OpenBatch> = ({ pageNum, pageSize }) => fetchOpenBatches({ pageNum, pageSize });

/** The park's batches open for applications; the company applies for up to its quota. */
export function OpenBatchList() {
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<OpenBatch | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const texts = useTexts(vouchersCatalogue);
  const list = useMemo(() => columns(texts), [texts]);
  const close = () => {
    setTarget(null);
    setRefusal(null);
  };
  const confirm = async () => {
    if (!target) return;
    setRefusal(null);
    try {
      await applyForVouchers({ batchId: target.id, quantity });
      close();
      void invalidate(OPEN_BATCH_KEY, MY_APPLICATION_KEY);
    } catch (failure) {
      // Shown in the dialog (e.g. the quota reached meanwhile), not behind it.
      setRefusal(claimRefusal(failure));
    }
  };
  return (
    <>
      <ListPage<OpenBatch>
        fetch={fetchPage}
        queryKey={OPEN_BATCH_KEY}
        columns={list}
        rowKey="id"
        actions={[{ key: 'apply', label: texts.open.apply, verdict: (b) => canApplyMore(b, parkToday()), run: (b) => { setQuantity(1); setTarget(b); } }]}
      />
      <Dialog title={texts.vouchers.applyTab} open={target !== null} okText={texts.open.submit} onOk={() => void confirm()} onCancel={close}>
        <Typography.Paragraph>
          {texts.open.note(target?.name ?? '', fen(target?.faceValue), (target?.quota ?? 0) - (target?.held ?? 0))}
        </Typography.Paragraph>
        <InputNumber aria-label={texts.applications.quantity} min={1} max={Math.max(1, (target?.quota ?? 1) - (target?.held ?? 0))} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} />
        {refusal && <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusal} />}
      </Dialog>
    </>
  );
}
