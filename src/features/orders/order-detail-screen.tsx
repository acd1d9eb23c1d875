import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { orderCalls, type OrderDetail } from '@/api/orders';
import { loadError } from '@/api/queries/load-error';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { StatusTag } from '@/components/status-tag/status-tag';
import type { FileRef } from '@contract/files';
import { ORDER_KINDS, type OrderAction } from '@contract/order-states';
import { useMayCall } from '@/stores/access';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { fenText, OrderStateTag, providerText, serviceTypeText } from './order-columns';
import { OrderActions } from './order-actions';
import { OrderHistory } from '@/components/order-history/order-history';
import { ORDER_KEYS, orderQuery } from './orders-queries';

const files = (list: FileRef[]) => (list.length === 0 ? null : <FileList files={list} />);

const items: DetailItem<OrderDetail>[] = [
  { key: 'subjectTitle', label: '申请事项' },
  { key: 'kind', label: '类型', render: (o) => ORDER_KINDS[o.kind] },
  { key: 'state', label: '状态', render: (o) => <OrderStateTag row={o} /> },
  { key: 'serviceType', label: '服务类型', render: (o) => serviceTypeText(o.serviceType) },
  { key: 'companyName', label: '申请企业' },
  { key: 'provider', label: '服务方', render: providerText },
  { key: 'contact', label: '联系人' },
  { key: 'phone', label: '联系电话' },
  { key: 'expectedDate', label: '期望完成日期' },
  { key: 'createdAt', label: '申请时间', format: 'datetime' },
  { key: 'needs', label: '需求描述', span: 2 },
  { key: 'attachments', label: '附件', span: 2, render: (o) => files(o.attachments) },
  { key: 'reason', label: '原因', span: 2 },
  { key: 'amountFen', label: '回单金额', render: (o) => fenText(o.amountFen) },
  { key: 'receiptFile', label: '发票或收据', render: (o) => (o.receiptFile ? files([o.receiptFile]) : null) },
  { key: 'rating', label: '评分', render: (o) => (o.rating === null ? null : `${o.rating} 分`) },
  { key: 'ratingComment', label: '评价' },
  { key: 'firstResponseAt', label: '首次响应', format: 'datetime' },
  { key: 'completedAt', label: '完成时间', format: 'datetime' },
];

const LISTS: Record<string, string> = { front: '/front-cash-order', agent: '/cash-order', manage: '/serviceOrder' };

/** One order with its whole history and the buttons its party may press now (front-cashOrderDetail, cashOrderDetail, serviceOrderDetail, order-detail). */
export function OrderDetailScreen({ open = null }: { open?: OrderAction | null }) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const host = useSessionStore((state) => state.hostKey) ?? 'front';
  // An agency works in no park: the link names the order's.
  const sessionPark = useParkStore((state) => state.parkId);
  const parkId = Number(params.get('parkId')) || sessionPark;
  const mayRoute = useMayCall(orderCalls.parkAction);
  const client = useQueryClient();
  const query = orderQuery(parkId, id);
  const info = useQuery(query);
  const back = () => navigate(LISTS[host] ?? '/');
  if (!id) return <Alert type="warning" showIcon title="未指定订单" />;
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} action={<Button onClick={() => void info.refetch()}>重试</Button>} />;
  const order = info.data;
  const done = (next: OrderDetail | null) => {
    for (const key of ORDER_KEYS) void client.invalidateQueries({ queryKey: key });
    if (next) client.setQueryData(query.queryKey, next);
    else back();
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={<Space>{order.subjectTitle}<OrderStateTag row={order} />{order.overdue && <StatusTag tone="danger">超时</StatusTag>}</Space>}
        extra={
          <Space>
            <OrderActions order={order} host={host} mayAct={host !== 'manage' || mayRoute} onDone={done} initial={open} />
            <Button onClick={back}>返回列表</Button>
          </Space>
        }
      >
        <DetailView record={order} items={items} />
      </Card>
      <Card title="处理记录">
        <Typography.Paragraph type="secondary">每一步由谁在何时完成，以及附带的说明和文件。</Typography.Paragraph>
        <OrderHistory kind={order.kind} events={order.events} />
      </Card>
    </Space>
  );
}

/** Screen `assignOrder`: the order with the assignment dialog open. */
export function AssignOrderScreen() {
  return <OrderDetailScreen open="assign" />;
}
