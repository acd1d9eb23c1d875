import { useMemo } from 'react';
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
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

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

const detailItems = ({ applications, batch, common, vouchers }: VouchersTexts): DetailItem<VoucherDetail>[] => [
  { key: 'code', label: vouchers.code },
  { key: 'state', label: common.state, render: (v) => voucherStateTag(v.state) },
  { key: 'batchName', label: applications.batch },
  { key: 'funder', label: batch.funder },
  { key: 'faceValue', label: vouchers.faceValue, render: (v) => fen(v.faceValue) },
  { key: 'redeemed', label: vouchers.redeemedAmount, render: (v) => (v.redeemed === null ? null : fen(v.redeemed)) },
  { key: 'serviceTypes', label: batch.serviceTypes, render: (v) => serviceTypeNames(v.serviceTypes, common.typeSeparator) },
  { key: 'expiresOn', label: batch.expiresOn },
  { key: 'issuedAt', label: vouchers.issuedAt, format: 'datetime' },
  { key: 'recallReason', label: vouchers.recallReason },
  { key: 'windows', label: batch.windows, span: 2, render: (v) => v.settlementWindows.map((w) => common.range(w.start, w.end)).join(common.listSeparator) },
];

/** Screen `front-voucherDetail`: one of the company's vouchers (`?id=`). */
export function FrontVoucherDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const { data, error, isPending, refetch } = useQuery({ ...myVoucherQuery(id), enabled: Boolean(id) });
  const texts = useTexts(vouchersCatalogue);
  const items = useMemo(() => detailItems(texts), [texts]);
  if (!id) return <Alert type="warning" showIcon message={texts.vouchers.noVoucher} />;
  if (isPending) return <Spin />;
  if (error || !data) return <Alert type="error" showIcon message={loadError(error)} action={<Button onClick={() => void refetch()}>{texts.common.retry}</Button>} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={texts.vouchers.detailTitle} extra={<Button onClick={() => navigate('/order/front-voucher-order')}>{texts.common.back}</Button>}>
        <DetailView record={data} items={items} />
      </Card>
      <VoucherOrderOf voucher={data} />
    </Space>
  );
}
