import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';
import type { ContentAdd, ContentClass, ContentItem, ContentListQuery, ContentRow, ContentUpdate, PublishedListQuery, ShelfAction } from '@contract/schemas/content';

export type { ContentAdd, ContentClass, ContentItem, ContentRow, ShelfAction } from '@contract/schemas/content';

const base = (type: ContentTypeKey) => `v1/admin/ps/${CONTENT_TYPES[type].path}`;
/** What companies and agencies read: the published items of their park. */
const frontBase = (type: ContentTypeKey) => `v1/ps/${CONTENT_TYPES[type].path}`;

/** A published item as a company reads it (no version: it is not edited). */
export type PublishedItem = Omit<ContentItem, 'version'>;

export function fetchContentList(type: ContentTypeKey, query: ContentListQuery): Promise<Paged<ContentRow>> {
  return http.post<Paged<ContentRow>>(`${base(type)}/list`, query);
}

export function fetchContentInfo(type: ContentTypeKey, id: number | string): Promise<ContentItem> {
  return http.get<ContentItem>(`${base(type)}/info/${encodeURIComponent(String(id))}`);
}

export function addContent(type: ContentTypeKey, input: ContentAdd): Promise<ContentItem> {
  return http.post<ContentItem>(`${base(type)}/add`, input, { loading: true });
}

export function updateContent(type: ContentTypeKey, input: ContentUpdate): Promise<ContentItem> {
  return http.put<ContentItem>(`${base(type)}/update`, input, { loading: true });
}

export function deleteContent(type: ContentTypeKey, id: number): Promise<null> {
  return http.delete<null>(`${base(type)}/delete/${id}`);
}

/** 上架 / 下架 / 置顶 / 取消置顶 of the version on screen; a stale version is refused. */
export function shelveContent(type: ContentTypeKey, row: Pick<ContentRow, 'id' | 'version'>, action: ShelfAction): Promise<ContentItem> {
  return http.post<ContentItem>(`${base(type)}/shelf`, { id: row.id, version: row.version, action });
}

export function fetchClasses(type: ContentTypeKey, parkId: number): Promise<ContentClass[]> {
  return http.post<ContentClass[]>(`${base(type)}/type/list`, { parkId });
}

export function addClass(type: ContentTypeKey, parkId: number, name: string, parentId: number | null): Promise<ContentClass> {
  return http.post<ContentClass>(`${base(type)}/type/add`, { parkId, name, parentId }, { loading: true });
}

export function renameClass(type: ContentTypeKey, id: number, name: string): Promise<ContentClass> {
  return http.put<ContentClass>(`${base(type)}/type/update`, { id, name }, { loading: true });
}

export function orderClasses(type: ContentTypeKey, parkId: number, ids: number[]): Promise<null> {
  return http.post<null>(`${base(type)}/type/order`, { parkId, ids });
}

export function deleteClass(type: ContentTypeKey, id: number): Promise<null> {
  return http.delete<null>(`${base(type)}/type/delete/${id}`);
}

export function fetchPublishedList(type: ContentTypeKey, query: PublishedListQuery): Promise<Paged<ContentRow>> {
  return http.post<Paged<ContentRow>>(`${frontBase(type)}/list`, query);
}

export function fetchPublishedItem(type: ContentTypeKey, id: number | string): Promise<PublishedItem> {
  return http.get<PublishedItem>(`${frontBase(type)}/detail/${encodeURIComponent(String(id))}`);
}
