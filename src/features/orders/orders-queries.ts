import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchApplyOptions, fetchAssignCandidates, fetchContactPrefill, fetchOrder, orderCalls as calls } from '@/api/orders';

// The server data of the order screens. A step on an order invalidates the lists and its detail.
export const MY_ORDER_LIST_KEY = callKey(calls.myList);
export const PARK_ORDER_LIST_KEY = callKey(calls.parkList);
export const AGENCY_ORDER_LIST_KEY = callKey(calls.agencyList);
export const ORDER_DETAIL_KEY = callKey(calls.detail);
export const ORDER_KEYS = [MY_ORDER_LIST_KEY, PARK_ORDER_LIST_KEY, AGENCY_ORDER_LIST_KEY, ORDER_DETAIL_KEY] as const;

export const orderQuery = (parkId: number | null, id: string) =>
  queryOptions({ queryKey: callKey(calls.detail, { params: { parkId: parkId ?? 0, id: Number(id) } }), queryFn: () => fetchOrder(parkId ?? 0, id), enabled: Boolean(parkId && id), gcTime: 0 });

export const applyOptionsQuery = () => queryOptions({ queryKey: callKey(calls.applyOptions), queryFn: fetchApplyOptions });

export const contactPrefillQuery = (parkId: number | null) =>
  queryOptions({ queryKey: callKey(calls.contactPrefill, { params: { parkId: parkId ?? 0 } }), queryFn: () => fetchContactPrefill(parkId ?? 0), enabled: Boolean(parkId), gcTime: 0 });

export const assignCandidatesQuery = (parkId: number | null, orderId: number) =>
  queryOptions({ queryKey: callKey(calls.candidates, { params: { parkId: parkId ?? 0 }, query: { orderId } }), queryFn: () => fetchAssignCandidates(parkId ?? 0, orderId), enabled: Boolean(parkId), gcTime: 0 });
