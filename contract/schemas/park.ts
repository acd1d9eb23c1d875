// Parks (spec §7: v1/admin/park/*).
import { Type, type Static } from 'typebox';
import { Body, Digits, Id, Matching, Name, Nullable, Paging, Positive, Text } from '../primitives';
import { CONTACT_PHONE_PATTERN } from '../value-rules';

/** A telephone number as parks and the platform publish it. */
export const ServicePhone = Matching(CONTACT_PHONE_PATTERN, 20);
/** An uploaded image's address. */
export const ImageUrl = Text(500);

const ParkFields = Type.Object({
  name: Name(30),
  logo: Type.Optional(Nullable(ImageUrl)),
  provinceCode: Digits(2),
  cityCode: Digits(4),
  areaCode: Digits(6),
  address: Text(100, { minLength: 1 }),
  areaSqm: Positive(100000000),
  contact: Text(30, { minLength: 1 }),
  phone: ServicePhone,
  introduction: Type.Optional(Nullable(Text(2000, { multiline: true }))),
});

/** What adding a park sends; updating sends a part of it with the id. */
export const ParkInput = Body(ParkFields.properties);
export type ParkInput = Static<typeof ParkInput>;

export const ParkUpdate = Body({ id: Id, ...Type.Partial(ParkFields).properties });
export type ParkUpdate = Static<typeof ParkUpdate>;

export const ParkEnabledBody = Body({ id: Id, enabled: Type.Boolean() });
export type ParkEnabledBody = Static<typeof ParkEnabledBody>;

export const ParkListQuery = Body({
  ...Paging,
  name: Type.Optional(Text(30)),
  provinceCode: Type.Optional(Digits(2)),
  cityCode: Type.Optional(Digits(4)),
  areaCode: Type.Optional(Digits(6)),
  enabled: Type.Optional(Type.Boolean()),
});
export type ParkListQuery = Static<typeof ParkListQuery>;

/** A park the signed-in user belongs to (`POST v1/user/user/belong/park`). */
export const ParkBrief = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Nullable(Type.String()),
  provinceCode: Nullable(Type.String()),
  cityCode: Nullable(Type.String()),
  areaCode: Nullable(Type.String()),
});
export type ParkBrief = Static<typeof ParkBrief>;

/** The most parks one page of the public park list answers (it is read without a session). */
export const OPEN_PARK_PAGE_MAX = 50;

/** The enabled parks anyone may read (`POST v1/park/open/list`): a company registering picks the one it enters. */
export const OpenParkQuery = Body({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: OPEN_PARK_PAGE_MAX, default: 20 })),
  name: Type.Optional(Text(30)),
  provinceCode: Type.Optional(Digits(2)),
  cityCode: Type.Optional(Digits(4)),
  areaCode: Type.Optional(Digits(6)),
});
export type OpenParkQuery = Static<typeof OpenParkQuery>;

export const OpenPark = Type.Object({
  ...ParkBrief.properties,
  /** Province, city and area names joined by spaces. */
  regionName: Type.String(),
});
export type OpenPark = Static<typeof OpenPark>;

export const Park = Type.Object({
  ...ParkBrief.properties,
  /** Province, city and area names joined by spaces. */
  regionName: Type.String(),
  address: Nullable(Type.String()),
  areaSqm: Nullable(Type.Number()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  introduction: Nullable(Type.String()),
  enabled: Type.Boolean(),
  createdAt: Type.String(),
});
export type Park = Static<typeof Park>;

export const ParkInfo = Type.Object({
  ...Park.properties,
  buildingCount: Type.Integer(),
  floorCount: Type.Integer(),
  roomCount: Type.Integer(),
  companyCount: Type.Integer(),
});
export type ParkInfo = Static<typeof ParkInfo>;
