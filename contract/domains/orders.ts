// The service orders: what the domain brings beyond its calls and screens (contract/domain.ts).
import { orderMachine } from '../machines/order';
import { defineDomain, type HomeRowRef } from '../domain';

const orderOf = ({ id, parkId }: HomeRowRef) => ({ id, parkId });

export const ordersDomain = defineDomain({
  logModules: {
    order: '服务订单',
  },
  messageKinds: {
    orderSubmitted: { label: '服务申请待受理', to: 'park operators, or the agency whose service it is' },
    orderAssigned: { label: '服务申请已指派', to: 'agency' },
    orderReturned: { label: '服务申请被机构退回', to: 'park operators' },
    orderUpdated: { label: '服务申请进展', to: 'company' },
    orderDelivered: { label: '服务已交付待确认', to: 'company' },
    orderCancelled: { label: '服务申请已取消', to: 'park operators, or the agency it was routed to' },
    orderCompleted: { label: '服务申请已完成', to: 'park operators, or the agency it was routed to' },
  },
  messageSubjects: ['order'],
  machines: { order: orderMachine },
  homeKinds: {
    orderRoute: { label: '待指派或审核的申请', host: 'manage', place: 4, screen: 'serviceOrder', privilege: 'orderRouting', row: (r) => ({ screen: 'serviceOrderDetail', query: orderOf(r) }) },
    orderConfirm: { label: '待确认完成的服务', host: 'front', place: 3, screen: 'front-cash-order', row: (r) => (r.ref ? { screen: 'front-voucher-order' } : { screen: 'front-cashOrderDetail', query: orderOf(r) }) },
    orderAccept: { label: '待受理的服务申请', host: 'agent', place: 1, screen: 'cash-order', row: (r) => ({ screen: 'cashOrderDetail', query: orderOf(r) }) },
    orderDeliver: { label: '待交付的服务', host: 'agent', place: 2, screen: 'cash-order', row: (r) => (r.ref ? { screen: 'voucher-order', query: { id: r.id } } : { screen: 'cashOrderDetail', query: orderOf(r) }) },
  },
});
