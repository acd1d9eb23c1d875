import { useMemo } from 'react';
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
import { ordersCatalogue, type OrdersTexts } from './i18n/orders';
import { useTexts } from '@/stores/language';

const files = (list: FileRef[]) => (list.length === 0 ? null : <FileList files={list} />);

function detailItems(texts: OrdersTexts): DetailItem<OrderDetail>[] {
  const { list, apply, detail } = texts;
  return [
    { key: 'subjectTitle', label: list.subject },
    { key: 'kind', label: list.kind, render: (o) => ORDER_KINDS[o.kind] },
    { key: 'state', label: list.state, render: (o) => <OrderStateTag row={o} /> },
    { key: 'serviceType', label: detail.serviceType, render: (o) => serviceTypeText(o.serviceType) },
    { key: 'companyName', label: list.company },
    { key: 'provider', label: list.provider, render: providerText(texts) },
    { key: 'contact', label: apply.contact },
    { key: 'phone', label: apply.phone },
    { key: 'expectedDate', label: apply.expectedDate },
    { key: 'createdAt', label: list.createdAt, format: 'datetime' },
    { key: 'needs', label: apply.needs, span: 2 },
    { key: 'attachments', label: apply.attachments, span: 2, render: (o) => files(o.attachments) },
    { key: 'reason', label: detail.reason, span: 2 },
    { key: 'amountFen', label: detail.receiptAmount, render: (o) => fenText(o.amountFen) },
    { key: 'receiptFile', label: detail.receipt, render: (o) => (o.receiptFile ? files([o.receiptFile]) : null) },
    { key: 'rating', label: detail.rating, render: (o) => (o.rating === null ? null : detail.points(o.rating)) },
    { key: 'ratingComment', label: detail.comment },
    { key: 'firstResponseAt', label: detail.firstResponseAt, format: 'datetime' },
    { key: 'completedAt', label: detail.completedAt, format: 'datetime' },
  ];
}

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
  const texts = useTexts(ordersCatalogue);
  const items = useMemo(() => detailItems(texts), [texts]);
  const query = orderQuery(parkId, id);
  const info = useQuery(query);
  const back = () => navigate(LISTS[host] ?? '/');
  if (!id) return <Alert type="warning" showIcon title={texts.detail.noOrder} />;
  if (info.isPending) return <Spin />;
  if (info.isError) return <Alert type="error" showIcon title={loadError(info.error)} action={<Button onClick={() => void info.refetch()}>{texts.detail.retry}</Button>} />;
  const order = info.data;
  const done = (next: OrderDetail | null) => {
    for (const key of ORDER_KEYS) void client.invalidateQueries({ queryKey: key });
    if (next) client.setQueryData(query.queryKey, next);
    else back();
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={<Space>{order.subjectTitle}<OrderStateTag row={order} />{order.overdue && <StatusTag tone="danger">{texts.list.overdue}</StatusTag>}</Space>}
        extra={
          <Space>
            <OrderActions order={order} host={host} mayAct={host !== 'manage' || mayRoute} onDone={done} initial={open} />
            <Button onClick={back}>{texts.detail.back}</Button>
          </Space>
        }
      >
        <DetailView record={order} items={items} />
      </Card>
      <Card title={texts.detail.history}>
        <Typography.Paragraph type="secondary">{texts.detail.historyNote}</Typography.Paragraph>
        <OrderHistory kind={order.kind} events={order.events} />
      </Card>
    </Space>
  );
}

/** Screen `assignOrder`: the order with the assignment dialog open. */
export function AssignOrderScreen() {
  return <OrderDetailScreen open="assign" />;
}
