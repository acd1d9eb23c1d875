import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { appContentCalls, fetchAppItem, fetchAppPreview, fetchSlot, slotCalls } from '@/api/app-content';
import type { AppSlotKey } from '@contract/app-content';

export const slotKey = (kind: AppSlotKey) => callKey(slotCalls[kind].list);
export const appItemKey = (kind: AppSlotKey) => callKey(slotCalls[kind].info);
export const PREVIEW_KEY = callKey(appContentCalls.preview);

export const slotQuery = (kind: AppSlotKey, parkId: number | null) =>
  queryOptions({ queryKey: callKey(slotCalls[kind].list, { body: { parkId: parkId ?? 0 } }), queryFn: () => fetchSlot(kind, parkId ?? 0), enabled: Boolean(parkId) });

export const appItemQuery = (kind: AppSlotKey, id: string) =>
  queryOptions({ queryKey: callKey(slotCalls[kind].info, { params: { id: Number(id) } }), queryFn: () => fetchAppItem(kind, id), gcTime: 0 });

export const previewQuery = (parkId: number | null) =>
  queryOptions({ queryKey: callKey(appContentCalls.preview, { body: { parkId: parkId ?? 0 } }), queryFn: () => fetchAppPreview(parkId ?? 0), enabled: Boolean(parkId) });
