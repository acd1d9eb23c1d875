import { queryOptions } from '@tanstack/react-query';
import { fetchSettlement } from '@/api/settlements';

// The statements of the cash-order screen; a step invalidates the lists and the statement.
export const AGENCY_SETTLEMENT_LIST_KEY = ['iv/mechanismCash/list'] as const;
export const PARK_SETTLEMENT_LIST_KEY = ['v1/admin/cash/settlement'] as const;
export const SETTLEMENT_DETAIL_KEY = ['iv/mechanismCash'] as const;
export const SETTLEMENT_KEYS = [AGENCY_SETTLEMENT_LIST_KEY, PARK_SETTLEMENT_LIST_KEY, SETTLEMENT_DETAIL_KEY] as const;

export const settlementQuery = (id: number) =>
  queryOptions({ queryKey: [...SETTLEMENT_DETAIL_KEY, id], queryFn: () => fetchSettlement(id), gcTime: 0 });
