// Customer-service manager accounts of the current park (spec §7: v1/customerServiceManager/*).
import { Type, type Static } from 'typebox';
import { Body, Id, Ids, Matching, Name, Nullable, Paging, StringEnum, Text } from '../primitives';

/** A mainland mobile number, or empty for none. */
const OptionalPhone = Matching('^(1[3-9][0-9]{9})?$', 11);
const Email = Text(100);
const Nickname = Name(30);
const Password = Text(64, { minLength: 1 });
const AllotIds = Ids(200);

export const ManagerQuery = Body({ ...Paging, keyword: Type.Optional(Text(30)), frozen: Type.Optional(Type.Boolean()) });
export type ManagerQuery = Static<typeof ManagerQuery>;

/** A customer-service manager account as the park operator creates it. */
export const ManagerInput = Body({
  username: Text(32, { minLength: 1 }),
  password: Password,
  nickname: Nickname,
  phone: Type.Optional(OptionalPhone),
  email: Type.Optional(Email),
  roleId: Id,
});
export type ManagerInput = Static<typeof ManagerInput>;

/** A change to a manager account: the id and the fields that change; a new password ends its sessions. */
export const ManagerUpdate = Body({
  id: Id,
  nickname: Type.Optional(Nickname),
  phone: Type.Optional(OptionalPhone),
  email: Type.Optional(Email),
  roleId: Type.Optional(Id),
  password: Type.Optional(Password),
});
export type ManagerUpdate = Static<typeof ManagerUpdate>;

export const FreezeBody = Body({ id: Id, frozen: Type.Boolean() });
export type FreezeBody = Static<typeof FreezeBody>;

export const AllotInput = Body({ managerId: Id, companyIds: Type.Optional(AllotIds), staffIds: Type.Optional(AllotIds) });
export type AllotInput = Static<typeof AllotInput>;

export const ALLOT_KINDS = ['company', 'staff'] as const;
export const AllotKind = StringEnum(ALLOT_KINDS);
export type AllotKind = Static<typeof AllotKind>;

export const AllotQuery = Body({ ...Paging, managerId: Type.Optional(Id), kind: Type.Optional(AllotKind) });
export type AllotQuery = Static<typeof AllotQuery>;

export const CommitmentBody = Body({ content: Text(2000, { minLength: 1, nonBlank: true, multiline: true }) });
export type CommitmentBody = Static<typeof CommitmentBody>;

/** A park operator account (userType 8) of the current park. */
export const ManagerAccount = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  frozen: Type.Boolean(),
  createdAt: Type.String(),
  roleId: Nullable(Type.Integer()),
  roleName: Nullable(Type.String()),
  roleLevel: Nullable(Type.Integer()),
  companyCount: Type.Optional(Type.Integer()),
});
export type ManagerAccount = Static<typeof ManagerAccount>;

export const Allotment = Type.Object({
  id: Type.Integer(),
  managerId: Type.Integer(),
  managerName: Type.String(),
  kind: AllotKind,
  targetId: Type.Integer(),
  targetName: Type.String(),
  createdAt: Type.String(),
});
export type Allotment = Static<typeof Allotment>;

export const ManagerDetail = Type.Object({
  ...ManagerAccount.properties,
  companies: Type.Array(Allotment),
  staff: Type.Array(Allotment),
});
export type ManagerDetail = Static<typeof ManagerDetail>;

export const AllotChoice = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The manager it is already allotted to, if any. */
  managerName: Nullable(Type.String()),
});
export type AllotChoice = Static<typeof AllotChoice>;

export const AllotChoices = Type.Object({ companies: Type.Array(AllotChoice), staff: Type.Array(AllotChoice) });
export type AllotChoices = Static<typeof AllotChoices>;

/** A new account: its id. */
export const ManagerCreated = Type.Object({ id: Type.Integer() });
export type ManagerCreated = Static<typeof ManagerCreated>;

/** An account frozen or thawed: its id and its state now. */
export const ManagerFrozen = Type.Object({ id: Type.Integer(), frozen: Type.Boolean() });
export type ManagerFrozen = Static<typeof ManagerFrozen>;

/** How many allotments the call added (those the manager already had are not counted). */
export const AllotAdded = Type.Object({ added: Type.Integer({ minimum: 0 }) });
export type AllotAdded = Static<typeof AllotAdded>;

/** A manager's service commitment. */
export const Commitment = Type.Object({ content: Type.String(), updatedAt: Type.String() });
export type Commitment = Static<typeof Commitment>;

/** A tenant company's customer-service manager, with their commitment (null until they write one). */
export const CompanyManager = Type.Object({
  managerId: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  commitment: Nullable(Type.String()),
});
export type CompanyManager = Static<typeof CompanyManager>;
