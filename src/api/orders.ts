import { http } from '@/api/http';
import type {
  AgencyOrderListQuery, ApplyOption, AssignCandidate, ContactPrefill, MyOrderListQuery, OrderActionInput, OrderCancel, OrderConfirm, OrderDetail,
  OrderPage, OrderReceipt, ParkOrderListQuery, PolicyApply, ServiceApply, ServiceLevel, ServiceLevelInput,
} from '@contract/schemas/orders';

export type { ApplyOption, AssignCandidate, ContactPrefill, OrderDetail, OrderEvent, OrderPage, OrderRow, ServiceLevel } from '@contract/schemas/orders';

export const fetchMyOrders = (query: MyOrderListQuery) => http.post<OrderPage>('v1/ps/my/apply/list', query);
export const fetchParkOrders = (query: ParkOrderListQuery) => http.post<OrderPage>('v1/admin/ps/order', query);
export const fetchAgencyOrders = (query: AgencyOrderListQuery) => http.post<OrderPage>('v1/cash/mechanism/order/list', query);

export const fetchServiceLevels = () => http.get<ServiceLevel[]>('v1/admin/ps/order/service-levels');
export const saveServiceLevel = (input: ServiceLevelInput) => http.put<ServiceLevel[]>('v1/admin/ps/order/service-levels', input, { loading: true });

export const fetchOrder = (parkId: number, id: number | string) => http.get<OrderDetail>(`v1/cash/order/${parkId}/${encodeURIComponent(String(id))}`);

export const fetchContactPrefill = (parkId: number) => http.get<ContactPrefill>(`v1/ps/userInfo/${parkId}`);
export const fetchApplyOptions = () => http.get<ApplyOption[]>('v1/ps/apply/options');
export const applyForService = (input: ServiceApply) => http.post<OrderDetail>('v1/ps/service/apply', input, { loading: true });
export const applyForPolicy = (input: PolicyApply) => http.post<OrderDetail>('v1/ps/policy/apply', input, { loading: true });

export const cancelOrder = (id: number, input: OrderCancel) => http.post<OrderDetail>(`v1/cash/order/cancel/${id}`, input, { loading: true });
export const confirmOrder = (id: number, input: OrderConfirm) => http.post<OrderDetail>(`v1/cash/order/confirm/${id}`, input, { loading: true });
export const postReceipt = (id: number, input: OrderReceipt) => http.post<OrderDetail>(`v1/cash/order/receipt/${id}`, input, { loading: true });

/** A step by the park (manage) or the agency (agent); an agency handing an order back answers null. */
export const orderAction = (host: 'manage' | 'agent', id: number, input: OrderActionInput) =>
  http.post<OrderDetail | null>(host === 'manage' ? `v1/admin/ps/order/action/${id}` : `iv/order/${id}`, input, { loading: true });

export const fetchAssignCandidates = (parkId: number, orderId: number) =>
  http.get<AssignCandidate[]>(`v1/cash/assign/mechanism/${parkId}`, { orderId });
