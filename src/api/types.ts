// The HTTP contract shared by the console and the park server (DESIGN.md §3).
export interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

export type HostKey = 'manage' | 'front' | 'agent';

export interface LoginUser {
  username: string;
  avatar: string | null;
  userId: number;
  email: string | null;
  phone: string | null;
  userType: number;
}

export interface LoginResponse {
  access_token: string;
  refresh_token: string;
  privileges: string[];
  user: LoginUser;
  extra: { roleLevel: number | null };
}

export interface LoginDataResponse {
  user: LoginUser;
  extra: {
    roleLevel: number | null;
    companyInfo?: { companyId: number; companyName: string; state: number | null };
    mechanism?: { id: number; name: string };
  };
}

export interface MenuNode {
  id: number;
  name: string;
  path: string;
  icon: string | null;
  sort: number;
  children: MenuNode[];
}

export interface RegionItem {
  id: string;
  name: string;
}

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
  type: string;
}

/** A park the signed-in user belongs to (`POST v1/user/user/belong/park`). */
export interface ParkBrief {
  id: number;
  name: string;
  logo: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  areaCode: string | null;
}

/** Company check-in state (DESIGN.md §5): null not applied, 0 submitted, 1 settled, 2 rejected, 3 moved out. */
export type CompanyState = 0 | 1 | 2 | 3 | null;

export interface CompanyUserInfo {
  companyId: number | null;
  companyName: string | null;
  state: CompanyState;
}

export interface MechanismUserInfo {
  id: number;
  name: string;
}

export type VerifyType = 'register' | 'forget';

export interface RegisterPayload {
  username: string;
  password: string;
  phone: string;
  code: string;
  userType: 9 | 10;
  name: string;
}

export interface ChangeAccountPayload {
  username?: string;
  phone?: string;
  email?: string;
  avatar?: string;
  code?: string;
}

/** What adding a park sends (`POST v1/admin/park/insert`); updating sends a part of it with the id. */
export interface ParkInput {
  name: string;
  logo?: string | null;
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  address: string;
  areaSqm: number;
  contact: string;
  phone: string;
  introduction?: string | null;
}

/** A customer-service manager account as the park operator creates it. */
export interface ManagerInput {
  username: string;
  password: string;
  nickname: string;
  phone?: string;
  email?: string;
  roleId: number;
}

/** A change to a manager account: the id and the fields that change; a new password ends its sessions. */
export interface ManagerUpdate {
  id: number;
  nickname?: string;
  phone?: string;
  email?: string;
  roleId?: number;
  password?: string;
}
