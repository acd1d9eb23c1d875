// App content (issue 14 point 4, spec §7 v1/admin/ps/app2/*, v1/admin/ps/carousel): the slots a park fills for its
// tenants' app and portal, and the one rule for a link target. The only place these kinds and rules are written.
import { ALLOWED, refuse, type Verdict } from './verdict';

export interface AppSlot {
  label: string;
  /** The path under v1/admin/ps/. */
  path: string;
  /** The picture: a banner's image, a quick entry's icon; none for phones and recommendations. */
  image: 'required' | 'none';
  /** A validity window (from / to) decides when it shows. */
  window: boolean;
  /** The link target: required, optional, none, or a content item of the park only. */
  link: 'required' | 'optional' | 'none' | 'content';
  /** A service phone number. */
  phone: boolean;
  /** The most items a park keeps in the slot. */
  max: number;
}

export const APP_SLOTS = {
  banner: { label: '首页横幅', path: 'app2/banner', image: 'required', window: true, link: 'optional', phone: false, max: 10 },
  carousel: { label: '门户轮播图', path: 'carousel', image: 'required', window: true, link: 'optional', phone: false, max: 10 },
  quickEnter: { label: '快捷入口', path: 'app2/quickEnter', image: 'required', window: false, link: 'required', phone: false, max: 16 },
  phone: { label: '服务电话', path: 'app2/phone', image: 'none', window: false, link: 'none', phone: true, max: 20 },
  recommend: { label: '推荐内容', path: 'app2/recommend', image: 'none', window: true, link: 'content', phone: false, max: 10 },
} as const satisfies Record<string, AppSlot>;

export type AppSlotKey = keyof typeof APP_SLOTS;
export const APP_SLOT_KEYS = Object.keys(APP_SLOTS) as AppSlotKey[];

/** How many of the latest published news the app shows as 园区动态 (computed, nothing to manage). */
export const DYNAMIC_COUNT = 5;

export type AppLink =
  | { kind: 'content'; id: number }
  | { kind: 'url'; url: string }
  | { kind: 'route'; path: string };

export const LINK_REFUSED = '链接只能是 http(s) 地址、站内路由（以 / 开头）或园区内容';

const CONTENT_LINK = /^content:([1-9][0-9]{0,9})$/;
const URL_LINK = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
// An in-app route: one leading slash (never // — that is another host), then path characters and a query.
const ROUTE_LINK = /^\/(?!\/)[A-Za-z0-9\-_./?=&%]*$/;

/** A link target as stored (`content:12`, `https://…`, `/policy`), or null when it is none of them (javascript: …). */
export function parseAppLink(link: string): AppLink | null {
  const content = CONTENT_LINK.exec(link);
  if (content) {
    const id = Number(content[1]);
    return id <= 2147483647 ? { kind: 'content', id } : null;
  }
  if (URL_LINK.test(link)) return { kind: 'url', url: link };
  if (ROUTE_LINK.test(link)) return { kind: 'route', path: link };
  return null;
}

/** A validity window's end is not before its start (either end may be open): the server's check and the end picker's. */
export function validWindowRule(validTo: unknown, validFrom: unknown): Verdict {
  if (typeof validTo !== 'string' || !validTo || typeof validFrom !== 'string' || !validFrom) return ALLOWED;
  return Date.parse(validTo) < Date.parse(validFrom) ? refuse('结束时间不能早于开始时间') : ALLOWED;
}

/** Shown now: inside its window (either end may be open). */
export function inWindow(item: { validFrom: string | null; validTo: string | null }, now: Date): boolean {
  const t = now.getTime();
  return (!item.validFrom || Date.parse(item.validFrom) <= t) && (!item.validTo || Date.parse(item.validTo) >= t);
}

/** A mainland mobile, a landline with area code (and extension), or a 400/800 service number. */
export const SERVICE_PHONE_PATTERN = '^(?:1[3-9][0-9]{9}|0[1-9][0-9]{1,2}-?[0-9]{7,8}(?:-[0-9]{1,6})?|[48]00-?[0-9]{3}-?[0-9]{4})$';
