import { queryOptions } from '@tanstack/react-query';
import { fetchClasses, fetchContentInfo, fetchPublishedItem } from '@/api/content';
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';

export const contentListKey = (type: ContentTypeKey) => [`v1/admin/ps/${CONTENT_TYPES[type].path}/list`];
export const contentInfoKey = (type: ContentTypeKey) => [`v1/admin/ps/${CONTENT_TYPES[type].path}/info`];
export const classListKey = (type: ContentTypeKey) => [`v1/admin/ps/${CONTENT_TYPES[type].path}/type/list`];

export const contentInfoQuery = (type: ContentTypeKey, id: string) =>
  queryOptions({ queryKey: [...contentInfoKey(type), id], queryFn: () => fetchContentInfo(type, id), gcTime: 0 });

export const classListQuery = (type: ContentTypeKey, parkId: number | null) =>
  queryOptions({ queryKey: [...classListKey(type), parkId], queryFn: () => fetchClasses(type, parkId ?? 0), enabled: Boolean(parkId) && CONTENT_TYPES[type].classified });

/** The published items of the company's park (`v1/ps/<type>/list`, `…/detail`). */
export const publishedListKey = (type: ContentTypeKey) => [`v1/ps/${CONTENT_TYPES[type].path}/list`];

export const publishedItemQuery = (type: ContentTypeKey, id: string) =>
  queryOptions({ queryKey: [`v1/ps/${CONTENT_TYPES[type].path}/detail`, id], queryFn: () => fetchPublishedItem(type, id) });
