import { Alert, InputNumber, Typography } from 'antd';
import { useState } from 'react';
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

const columns: DataColumn<OpenBatch>[] = [
  { key: 'name', title: '批次名称' },
  { key: 'funder', title: '出资单位' },
  { key: 'faceValue', title: '单张面额', render: (b) => fen(b.faceValue) },
  { key: 'serviceTypes', title: '可抵扣服务', render: (b) => serviceTypeNames(b.serviceTypes) },
  { key: 'applyEnd', title: '申领截止' },
  { key: 'held', title: '已申领 / 限领', render: (b) => `${b.held} / ${b.quota}` },
];

const fetchPage: ListFetcher<OpenBatch> = ({ pageNum, pageSize }) => fetchOpenBatches({ pageNum, pageSize });

/** The park's batches open for applications; the company applies for up to its quota. */
export function OpenBatchList() {
  const invalidate = useInvalidate();
  const [target, setTarget] = useState<OpenBatch | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
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
        columns={columns}
        rowKey="id"
        actions={[{ key: 'apply', label: '申领', verdict: (b) => canApplyMore(b, parkToday()), run: (b) => { setQuantity(1); setTarget(b); } }]}
      />
      <Dialog title="申领服务券" open={target !== null} okText="提交申领" onOk={() => void confirm()} onCancel={close}>
        <Typography.Paragraph>
          申领「{target?.name}」，每张面额 {fen(target?.faceValue)}，还可申领 {(target?.quota ?? 0) - (target?.held ?? 0)} 张。
        </Typography.Paragraph>
        <InputNumber aria-label="申领张数" min={1} max={Math.max(1, (target?.quota ?? 1) - (target?.held ?? 0))} precision={0} value={quantity} onChange={(v) => setQuantity(v ?? 1)} />
        {refusal && <Alert type="error" showIcon style={{ marginTop: 12 }} title={refusal} />}
      </Dialog>
    </>
  );
}
