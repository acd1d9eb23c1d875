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

const items: DetailItem<VoucherOrderDetail>[] = [
  { key: 'stateLabel', label: '订单状态' },
  { key: 'serviceName', label: '服务' },
  { key: 'mechanismName', label: '服务机构' },
  { key: 'companyName', label: '企业' },
  { key: 'batchName', label: '服务券批次' },
  { key: 'faceValue', label: '服务券面额', render: (o) => fen(o.faceValue) },
  { key: 'contractFen', label: '合同金额', render: (o) => (o.contractFen === null ? null : fen(o.contractFen)) },
  { key: 'contractFile', label: '已签合同', render: (o) => (o.contractFile ? <FileList files={[o.contractFile]} /> : null) },
  { key: 'redeemFen', label: '服务券核销', render: (o) => (o.redeemFen === null ? null : fen(o.redeemFen)) },
  { key: 'companyPaysFen', label: '企业自付', render: (o) => (o.companyPaysFen === null ? null : fen(o.companyPaysFen)) },
  { key: 'scores', label: '评分', render: (o) => (o.scores ? VOUCHER_SCORE_ITEM_KEYS.map((k) => `${VOUCHER_SCORE_ITEMS[k]} ${o.scores?.[k]}`).join('，') : null) },
  { key: 'grade', label: '评级', render: (o) => (o.grade ? `${o.grade}（${VOUCHER_GRADES[o.grade]}）` : null) },
  { key: 'reason', label: '原因' },
  { key: 'needs', label: '需求', span: 2 },
];

/** One voucher order: its facts, the caller's buttons and the whole history. */
export function VoucherOrderPanel({ parkId, id }: { parkId: number; id: number }) {
  const { data, error, isPending } = useQuery(voucherOrderQuery(parkId, id));
  if (isPending) return <Spin />;
  if (error || !data) return <Alert type="error" showIcon message={loadError(error)} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="voucher-order">
      <Card title={`服务券订单 #${data.id}`} extra={<VoucherOrderActions order={data} />}>
        <DetailView record={data} items={items} />
      </Card>
      <Card title="处理记录">
        <OrderHistory kind="voucher" events={data.events} />
      </Card>
    </Space>
  );
}
