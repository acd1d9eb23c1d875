import { orderCalls as calls } from '@contract/calls/orders';
import { api } from '@/api/call';
import type {
  AgencyOrderListQuery, MyOrderListQuery, OrderActionInput, OrderCancel, OrderConfirm, OrderReceipt, ParkOrderListQuery, PolicyApply, ServiceApply, ServiceLevelInput,
} from '@contract/schemas/orders';

export type { ApplyOption, AssignCandidate, ContactPrefill, OrderDetail, OrderEvent, OrderPage, OrderRow, ServiceLevel } from '@contract/schemas/orders';
export { orderCalls } from '@contract/calls/orders';

const LOADING = { loading: true } as const;

export const fetchMyOrders = (query: MyOrderListQuery) => api(calls.myList, { body: query });
export const fetchParkOrders = (query: ParkOrderListQuery) => api(calls.parkList, { body: query });
export const fetchAgencyOrders = (query: AgencyOrderListQuery) => api(calls.agencyList, { body: query });

export const fetchServiceLevels = () => api(calls.serviceLevels);
export const saveServiceLevel = (input: ServiceLevelInput) => api(calls.setServiceLevel, { body: input }, LOADING);

export const fetchOrder = (parkId: number, id: number | string) => api(calls.detail, { params: { parkId, id: Number(id) } });

export const fetchContactPrefill = (parkId: number) => api(calls.contactPrefill, { params: { parkId } });
export const fetchApplyOptions = () => api(calls.applyOptions);
export const applyForService = (input: ServiceApply) => api(calls.applyService, { body: input }, LOADING);
export const applyForPolicy = (input: PolicyApply) => api(calls.applyPolicy, { body: input }, LOADING);

export const cancelOrder = (id: number, input: OrderCancel) => api(calls.cancel, { params: { id }, body: input }, LOADING);
export const confirmOrder = (id: number, input: OrderConfirm) => api(calls.confirm, { params: { id }, body: input }, LOADING);
export const postReceipt = (id: number, input: OrderReceipt) => api(calls.receipt, { params: { id }, body: input }, LOADING);

/** A step by the park (manage) or the agency (agent); an agency handing an order back answers null. */
export const orderAction = (host: 'manage' | 'agent', id: number, input: OrderActionInput) =>
  host === 'manage' ? api(calls.parkAction, { params: { id }, body: input }, LOADING) : api(calls.agencyAction, { params: { id }, body: input }, LOADING);

export const fetchAssignCandidates = (parkId: number, orderId: number) => api(calls.candidates, { params: { parkId }, query: { orderId } });
