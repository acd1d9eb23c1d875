import { http } from '@/api/http';
import type {
  ParkSettlementListQuery, SettlementDetail, SettlementListQuery, SettlementPage, SettlementPay, SettlementReturn,
} from '@contract/schemas/settlements';

export type { SettlementDetail, SettlementOrder, SettlementPage, SettlementRow } from '@contract/schemas/settlements';

export const fetchAgencySettlements = (query: SettlementListQuery) => http.post<SettlementPage>('iv/mechanismCash/list', query);
export const fetchParkSettlements = (query: ParkSettlementListQuery) => http.post<SettlementPage>('v1/admin/cash/settlement', query);
export const fetchSettlement = (id: number | string) => http.get<SettlementDetail>(`iv/mechanismCash/${encodeURIComponent(String(id))}`);

export const submitSettlement = (id: number, version: number) => http.post<SettlementDetail>(`iv/mechanismCash/submit/${id}`, { version }, { loading: true });
export const paySettlement = (id: number, input: SettlementPay) => http.post<SettlementDetail>(`v1/admin/cash/settlement/pay/${id}`, input, { loading: true });
export const returnSettlement = (id: number, input: SettlementReturn) => http.post<SettlementDetail>(`v1/admin/cash/settlement/return/${id}`, input, { loading: true });
