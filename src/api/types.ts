// The HTTP contract shared by the console and the park server (DESIGN.md §3): declared once in contract,
// imported here as types only so that TypeBox stays out of the bundle.
export type { Envelope, PageQuery, Paged } from '@contract/primitives';
export type { HostKey } from '@contract/host-kinds';
export type { LoginDataResponse, LoginResponse, LoginUser } from '@contract/schemas/auth';
export type { MenuNode } from '@contract/schemas/menu';
export type { RegionItem } from '@contract/schemas/region';
export type { UploadedFile } from '@contract/schemas/files';
export type { ParkBrief, ParkInput } from '@contract/schemas/park';
export type { ChangeAccountPayload, CompanyState, CompanyUserInfo, MechanismUserInfo, RegisterPayload } from '@contract/schemas/user';
export type { VerifyType } from '@contract/schemas/verify-code';
export type { ManagerInput, ManagerUpdate } from '@contract/schemas/account';
