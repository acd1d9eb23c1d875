import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchSettlement, settlementCalls as calls } from '@/api/settlements';

// The statements of the cash-order screen; a step invalidates the lists and the statement.
export const AGENCY_SETTLEMENT_LIST_KEY = callKey(calls.agencyList);
export const PARK_SETTLEMENT_LIST_KEY = callKey(calls.parkList);
export const SETTLEMENT_DETAIL_KEY = callKey(calls.detail);
export const SETTLEMENT_KEYS = [AGENCY_SETTLEMENT_LIST_KEY, PARK_SETTLEMENT_LIST_KEY, SETTLEMENT_DETAIL_KEY] as const;

export const settlementQuery = (id: number) =>
  queryOptions({ queryKey: callKey(calls.detail, { params: { id } }), queryFn: () => fetchSettlement(id), gcTime: 0 });
