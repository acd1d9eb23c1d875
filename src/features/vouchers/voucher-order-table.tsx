import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Table, type TableColumnsType } from 'antd';
import type { VoucherOrder, VoucherOrderListQuery } from '@/api/voucher-orders';
import { loadError } from '@/api/queries/load-error';
import { formatDateTime } from '@/lib/dates';
import { fen } from './voucher-labels';
import { VoucherOrderPanel } from './voucher-order-panel';
import { voucherOrderListQuery, type VoucherOrderScope } from './voucher-order-queries';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue, type VouchersTexts } from './i18n/vouchers';

const PAGE_SIZE = 10;

const columns = (open: (o: VoucherOrder) => void, { common, orders, vouchers }: VouchersTexts): TableColumnsType<VoucherOrder> => [
  { title: orders.id, dataIndex: 'id', width: 80 },
  { title: orders.service, dataIndex: 'serviceName' },
  { title: common.company, dataIndex: 'companyName' },
  { title: orders.agency, dataIndex: 'mechanismName' },
  { title: vouchers.faceValue, dataIndex: 'faceValue', render: (v: number) => fen(v) },
  { title: common.state, dataIndex: 'stateLabel' },
  { title: orders.createdAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
  { title: orders.actions, key: 'open', render: (_, o) => <Button type="link" onClick={() => open(o)}>{common.view}</Button> },
];

/** A page of voucher orders of one scope; 查看 opens the order with its buttons and history in a drawer. */
export function VoucherOrderTable({ scope, filter = {} }: { scope: VoucherOrderScope; filter?: Omit<VoucherOrderListQuery, 'pageNum' | 'pageSize'> }) {
  const [pageNum, setPageNum] = useState(1);
  const [opened, setOpened] = useState<VoucherOrder | null>(null);
  const texts = useTexts(vouchersCatalogue);
  const list = useMemo(() => columns(setOpened, texts), [texts]);
  const { data, error, isPending } = useQuery(voucherOrderListQuery(scope, { ...filter, pageNum, pageSize: PAGE_SIZE }));
  if (error) return <Alert type="error" showIcon message={loadError(error)} />;
  return (
    <>
      <Table<VoucherOrder>
        rowKey="id"
        size="middle"
        loading={isPending}
        dataSource={data?.list ?? []}
        columns={list}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum, showSizeChanger: false }}
      />
      <Drawer open={opened !== null} width={760} title={texts.orders.title} onClose={() => setOpened(null)} destroyOnHidden>
        {opened && <VoucherOrderPanel parkId={opened.parkId} id={opened.id} />}
      </Drawer>
    </>
  );
}
