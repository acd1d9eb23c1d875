// Public-service content (spec §7 v1/admin/ps/*, v1/ps/*): one item shape for every type of content-types.ts, whose
// own fields (`extra`) are built here from the type's declaration — never written out per type.
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { BODY_MAX_BYTES, CONTENT_STATES, CONTENT_TYPE_KEYS, CONTENT_TYPES, SUMMARY_MAX, TITLE_MAX, type ContentField, type ContentState, type ContentTypeKey } from '../content-types';
import { Body, DateTime, Id, Int, Name, Nullable, Paged, Paging, StringEnum, Text } from '../primitives';
import { FileRef as Attachment, FileUrl } from './files';

export { BODY_MAX_BYTES, SUMMARY_MAX, TITLE_MAX } from '../content-types';
/** The largest price, in fen (one hundred million yuan). */
export const PRICE_MAX_FEN = 10_000_000_000;

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });

/** A file attached to an item: the one file reference of contract/schemas/files.ts. */
export { FileRef as Attachment } from './files';

function fieldSchema(field: ContentField): TSchema {
  switch (field.kind) {
    case 'text':
      return field.required ? Name(field.max) : Nullable(Text(field.max));
    case 'enum':
      return field.required ? StringEnum(Object.keys(field.options)) : Nullable(StringEnum(Object.keys(field.options)));
    case 'date':
      return field.required ? Day : Nullable(Day);
    case 'fen':
      return field.required ? Int(0, PRICE_MAX_FEN) : Nullable(Int(0, PRICE_MAX_FEN));
    case 'boolean':
      return Type.Boolean();
  }
}

export type ContentExtra = Record<string, string | number | boolean | null>;

/** A type's own fields, as its declaration says. */
export function extraSchema(type: ContentTypeKey) {
  const properties: TProperties = {};
  for (const field of CONTENT_TYPES[type].fields) {
    const schema = fieldSchema(field);
    properties[field.key] = field.kind === 'boolean' || field.required ? schema : Type.Optional(schema);
  }
  return Type.Unsafe<ContentExtra>(Type.Object(properties, { additionalProperties: false }));
}

// What an item answers of its own fields: each as declared, but none required, since an item saved before a field
// was declared (or written by an import) does not hold it.
function storedExtraSchema(type: ContentTypeKey) {
  const properties: TProperties = {};
  for (const field of CONTENT_TYPES[type].fields) properties[field.key] = Type.Optional(fieldSchema(field));
  return Type.Unsafe<ContentExtra>(Type.Object(properties, { additionalProperties: false }));
}

const itemFields = (type: ContentTypeKey) => ({
  classificationId: CONTENT_TYPES[type].classified ? Id : Type.Optional(Nullable(Id)),
  title: Name(TITLE_MAX),
  cover: Type.Optional(Nullable(FileUrl)),
  summary: Type.Optional(Text(SUMMARY_MAX, { multiline: true })),
  body: Text(BODY_MAX_BYTES, { multiline: true }),
  attachments: Type.Optional(Type.Array(Attachment, { maxItems: 20 })),
  /** When it shows once on shelf; left out, the moment it goes on shelf. */
  publishAt: Type.Optional(Nullable(DateTime)),
  extra: extraSchema(type),
});

export const contentAddBody = (type: ContentTypeKey) => Type.Unsafe<ContentAdd>(Body({ parkId: Id, ...itemFields(type) }));
export const contentUpdateBody = (type: ContentTypeKey) => Type.Unsafe<ContentUpdate>(Body({ id: Id, version: Int(0, 2147483647), ...itemFields(type) }));

export interface ContentAdd {
  parkId: number;
  classificationId?: number | null;
  title: string;
  cover?: string | null;
  summary?: string;
  body: string;
  attachments?: Attachment[];
  publishAt?: string | null;
  extra: ContentExtra;
}
export type ContentUpdate = Omit<ContentAdd, 'parkId'> & { id: number; version: number };

export const SHELF_ACTIONS = ['on', 'off', 'pin', 'unpin'] as const;
export type ShelfAction = (typeof SHELF_ACTIONS)[number];

/** A shelf or pin change of the version the caller saw. */
export const ContentShelf = Body({ id: Id, version: Int(0, 2147483647), action: StringEnum(SHELF_ACTIONS) });
export type ContentShelf = Static<typeof ContentShelf>;

export const ContentListQuery = Body({
  ...Paging,
  parkId: Id,
  title: Type.Optional(Text(TITLE_MAX)),
  classificationId: Type.Optional(Id),
  state: Type.Optional(StringEnum(['draft', 'scheduled', 'on', 'off'] as const)),
});
export type ContentListQuery = Static<typeof ContentListQuery>;

