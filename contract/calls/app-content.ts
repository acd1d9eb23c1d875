import { Type } from 'typebox';
import { APP_SLOTS, type AppSlotKey } from '../app-content';
import { IdParams } from '../primitives';
import { AppHome, AppItem, AppItemAdd, AppItemListQuery, AppItemOrder, AppItemUpdate } from '../schemas/app-content';
import { defineCalls } from './define-call';

// App content (issue 14 point 4, spec §7 v1/admin/ps/app2/*, v1/admin/ps/carousel, v1/ps/app2/home): the same six
// calls for every slot of contract/app-content.ts, each slot's under its own path; operators of the park read them,
// content publishers change them, tenants read what their park shows.
const READ = { hosts: ['manage'], park: 'scope', screens: ['appSet-manage'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'contentPublish', park: 'scope' } as const;
// The tenants' app home is a park's: a company's (an agency works in no park, so its session could never name one).
const FRONT = { hosts: ['front'], park: 'session' } as const;
const TAGS = ['公共服务-应用内容'];

const slotCalls = (kind: AppSlotKey) => {
  const { label, path } = APP_SLOTS[kind];
  const base = `v1/admin/ps/${path}`;
  return defineCalls(`appContent.${kind}`, TAGS, {
    list: { method: 'POST', path: `${base}/list`, body: AppItemListQuery, response: Type.Array(AppItem), access: READ, summary: `${label}（按顺序）` },
    add: { method: 'POST', path: `${base}/add`, body: AppItemAdd, response: AppItem, access: WRITE, summary: `新增${label}`, done: '保存成功' },
    update: { method: 'PUT', path: `${base}/update`, body: AppItemUpdate, response: AppItem, access: WRITE, summary: `修改${label}`, done: '保存成功' },
    info: { method: 'GET', path: `${base}/info/:id`, params: IdParams, response: AppItem, access: READ, summary: `${label}详情` },
    remove: { method: 'DELETE', path: `${base}/delete/:id`, params: IdParams, response: Type.Null(), access: WRITE, summary: `删除${label}`, done: '已删除' },
    order: { method: 'POST', path: `${base}/order`, body: AppItemOrder, response: Type.Array(AppItem), access: WRITE, summary: `${label}排序（整表，过期的列表被拒绝）`, done: '保存成功' },
  });
};

// The calls of every slot, by slot key: the server registers them and the console calls them from this one map.
export const appSlotCalls = {
  banner: slotCalls('banner'),
  carousel: slotCalls('carousel'),
  quickEnter: slotCalls('quickEnter'),
  phone: slotCalls('phone'),
  recommend: slotCalls('recommend'),
} as const satisfies Record<AppSlotKey, unknown>;

export const appContentCalls = defineCalls('appContent', TAGS, {
  preview: { method: 'POST', path: 'v1/admin/ps/app2/preview', body: AppItemListQuery, response: AppHome, access: READ, summary: '预览租户应用首页（与租户所见相同）' },
  home: { method: 'GET', path: 'v1/ps/app2/home', response: AppHome, access: FRONT, summary: '应用首页：本园区有效的横幅、轮播、快捷入口、服务电话、推荐与动态' },
});
