import { queryOptions } from '@tanstack/react-query';
import { fetchLogDetail } from '@/api/logs';

// The operation log is only read: nothing the console changes invalidates it.
export const logDetailQuery = (id: string) => queryOptions({ queryKey: ['v1/admin/logs/detail', id], queryFn: () => fetchLogDetail(id) });
