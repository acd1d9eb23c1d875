import { queryOptions } from '@tanstack/react-query';
import { fetchAppItem, fetchAppPreview, fetchSlot } from '@/api/app-content';
import { APP_SLOTS, type AppSlotKey } from '@contract/app-content';

export const slotKey = (kind: AppSlotKey) => [`v1/admin/ps/${APP_SLOTS[kind].path}/list`];
export const appItemKey = (kind: AppSlotKey) => [`v1/admin/ps/${APP_SLOTS[kind].path}/info`];
export const PREVIEW_KEY = ['v1/admin/ps/app2/preview'];

export const slotQuery = (kind: AppSlotKey, parkId: number | null) =>
  queryOptions({ queryKey: [...slotKey(kind), parkId], queryFn: () => fetchSlot(kind, parkId ?? 0), enabled: Boolean(parkId) });

export const appItemQuery = (kind: AppSlotKey, id: string) =>
  queryOptions({ queryKey: [...appItemKey(kind), id], queryFn: () => fetchAppItem(kind, id), gcTime: 0 });

export const previewQuery = (parkId: number | null) =>
  queryOptions({ queryKey: [...PREVIEW_KEY, parkId], queryFn: () => fetchAppPreview(parkId ?? 0), enabled: Boolean(parkId) });
