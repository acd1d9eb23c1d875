// Service agencies (spec §7: iv/mechanism/*, iv/ServiceType, iv/user/frozen).
import { Type, type Static } from 'typebox';
import { AGENCY_STATE_KEYS, CREDIT_CODE_PATTERN, MAX_TEAM_MEMBERS, SERVICE_TYPE_KEYS } from '../agency';
import { Body, Digits, Id, Matching, Name, Nullable, Paging, StringEnum, Text } from '../primitives';
import { ServicePhone } from './park';

export const AgencyProfileFields = Type.Object({
  name: Name(50),
  creditCode: Matching(CREDIT_CODE_PATTERN, 18),
  licence: Text(500, { minLength: 1 }),
  legalPerson: Name(30),
  contact: Name(30),
  phone: ServicePhone,
  provinceCode: Digits(2),
  cityCode: Digits(4),
  areaCode: Digits(6),
  address: Name(100),
  serviceTypes: Type.Array(StringEnum(SERVICE_TYPE_KEYS), { minItems: 1, maxItems: SERVICE_TYPE_KEYS.length, uniqueItems: true }),
  introduction: Text(20000, { minLength: 1, multiline: true }),
});
export type AgencyProfileFields = Static<typeof AgencyProfileFields>;

/** What the agency (or an operator correcting it) sends; `version` is the one the sender saw. */
export const AgencyProfileInput = Body({ ...AgencyProfileFields.properties, version: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })) });
export type AgencyProfileInput = Static<typeof AgencyProfileInput>;

export const AgencyProfileUpdate = Body({ id: Id, ...AgencyProfileInput.properties });
export type AgencyProfileUpdate = Static<typeof AgencyProfileUpdate>;

/** Where an agency stands and its profile: `data` is in force, `pending` a change waiting for audit. */
export const AgencyProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: StringEnum(AGENCY_STATE_KEYS),
  version: Type.Integer(),
  listed: Type.Boolean(),
  frozen: Type.Boolean(),
  rejectReason: Nullable(Type.String()),
  submittedAt: Nullable(Type.String()),
  /** The region of the profile in force (of the first submission while there is none). */
  regionName: Type.String(),
  data: Nullable(AgencyProfileFields),
  pending: Nullable(AgencyProfileFields),
  /** The region of the change waiting for audit, so a reviewer sees both. */
  pendingRegionName: Type.Optional(Nullable(Type.String())),
});
export type AgencyProfile = Static<typeof AgencyProfile>;

export const AgencyAuditInput = Body({ id: Id, version: Type.Integer({ minimum: 0, maximum: 2147483647 }), pass: Type.Boolean(), reason: Type.Optional(Text(200)) });
export type AgencyAuditInput = Static<typeof AgencyAuditInput>;

export const AgencyListQuery = Body({
  ...Paging,
  name: Type.Optional(Text(50)),
  serviceType: Type.Optional(StringEnum(SERVICE_TYPE_KEYS)),
  state: Type.Optional(StringEnum(AGENCY_STATE_KEYS)),
  /** Only profiles waiting for audit (a first submission or a change). */
  awaiting: Type.Optional(Type.Boolean()),
});
export type AgencyListQuery = Static<typeof AgencyListQuery>;

export const AgencyRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  state: StringEnum(AGENCY_STATE_KEYS),
  version: Type.Integer(),
  listed: Type.Boolean(),
  frozen: Type.Boolean(),
  changePending: Type.Boolean(),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  serviceTypes: Type.Array(Type.String()),
  submittedAt: Nullable(Type.String()),
});
export type AgencyRow = Static<typeof AgencyRow>;

/** The agencies a company may engage: approved and listed (platform-wide: every park's companies see them). */
export const ListedAgencyQuery = Body({
  ...Paging,
  name: Type.Optional(Text(50)),
  serviceType: Type.Optional(StringEnum(SERVICE_TYPE_KEYS)),
});
export type ListedAgencyQuery = Static<typeof ListedAgencyQuery>;

export const ListedAgencyRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  serviceTypes: Type.Array(Type.String()),
  regionName: Type.String(),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type ListedAgencyRow = Static<typeof ListedAgencyRow>;

/** An operator creates an agency with its sign-in account. */
export const AgencyAdd = Body({ username: Text(20, { minLength: 1 }), password: Text(64, { minLength: 1 }), ...AgencyProfileFields.properties });
export type AgencyAdd = Static<typeof AgencyAdd>;

export const ListedBody = Body({ listed: Type.Boolean() });
export const FrozenBody = Body({ frozen: Type.Boolean() });

export const ServiceTypeOption = Type.Object({ value: Type.String(), label: Type.String() });

/** The agency's strength (issue 15 §3): team, qualifications and certificates, cooperation cases. */
export const StrengthMember = Type.Object({ name: Name(30), role: Name(30), qualification: Type.Optional(Text(100)), photo: Type.Optional(Nullable(Text(500))) }, { additionalProperties: false });
export const StrengthQualification = Type.Object({ name: Name(50), files: Type.Array(Text(500, { minLength: 1 }), { minItems: 1, maxItems: 5 }) }, { additionalProperties: false });
export const StrengthCase = Type.Object(
  { client: Name(50), period: Name(50), result: Text(1000, { minLength: 1, multiline: true }), images: Type.Array(Text(500, { minLength: 1 }), { maxItems: 9 }) },
  { additionalProperties: false },
);
export const AgencyStrength = Body({
  members: Type.Array(StrengthMember, { maxItems: MAX_TEAM_MEMBERS }),
  qualifications: Type.Array(StrengthQualification, { maxItems: 50 }),
  cases: Type.Array(StrengthCase, { maxItems: 50 }),
});
export type AgencyStrength = Static<typeof AgencyStrength>;
