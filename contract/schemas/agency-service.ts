// An agency's services (spec §7: iv/MechanismService/*, iv/ServiceBuy) and the faces other modules read.
import { Type, type Static } from 'typebox';
import { MAX_DELIVERY_DAYS, MAX_SERVICE_PRICE_FEN, SERVICE_STATE_KEYS, SERVICE_TYPE_KEYS, type ServiceType } from '../agency';
import { Body, Id, Int, Name, Nullable, Paging, StringEnum, Text } from '../primitives';

/** The most a rich-text body may hold (characters). */
export const SERVICE_BODY_MAX = 200_000;

export const AgencyServiceFields = Type.Object(
  {
    name: Name(60),
    serviceType: StringEnum(SERVICE_TYPE_KEYS),
    /** In fen; a fixed price has min = max. */
    priceMinFen: Int(0, MAX_SERVICE_PRICE_FEN),
    priceMaxFen: Int(0, MAX_SERVICE_PRICE_FEN),
    deliveryDays: Int(1, MAX_DELIVERY_DAYS),
    /** What the company gets. */
    deliverables: Text(1000, { minLength: 1, nonBlank: true, multiline: true }),
    voucherPayable: Type.Boolean(),
    body: Text(SERVICE_BODY_MAX, { multiline: true }),
  },
  { additionalProperties: false },
);
export type AgencyServiceFields = Static<typeof AgencyServiceFields>;

/** Add: saved as a draft, or submitted at once with `submit`. */
export const AgencyServiceAdd = Body({ ...AgencyServiceFields.properties, submit: Type.Optional(Type.Boolean()) });
export type AgencyServiceAdd = Static<typeof AgencyServiceAdd>;

/** Edit from the version the sender saw; an approved service's edit waits for audit as a change. */
export const AgencyServiceUpdate = Body({ id: Id, version: Int(0, 2147483647), ...AgencyServiceFields.properties, submit: Type.Optional(Type.Boolean()) });
export type AgencyServiceUpdate = Static<typeof AgencyServiceUpdate>;

export const ServiceVersionBody = Body({ id: Id, version: Int(0, 2147483647) });
export type ServiceVersionBody = Static<typeof ServiceVersionBody>;

export const ServiceAuditInput = Body({ id: Id, version: Int(0, 2147483647), pass: Type.Boolean(), reason: Type.Optional(Text(200)) });
export type ServiceAuditInput = Static<typeof ServiceAuditInput>;

export const AgencyServiceListQuery = Body({
  ...Paging,
  name: Type.Optional(Text(60)),
  state: Type.Optional(StringEnum(SERVICE_STATE_KEYS)),
  serviceType: Type.Optional(StringEnum(SERVICE_TYPE_KEYS)),
  /** Manage: one agency's services (the detail's tab). */
  mechanismId: Type.Optional(Id),
  /** Manage: only services waiting for audit (a first submission or a change). */
  awaiting: Type.Optional(Type.Boolean()),
});
export type AgencyServiceListQuery = Static<typeof AgencyServiceListQuery>;

export const AgencyServiceRow = Type.Object({
  id: Type.Integer(),
  mechanismId: Type.Integer(),
  mechanismName: Type.String(),
  name: Type.String(),
  serviceType: Type.String(),
  state: StringEnum(SERVICE_STATE_KEYS),
  version: Type.Integer(),
  priceMinFen: Type.Integer(),
  priceMaxFen: Type.Integer(),
  deliveryDays: Type.Integer(),
  voucherPayable: Type.Boolean(),
  changePending: Type.Boolean(),
  rejectReason: Nullable(Type.String()),
  submittedAt: Nullable(Type.String()),
});
export type AgencyServiceRow = Static<typeof AgencyServiceRow>;

export const AgencyServiceDetail = Type.Object({
  ...AgencyServiceRow.properties,
  deliverables: Type.String(),
  body: Type.String(),
  pending: Nullable(AgencyServiceFields),
});
export type AgencyServiceDetail = Static<typeof AgencyServiceDetail>;

/** The face `findListedService` answers to the orders and vouchers modules: an approved service of a listed, approved agency. */
export interface ListedService {
  id: number;
  mechanismId: number;
  mechanismName: string;
  name: string;
  serviceType: ServiceType;
  priceMinFen: number;
  priceMaxFen: number;
  voucherPayable: boolean;
  deliveryDays: number;
}

/** The face `agenciesOffering` answers: listed agencies with an approved service of one type. */
export interface OfferingAgency {
  mechanismId: number;
  name: string;
}

/** orgCompanyM: the agencies as member companies of the platform, with their contact person and sign-in accounts. */
export const AgencyMemberQuery = Body({ ...Paging, name: Type.Optional(Text(50)) });
export type AgencyMemberQuery = Static<typeof AgencyMemberQuery>;
export const AgencyMemberAccount = Type.Object({ id: Type.Integer(), username: Type.String(), nickname: Nullable(Type.String()), phone: Nullable(Type.String()), frozen: Type.Boolean() });
export const AgencyMemberRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  listed: Type.Boolean(),
  frozen: Type.Boolean(),
  state: Type.String(),
  accounts: Type.Array(AgencyMemberAccount),
});
export type AgencyMemberRow = Static<typeof AgencyMemberRow>;

/** A listed service as companies see it (v1/ps/service/agency/*, iv/ServiceBuy). */
export const ListedServiceQuery = Body({ ...Paging, name: Type.Optional(Text(60)), serviceType: Type.Optional(StringEnum(SERVICE_TYPE_KEYS)) });
export type ListedServiceQuery = Static<typeof ListedServiceQuery>;
export const ListedServiceItem = Type.Object({
  id: Type.Integer(),
  mechanismId: Type.Integer(),
  mechanismName: Type.String(),
  name: Type.String(),
  serviceType: Type.String(),
  priceMinFen: Type.Integer(),
  priceMaxFen: Type.Integer(),
  deliveryDays: Type.Integer(),
  deliverables: Type.String(),
  voucherPayable: Type.Boolean(),
  body: Type.String(),
});
export type ListedServiceItem = Static<typeof ListedServiceItem>;