/** What companies and the app list: published items of the caller's park. */
export const PublishedListQuery = Body({ ...Paging, title: Type.Optional(Text(TITLE_MAX)), classificationId: Type.Optional(Id) });
export type PublishedListQuery = Static<typeof PublishedListQuery>;

export const ListByTitleQuery = Body({ ...Paging, title: Text(TITLE_MAX), type: Type.Optional(StringEnum(['policy', 'finance', 'service', 'news', 'notice'] as const)) });
export type ListByTitleQuery = Static<typeof ListByTitleQuery>;

const Stamp = Type.String();

/** An item as a list shows it, of one type (its own fields as the type declares them); `state` is the one a person sees. */
export const contentRowSchema = (type: ContentTypeKey) =>
  Type.Object({
    id: Type.Integer(),
    parkId: Type.Integer(),
    type: Type.Unsafe<ContentTypeKey>({ type: 'string', enum: [type] }),
    classificationId: Nullable(Type.Integer()),
    classificationName: Nullable(Type.String()),
    title: Type.String(),
    cover: Nullable(Type.String()),
    summary: Type.String(),
    publishAt: Nullable(Stamp),
    state: StringEnum(Object.keys(CONTENT_STATES) as ContentState[]),
    pinned: Type.Boolean(),
    extra: storedExtraSchema(type),
    createdAt: Stamp,
    updatedAt: Stamp,
    version: Type.Integer(),
  });
export type ContentRow = Static<ReturnType<typeof contentRowSchema>>;

/** An item whole, as its form edits it: the row, its body and its files. */
export const contentItemSchema = (type: ContentTypeKey) => Type.Object({ ...contentRowSchema(type).properties, body: Type.String(), attachments: Type.Array(Attachment) });
export type ContentItem = Static<ReturnType<typeof contentItemSchema>>;

/** A published item as a company reads it (no version: it is not edited). */
export const publishedItemSchema = (type: ContentTypeKey) => Type.Omit(contentItemSchema(type), ['version']);
export type PublishedItem = Static<ReturnType<typeof publishedItemSchema>>;

/** spec §7 v1/ps/serviceNameList/{id}: a published service of a classification, by name. */
export const ServiceName = Type.Object({ id: Type.Integer(), title: Type.String() });
export type ServiceName = Static<typeof ServiceName>;

/** spec §7 v1/ps/listByTitle: a published item of any type found by its title. */
export const TitleHit = Type.Object({
  id: Type.Integer(),
  type: StringEnum(CONTENT_TYPE_KEYS),
  title: Type.String(),
  summary: Type.String(),
  cover: Nullable(Type.String()),
});
export const TitleHits = Paged(TitleHit);
export type TitleHit = Static<typeof TitleHit>;

const Count = Type.Integer({ minimum: 0 });
const StateCounts = Type.Object({ ...Object.fromEntries(Object.keys(CONTENT_STATES).map((state) => [state, Count])), total: Count });

/** spec §7 v1/admin/ps/report: each type's items by the state a person sees, and the policies with conditions. */
export const ContentReport = Type.Object({
  types: Type.Unsafe<Record<ContentTypeKey, Record<ContentState | 'total', number>>>(Type.Object(Object.fromEntries(CONTENT_TYPE_KEYS.map((type) => [type, StateCounts])))),
  policiesWithConditions: Count,
});
export type ContentReport = Static<typeof ContentReport>;

// Classification trees (policy, finance, service): a node may have a parent; order is `sort` among siblings.
export const ClassAdd = Body({ parkId: Id, name: Name(30), parentId: Type.Optional(Nullable(Id)) });
export type ClassAdd = Static<typeof ClassAdd>;

export const ClassRename = Body({ id: Id, name: Name(30) });
export type ClassRename = Static<typeof ClassRename>;

/** The new order of a node's siblings: every id of that level, in order. */
export const ClassOrder = Body({ parkId: Id, ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) });
export type ClassOrder = Static<typeof ClassOrder>;

export const ClassListQuery = Body({ parkId: Id });
export type ClassListQuery = Static<typeof ClassListQuery>;

/** A node of a classification tree as its list shows it, with how many items it holds. */
export const ContentClass = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  sort: Type.Integer(),
  items: Count,
});
export type ContentClass = Static<typeof ContentClass>;

/** A node as it was just saved (added or renamed). */
export const SavedClass = Type.Object({
  id: Type.Integer(),
  parkId: Type.Integer(),
  type: StringEnum(CONTENT_TYPE_KEYS),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  sort: Type.Integer(),
  createdAt: Stamp,
});
export type SavedClass = Static<typeof SavedClass>;
