import { Type } from 'typebox';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES, type ContentTypeKey } from '../content-types';
import { IdParams, Paged } from '../primitives';
import {
  ClassAdd, ClassListQuery, ClassOrder, ClassRename, ContentClass, ContentListQuery, ContentReport, ContentShelf, ListByTitleQuery, PublishedListQuery, SavedClass,
  ServiceName, TitleHits, contentAddBody, contentItemSchema, contentRowSchema, contentUpdateBody, publishedItemSchema,
} from '../schemas/content';
import { ContentReportQuery } from '../schemas/policy-conditions';
import type { ScreenName } from '../screens/catalogue';
import { defineCalls } from './define-call';

// Public-service content (spec §7 v1/admin/ps/<type>, v1/ps/<type>, issue 14): the same calls for every type of the
// catalogue (contract/content-types.ts), each under its type's path; operators of the park read them, content
// publishers change them, companies read what their park has published.
// Each type's list screen shows its items, their details and classes (contract/screens/catalogue.ts).
const LIST_SCREENS = { policy: 'policy', finance: 'finance', service: 'service', news: 'news', notice: 'declaration-notice' } as const satisfies Record<ContentTypeKey, ScreenName>;
const readOf = (type: ContentTypeKey) => ({ hosts: ['manage'], park: 'scope', screens: [LIST_SCREENS[type]] }) as const;
const WRITE = { hosts: ['manage'], privilege: 'contentPublish', park: 'scope' } as const;
// A company's park: an agency works in no park (its session never names one), so it could never read these.
const FRONT = { hosts: ['front'], park: 'session' } as const;
const tagsOf = (type: ContentTypeKey) => [`公共服务-${CONTENT_TYPES[type].label}`];

const itemCalls = (type: ContentTypeKey) => {
  const { label, path } = CONTENT_TYPES[type];
  const base = `v1/admin/ps/${path}`;
  const Item = contentItemSchema(type);
  return defineCalls(`content.${type}`, tagsOf(type), {
    list: { method: 'POST', path: `${base}/list`, body: ContentListQuery, response: Paged(contentRowSchema(type)), access: readOf(type), summary: `${label}列表（置顶在前，按发布时间）` },
    add: { method: 'POST', path: `${base}/add`, body: contentAddBody(type), response: Item, access: WRITE, summary: `新增${label}（草稿）`, done: '保存成功' },
    update: { method: 'PUT', path: `${base}/update`, body: contentUpdateBody(type), response: Item, access: WRITE, summary: `修改${label}`, done: '保存成功' },
    info: { method: 'GET', path: `${base}/info/:id`, params: IdParams, response: Item, access: readOf(type), summary: `${label}详情` },
    remove: { method: 'DELETE', path: `${base}/delete/:id`, params: IdParams, response: Type.Null(), access: WRITE, summary: `删除${label}（草稿或已下架的）`, done: '已删除' },
    shelf: { method: 'POST', path: `${base}/shelf`, body: ContentShelf, response: Item, access: WRITE, summary: `${label}上架、下架、置顶、取消置顶`, done: '保存成功' },
    publishedList: { method: 'POST', path: `v1/ps/${path}/list`, body: PublishedListQuery, response: Paged(contentRowSchema(type)), access: FRONT, summary: `已发布的${label}（本园区）` },
    publishedDetail: { method: 'GET', path: `v1/ps/${path}/detail/:id`, params: IdParams, response: publishedItemSchema(type), access: FRONT, summary: `已发布的${label}详情` },
  });
};

// A classification tree, for the types the catalogue declares classified.
const classCalls = (type: ContentTypeKey) => {
  const { label, path } = CONTENT_TYPES[type];
  const base = `v1/admin/ps/${path}/type`;
  return defineCalls(`content.${type}`, tagsOf(type), {
    classList: { method: 'POST', path: `${base}/list`, body: ClassListQuery, response: Type.Array(ContentClass), access: readOf(type), summary: `${label}分类树` },
    classAdd: { method: 'POST', path: `${base}/add`, body: ClassAdd, response: SavedClass, access: WRITE, summary: `新增${label}分类`, done: '保存成功' },
    classRename: { method: 'PUT', path: `${base}/update`, body: ClassRename, response: SavedClass, access: WRITE, summary: `重命名${label}分类`, done: '保存成功' },
    classOrder: { method: 'POST', path: `${base}/order`, body: ClassOrder, response: Type.Null(), access: WRITE, summary: `${label}分类排序`, done: '保存成功' },
    classRemove: { method: 'DELETE', path: `${base}/delete/:id`, params: IdParams, response: Type.Null(), access: WRITE, summary: `删除${label}分类（无内容时）`, done: '已删除' },
  });
};

/** Each type's item calls, by type key: the server registers them and the console calls them from this one map. */
export const contentItemCalls = {
  policy: itemCalls('policy'),
  finance: itemCalls('finance'),
  service: itemCalls('service'),
  news: itemCalls('news'),
  notice: itemCalls('notice'),
} as const satisfies Record<ContentTypeKey, unknown>;

/** The classification calls of each type the catalogue declares `classified`; the others have none. */
export const contentClassCalls: Partial<Record<ContentTypeKey, ReturnType<typeof classCalls>>> = Object.fromEntries(
  CONTENT_TYPE_KEYS.filter((type) => CONTENT_TYPES[type].classified).map((type) => [type, classCalls(type)]),
);

export const contentCalls = defineCalls('content', ['公共服务'], {
  serviceNames: { method: 'GET', path: 'v1/ps/serviceNameList/:id', params: IdParams, response: Type.Array(ServiceName), access: FRONT, summary: '某分类下已发布的服务名称' },
  report: { method: 'POST', path: 'v1/admin/ps/report', body: ContentReportQuery, response: ContentReport, access: { hosts: ['manage'], park: 'scope', screens: Object.values(LIST_SCREENS) }, summary: '内容统计：各类型按状态的条数、设有条件的政策数' },
  listByTitle: { method: 'POST', path: 'v1/ps/listByTitle', body: ListByTitleQuery, response: TitleHits, access: FRONT, summary: '按标题搜索已发布的内容（本园区）' },
});
