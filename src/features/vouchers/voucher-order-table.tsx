import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Table, type TableColumnsType } from 'antd';
import type { VoucherOrder, VoucherOrderListQuery } from '@/api/voucher-orders';
import { loadError } from '@/api/queries/load-error';
import { formatDateTime } from '@/lib/dates';
import { fen } from './voucher-labels';
import { VoucherOrderPanel } from './voucher-order-panel';
import { voucherOrderListQuery, type VoucherOrderScope } from './voucher-order-queries';

const PAGE_SIZE = 10;

const columns = (open: (o: VoucherOrder) => void): TableColumnsType<VoucherOrder> => [
  { title: '订单号', dataIndex: 'id', width: 80 },
  { title: '服务', dataIndex: 'serviceName' },
  { title: '企业', dataIndex: 'companyName' },
  { title: '服务机构', dataIndex: 'mechanismName' },
  { title: '面额', dataIndex: 'faceValue', render: (v: number) => fen(v) },
  { title: '状态', dataIndex: 'stateLabel' },
  { title: '下单时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
  { title: '操作', key: 'open', render: (_, o) => <Button type="link" onClick={() => open(o)}>查看</Button> },
];

/** A page of voucher orders of one scope; 查看 opens the order with its buttons and history in a drawer. */
export function VoucherOrderTable({ scope, filter = {} }: { scope: VoucherOrderScope; filter?: Omit<VoucherOrderListQuery, 'pageNum' | 'pageSize'> }) {
  const [pageNum, setPageNum] = useState(1);
  const [opened, setOpened] = useState<VoucherOrder | null>(null);
  const { data, error, isPending } = useQuery(voucherOrderListQuery(scope, { ...filter, pageNum, pageSize: PAGE_SIZE }));
  if (error) return <Alert type="error" showIcon message={loadError(error)} />;
  return (
    <>
      <Table<VoucherOrder>
        rowKey="id"
        size="middle"
        loading={isPending}
        dataSource={data?.list ?? []}
        columns={columns(setOpened)}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPageNum, showSizeChanger: false }}
      />
      <Drawer open={opened !== null} width={760} title="服务券订单" onClose={() => setOpened(null)} destroyOnHidden>
        {opened && <VoucherOrderPanel parkId={opened.parkId} id={opened.id} />}
      </Drawer>
    </>
  );
}
