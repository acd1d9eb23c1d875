import { Timeline, Typography } from 'antd';
import { ORDER_PARTIES, orderMachine, orderStateLabel } from '@contract/order-states';
import type { OrderEvent } from '@contract/schemas/orders';
import { FileList } from '@/components/files/file-list';
import { formatDateTime } from '@/lib/dates';

/** The whole history of an order of any kind: who did what, when, from which state to which, with the note and files. */
export function OrderHistory({ kind, events }: { kind: string; events: readonly OrderEvent[] }) {
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.id,
        children: (
          <div data-testid="order-event">
            <Typography.Text strong>{orderMachine.actionLabel(event.action)}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              · {ORDER_PARTIES[event.who]}
              {event.username ? `（${event.username}）` : ''} · {formatDateTime(event.at)} · {orderStateLabel(kind, event.toState)}
            </Typography.Text>
            {event.note && <div>{event.note}</div>}
            <FileList files={event.files} thumb={0} />
          </div>
        ),
      }))}
    />
  );
}
