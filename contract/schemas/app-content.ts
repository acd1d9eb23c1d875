// App content (spec §7 v1/admin/ps/app2/*, v1/admin/ps/carousel, front v1/ps/app2/home): one item shape for every
// slot of contract/app-content.ts; which fields a slot needs is checked by the server from that declaration.
import { Type, type Static } from 'typebox';
import { APP_SLOT_KEYS } from '../app-content';
import { Body, DateTime, Id, Int, Matching, Name, Nullable, StringEnum, Text } from '../primitives';

/** A stored upload or an http(s) picture. */
// Demo pictures ship with the console under /demo/.
const Picture = Matching('^(?:/api/files/|/demo/|https?://)[^\\u0000-\\u001F\\u007F\\s]*$', 500);

const itemFields = {
  title: Name(30),
  image: Type.Optional(Nullable(Picture)),
  /** `content:<id>`, an http(s) address or an in-app route; the server refuses anything else (javascript: …). */
  link: Type.Optional(Nullable(Text(500))),
  phone: Type.Optional(Nullable(Text(20))),
  validFrom: Type.Optional(Nullable(DateTime)),
  validTo: Type.Optional(Nullable(DateTime)),
};

export const AppItemAdd = Body({ parkId: Id, ...itemFields });
export type AppItemAdd = Static<typeof AppItemAdd>;

export const AppItemUpdate = Body({ id: Id, version: Int(0, 2147483647), ...itemFields });
export type AppItemUpdate = Static<typeof AppItemUpdate>;

export const AppItemListQuery = Body({ parkId: Id });
export type AppItemListQuery = Static<typeof AppItemListQuery>;

/** The slot's whole list in its new order, each with the version the caller saw: a stale list is refused. */
export const AppItemOrder = Body({
  parkId: Id,
  items: Type.Array(Body({ id: Id, version: Int(0, 2147483647) }), { minItems: 1, maxItems: 50 }),
});
export type AppItemOrder = Static<typeof AppItemOrder>;

export const AppItem = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  kind: StringEnum(APP_SLOT_KEYS),
  title: Type.String(),
  image: Nullable(Type.String()),
  link: Nullable(Type.String()),
  /** The linked content item's title, when the link names one. */
  linkTitle: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  sort: Type.Integer(),
  validFrom: Nullable(Type.String()),
  validTo: Nullable(Type.String()),
  /** Shown to tenants now: inside its window and, for a content link, the item is published. */
  live: Type.Boolean(),
  version: Type.Integer(),
});
export type AppItem = Static<typeof AppItem>;

/** What a tenant's app shows: only live items of the caller's park, in order; 园区动态 are the latest news. */
export const AppHome = Type.Object({
  banners: Type.Array(AppItem),
  carousels: Type.Array(AppItem),
  quickEnters: Type.Array(AppItem),
  phones: Type.Array(AppItem),
  recommends: Type.Array(AppItem),
  dynamics: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), cover: Nullable(Type.String()), publishAt: Nullable(Type.String()) })),
});
export type AppHome = Static<typeof AppHome>;
