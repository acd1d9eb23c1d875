import { contentClassCalls, contentItemCalls as itemCalls } from '@contract/calls/content';
import type { ContentTypeKey } from '@contract/content-types';
import { api } from '@/api/call';
import type { ContentAdd, ContentListQuery, ContentRow, ContentUpdate, PublishedListQuery, ShelfAction } from '@contract/schemas/content';

// Public-service content (issue 14): one set of calls per type of contract/content-types.ts.
export type { ContentAdd, ContentClass, ContentItem, ContentRow, ContentUpdate, PublishedItem, SavedClass, ShelfAction } from '@contract/schemas/content';
export { contentCalls, contentClassCalls, contentItemCalls } from '@contract/calls/content';

const LOADING = { loading: true } as const;

/** The classification calls of a type; only the types the catalogue declares classified have them. */
export function classCallsOf(type: ContentTypeKey) {
  const calls = contentClassCalls[type];
  if (!calls) throw new Error(`content type ${type} has no classification`);
  return calls;
}

export const fetchContentList = (type: ContentTypeKey, query: ContentListQuery) => api(itemCalls[type].list, { body: query });

export const fetchContentInfo = (type: ContentTypeKey, id: number | string) => api(itemCalls[type].info, { params: { id: Number(id) } });

export const addContent = (type: ContentTypeKey, input: ContentAdd) => api(itemCalls[type].add, { body: input }, LOADING);

export const updateContent = (type: ContentTypeKey, input: ContentUpdate) => api(itemCalls[type].update, { body: input }, LOADING);

export const deleteContent = (type: ContentTypeKey, id: number) => api(itemCalls[type].remove, { params: { id } });

/** 上架 / 下架 / 置顶 / 取消置顶 of the version on screen; a stale version is refused. */
export const shelveContent = (type: ContentTypeKey, row: Pick<ContentRow, 'id' | 'version'>, action: ShelfAction) =>
  api(itemCalls[type].shelf, { body: { id: row.id, version: row.version, action } });

export const fetchClasses = (type: ContentTypeKey, parkId: number) => api(classCallsOf(type).classList, { body: { parkId } });

export const addClass = (type: ContentTypeKey, parkId: number, name: string, parentId: number | null) =>
  api(classCallsOf(type).classAdd, { body: { parkId, name, parentId } }, LOADING);

export const renameClass = (type: ContentTypeKey, id: number, name: string) => api(classCallsOf(type).classRename, { body: { id, name } }, LOADING);

export const orderClasses = (type: ContentTypeKey, parkId: number, ids: number[]) => api(classCallsOf(type).classOrder, { body: { parkId, ids } });

export const deleteClass = (type: ContentTypeKey, id: number) => api(classCallsOf(type).classRemove, { params: { id } });

/** What companies and agencies read: the published items of their park. */
export const fetchPublishedList = (type: ContentTypeKey, query: PublishedListQuery) => api(itemCalls[type].publishedList, { body: query });

export const fetchPublishedItem = (type: ContentTypeKey, id: number | string) => api(itemCalls[type].publishedDetail, { params: { id: Number(id) } });
