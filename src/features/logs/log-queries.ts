import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchLogDetail, logCalls } from '@/api/logs';

// The operation log is only read: nothing the console changes invalidates it.
export const logDetailQuery = (id: string) => queryOptions({ queryKey: callKey(logCalls.detail, { params: { id: Number(id) } }), queryFn: () => fetchLogDetail(id) });
