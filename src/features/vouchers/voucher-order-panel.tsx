import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Spin } from 'antd';
import type { VoucherOrderDetail } from '@/api/voucher-orders';
import { loadError } from '@/api/queries/load-error';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { OrderHistory } from '@/components/order-history/order-history';
import { VOUCHER_GRADES, VOUCHER_SCORE_ITEMS, VOUCHER_SCORE_ITEM_KEYS } from '@contract/vouchers';
import { fen } from './voucher-labels';
import { VoucherOrderActions } from './voucher-order-actions';
import { voucherOrderQuery } from './voucher-order-queries';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

const detailItems = ({ common, orders }: VouchersTexts): DetailItem<VoucherOrderDetail>[] => [
  { key: 'stateLabel', label: orders.orderState },
  { key: 'serviceName', label: orders.service },
  { key: 'mechanismName', label: orders.agency },
  { key: 'companyName', label: common.company },
  { key: 'batchName', label: orders.batch },
  { key: 'faceValue', label: orders.faceValue, render: (o) => fen(o.faceValue) },
  { key: 'contractFen', label: orders.contractAmount, render: (o) => (o.contractFen === null ? null : fen(o.contractFen)) },
  { key: 'contractFile', label: orders.contract, render: (o) => (o.contractFile ? <FileList files={[o.contractFile]} /> : null) },
  { key: 'redeemFen', label: orders.redeemAmount, render: (o) => (o.redeemFen === null ? null : fen(o.redeemFen)) },
  { key: 'companyPaysFen', label: orders.companyPays, render: (o) => (o.companyPaysFen === null ? null : fen(o.companyPaysFen)) },
  { key: 'scores', label: orders.scores, render: (o) => (o.scores ? VOUCHER_SCORE_ITEM_KEYS.map((k) => `${VOUCHER_SCORE_ITEMS[k]} ${o.scores?.[k]}`).join(orders.scoreSeparator) : null) },
  { key: 'grade', label: orders.grade, render: (o) => (o.grade ? orders.gradeOf(o.grade, VOUCHER_GRADES[o.grade]) : null) },
  { key: 'reason', label: common.reason },
  { key: 'needs', label: orders.needs, span: 2 },
];

/** One voucher order: its facts, the caller's buttons and the whole history. */
export function VoucherOrderPanel({ parkId, id }: { parkId: number; id: number }) {
  const { data, error, isPending } = useQuery(voucherOrderQuery(parkId, id));
  const texts = useTexts(vouchersCatalogue);
  const items = useMemo(() => detailItems(texts), [texts]);
  if (isPending) return <Spin />;
  if (error || !data) return <Alert type="error" showIcon message={loadError(error)} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="voucher-order">
      <Card title={texts.orders.titleOf(data.id)} extra={<VoucherOrderActions order={data} />}>
        <DetailView record={data} items={items} />
      </Card>
      <Card title={texts.orders.history}>
        <OrderHistory kind="voucher" events={data.events} />
      </Card>
    </Space>
  );
}
