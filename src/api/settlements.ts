import { settlementCalls as calls } from '@contract/calls/settlements';
import { api } from '@/api/call';
import type { ParkSettlementListQuery, SettlementListQuery, SettlementPay, SettlementReturn } from '@contract/schemas/settlements';

export type { SettlementDetail, SettlementOrder, SettlementPage, SettlementRow } from '@contract/schemas/settlements';
export { settlementCalls } from '@contract/calls/settlements';

const LOADING = { loading: true } as const;

export const fetchAgencySettlements = (query: SettlementListQuery) => api(calls.agencyList, { body: query });
export const fetchParkSettlements = (query: ParkSettlementListQuery) => api(calls.parkList, { body: query });
export const fetchSettlement = (id: number | string) => api(calls.detail, { params: { id: Number(id) } });

export const submitSettlement = (id: number, version: number) => api(calls.submit, { params: { id }, body: { version } }, LOADING);
export const paySettlement = (id: number, input: SettlementPay) => api(calls.pay, { params: { id }, body: input }, LOADING);
export const returnSettlement = (id: number, input: SettlementReturn) => api(calls.return, { params: { id }, body: input }, LOADING);
