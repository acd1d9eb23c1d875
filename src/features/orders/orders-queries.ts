import { queryOptions } from '@tanstack/react-query';
import { fetchApplyOptions, fetchAssignCandidates, fetchContactPrefill, fetchOrder } from '@/api/orders';

// The server data of the order screens. A step on an order invalidates the lists and its detail.
export const MY_ORDER_LIST_KEY = ['v1/ps/my/apply/list'] as const;
export const PARK_ORDER_LIST_KEY = ['v1/admin/ps/order'] as const;
export const AGENCY_ORDER_LIST_KEY = ['v1/cash/mechanism/order/list'] as const;
export const ORDER_DETAIL_KEY = ['v1/cash/order'] as const;
export const ORDER_KEYS = [MY_ORDER_LIST_KEY, PARK_ORDER_LIST_KEY, AGENCY_ORDER_LIST_KEY, ORDER_DETAIL_KEY] as const;

export const orderQuery = (parkId: number | null, id: string) =>
  queryOptions({ queryKey: [...ORDER_DETAIL_KEY, parkId, id], queryFn: () => fetchOrder(parkId ?? 0, id), enabled: Boolean(parkId && id), gcTime: 0 });

export const applyOptionsQuery = () => queryOptions({ queryKey: ['v1/ps/apply/options'], queryFn: fetchApplyOptions });

export const contactPrefillQuery = (parkId: number | null) =>
  queryOptions({ queryKey: ['v1/ps/userInfo', parkId], queryFn: () => fetchContactPrefill(parkId ?? 0), enabled: Boolean(parkId), gcTime: 0 });

export const assignCandidatesQuery = (parkId: number | null, orderId: number) =>
  queryOptions({ queryKey: ['v1/cash/assign/mechanism', parkId, orderId], queryFn: () => fetchAssignCandidates(parkId ?? 0, orderId), enabled: Boolean(parkId), gcTime: 0 });
