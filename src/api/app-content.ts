import { appContentCalls, appSlotCalls as slotCalls } from '@contract/calls/app-content';
import type { AppSlotKey } from '@contract/app-content';
import { api } from '@/api/call';
import type { AppItem, AppItemAdd, AppItemUpdate } from '@contract/schemas/app-content';

// App content (issue 14 point 4): one set of calls per slot of contract/app-content.ts.
export type { AppHome, AppItem, AppItemAdd, AppItemUpdate } from '@contract/schemas/app-content';
export { appContentCalls } from '@contract/calls/app-content';

/** Each slot's declared calls (contract/calls/app-content.ts). */
export { appSlotCalls as slotCalls } from '@contract/calls/app-content';

export const fetchSlot = (kind: AppSlotKey, parkId: number) => api(slotCalls[kind].list, { body: { parkId } });

export const fetchAppItem = (kind: AppSlotKey, id: number | string) => api(slotCalls[kind].info, { params: { id: Number(id) } });

export const addAppItem = (kind: AppSlotKey, body: AppItemAdd) => api(slotCalls[kind].add, { body }, { loading: true });

export const updateAppItem = (kind: AppSlotKey, body: AppItemUpdate) => api(slotCalls[kind].update, { body }, { loading: true });

export const deleteAppItem = (kind: AppSlotKey, id: number) => api(slotCalls[kind].remove, { params: { id } });

/** The slot's whole list in its new order, on the versions on screen: a stale list is refused. */
export const orderSlot = (kind: AppSlotKey, parkId: number, items: Pick<AppItem, 'id' | 'version'>[]) =>
  api(slotCalls[kind].order, { body: { parkId, items: items.map(({ id, version }) => ({ id, version })) } });

/** What a tenant's app of the park shows now. */
export const fetchAppPreview = (parkId: number) => api(appContentCalls.preview, { body: { parkId } });
