import { allowedActions, type OrderParty } from '@contract/order-states';
import type { OrderDetail, OrderEvent, OrderRow } from '@contract/schemas/orders';
import { providerOf } from './machine';
import type { OrderListRecord, OrderRecord } from './queries';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function rowView(order: OrderListRecord, names: { companyName: string | null; mechanismName: string | null; overdue?: boolean }): OrderRow {
  return {
    id: order.id,
    parkId: order.parkId,
    kind: order.kind,
    subjectTitle: order.subjectTitle,
    serviceType: order.serviceType,
    provider: providerOf(order),
    mechanismId: order.mechanismId,
    mechanismName: names.mechanismName,
    companyId: order.companyId,
    companyName: names.companyName ?? '',
    state: order.state,
    contact: order.contact,
    phone: order.phone,
    expectedDate: order.expectedDate,
    amountFen: order.amountFen,
    rating: order.rating,
    createdAt: new Date(order.createdAt).toISOString(),
    version: order.version,
    overdue: names.overdue ?? false,
  };
}

export function detailView(
  order: OrderRecord,
  names: { companyName: string; mechanismName: string | null; overdue: boolean },
  events: (Omit<OrderEvent, 'at'> & { at: Date })[],
  party: OrderParty,
): OrderDetail {
  return {
    ...rowView(order, names),
    needs: order.needs,
    attachments: order.attachments,
    receiptFile: order.receiptFile ?? null,
    ratingComment: order.ratingComment,
    reason: order.reason,
    firstResponseAt: iso(order.firstResponseAt),
    deliveredAt: iso(order.deliveredAt),
    completedAt: iso(order.completedAt),
    events: events.map((e) => ({ ...e, at: new Date(e.at).toISOString() })),
    party,
    actions: allowedActions({ kind: order.kind, state: order.state, provider: providerOf(order) }, party),
  };
}
