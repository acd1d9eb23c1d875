import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { VoucherDetail } from '@/api/vouchers';
import { loadError } from '@/api/queries/load-error';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { fen, serviceTypeNames, voucherStateTag } from './voucher-labels';
import { myVoucherQuery } from './voucher-queries';
import { SpendVoucherForm } from './spend-voucher-form';
import { VoucherOrderPanel } from './voucher-order-panel';
import { voucherOrderListQuery } from './voucher-order-queries';

/** The voucher's latest order (a cancelled one frees it, so an active voucher may have earlier ones), or the spend form. */
function VoucherOrderOf({ voucher }: { voucher: VoucherDetail }) {
  const { data } = useQuery(voucherOrderListQuery('company', { voucherId: voucher.id, pageNum: 1, pageSize: 1 }));
  const latest = data?.list[0];
  return (
    <>
      {voucher.state === 'active' && <SpendVoucherForm voucher={voucher} />}
      {latest && <VoucherOrderPanel parkId={latest.parkId} id={latest.id} />}
    </>
  );
}

const items: DetailItem<VoucherDetail>[] = [
  { key: 'code', label: '券号' },
  { key: 'state', label: '状态', render: (v) => voucherStateTag(v.state) },
  { key: 'batchName', label: '所属批次' },
  { key: 'funder', label: '出资单位' },
  { key: 'faceValue', label: '面额', render: (v) => fen(v.faceValue) },
  { key: 'redeemed', label: '核销金额', render: (v) => (v.redeemed === null ? null : fen(v.redeemed)) },
  { key: 'serviceTypes', label: '可抵扣服务类型', render: (v) => serviceTypeNames(v.serviceTypes) },
  { key: 'expiresOn', label: '有效期至' },
  { key: 'issuedAt', label: '发放时间', format: 'datetime' },
  { key: 'recallReason', label: '收回原因' },
  { key: 'windows', label: '结算窗口', span: 2, render: (v) => v.settlementWindows.map((w) => `${w.start} 至 ${w.end}`).join('；') },
];

/** Screen `front-voucherDetail`: one of the company's vouchers (`?id=`). */
export function FrontVoucherDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const { data, error, isPending, refetch } = useQuery({ ...myVoucherQuery(id), enabled: Boolean(id) });
  if (!id) return <Alert type="warning" showIcon message="未指定服务券" />;
  if (isPending) return <Spin />;
  if (error || !data) return <Alert type="error" showIcon message={loadError(error)} action={<Button onClick={() => void refetch()}>重试</Button>} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="服务券详情" extra={<Button onClick={() => navigate('/order/front-voucher-order')}>返回</Button>}>
        <DetailView record={data} items={items} />
      </Card>
      <VoucherOrderOf voucher={data} />
    </Space>
  );
}
