import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { classCallsOf, contentItemCalls, fetchClasses, fetchContentInfo, fetchPublishedItem } from '@/api/content';
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';

export const contentListKey = (type: ContentTypeKey) => callKey(contentItemCalls[type].list);
export const contentInfoKey = (type: ContentTypeKey) => callKey(contentItemCalls[type].info);
// A type without a classification never loads one: its key only has to be its own (and never an empty prefix).
export const classListKey = (type: ContentTypeKey) => (CONTENT_TYPES[type].classified ? callKey(classCallsOf(type).classList) : ['unclassified', type]);

export const contentInfoQuery = (type: ContentTypeKey, id: string) =>
  queryOptions({ queryKey: callKey(contentItemCalls[type].info, { params: { id: Number(id) } }), queryFn: () => fetchContentInfo(type, id), gcTime: 0 });

export const classListQuery = (type: ContentTypeKey, parkId: number | null) =>
  queryOptions({ queryKey: [...classListKey(type), parkId], queryFn: () => fetchClasses(type, parkId ?? 0), enabled: Boolean(parkId) && CONTENT_TYPES[type].classified });

/** The published items of the company's park. */
export const publishedListKey = (type: ContentTypeKey) => callKey(contentItemCalls[type].publishedList);

export const publishedItemQuery = (type: ContentTypeKey, id: string) =>
  queryOptions({ queryKey: callKey(contentItemCalls[type].publishedDetail, { params: { id: Number(id) } }), queryFn: () => fetchPublishedItem(type, id) });
