import { http } from '@/api/http';
import { APP_SLOTS, type AppSlotKey } from '@contract/app-content';
import type { AppHome, AppItem, AppItemAdd, AppItemUpdate } from '@contract/schemas/app-content';

// App content (issue 14 point 4): one set of calls per slot of contract/app-content.ts.
export type { AppHome, AppItem, AppItemAdd, AppItemUpdate } from '@contract/schemas/app-content';

const base = (kind: AppSlotKey) => `v1/admin/ps/${APP_SLOTS[kind].path}`;

export function fetchSlot(kind: AppSlotKey, parkId: number): Promise<AppItem[]> {
  return http.post<AppItem[]>(`${base(kind)}/list`, { parkId });
}

export function fetchAppItem(kind: AppSlotKey, id: number | string): Promise<AppItem> {
  return http.get<AppItem>(`${base(kind)}/info/${encodeURIComponent(String(id))}`);
}

export function addAppItem(kind: AppSlotKey, input: AppItemAdd): Promise<AppItem> {
  return http.post<AppItem>(`${base(kind)}/add`, input, { loading: true });
}

export function updateAppItem(kind: AppSlotKey, input: AppItemUpdate): Promise<AppItem> {
  return http.put<AppItem>(`${base(kind)}/update`, input, { loading: true });
}

export function deleteAppItem(kind: AppSlotKey, id: number): Promise<null> {
  return http.delete<null>(`${base(kind)}/delete/${id}`);
}

/** The slot's whole list in its new order, on the versions on screen: a stale list is refused. */
export function orderSlot(kind: AppSlotKey, parkId: number, items: Pick<AppItem, 'id' | 'version'>[]): Promise<AppItem[]> {
  return http.post<AppItem[]>(`${base(kind)}/order`, { parkId, items: items.map(({ id, version }) => ({ id, version })) });
}

/** What a tenant's app of the park shows now. */
export function fetchAppPreview(parkId: number): Promise<AppHome> {
  return http.post<AppHome>('v1/admin/ps/app2/preview', { parkId });
}
