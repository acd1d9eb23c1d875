import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchPersonnelInfo, personnelCalls } from '@/api/personnel';

// The server data of the staff screens, keyed by call and parameters. A change invalidates the keys it touched.

export const PERSONNEL_LIST_KEY = callKey(personnelCalls.lists);
export const PERSONNEL_WEB_KEY = callKey(personnelCalls.web);
export const PERSONNEL_INFO_KEY = callKey(personnelCalls.info);

/** A staff member fills the edit form: not kept once the form closes, so it opens on what the server has now. */
export const personnelInfoQuery = (id: string) =>
  queryOptions({ queryKey: [...PERSONNEL_INFO_KEY, id], queryFn: () => fetchPersonnelInfo(id), gcTime: 0 });
