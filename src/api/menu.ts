import { menuCalls as calls } from '@contract/calls/menu';
import { api } from '@/api/call';

export { menuCalls } from '@contract/calls/menu';

export const fetchCurrentUserMenu = (parkId: number) => api(calls.current, { params: { parkId } });
