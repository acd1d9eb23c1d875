import { forbidden, unauthorized } from './errors';
import type { HostKey } from '@contract/host-kinds';
import type { AuthUser } from './request-context';

export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorized('4001', '请先登录');
  return user;
}

// Refuses callers of the wrong host kind with HTTP 403.
export function requireHost(user: AuthUser | null, ...hosts: HostKey[]): AuthUser {
  const u = requireUser(user);
  if (!hosts.includes(u.hostKey)) throw forbidden();
  return u;
}

export const isPlatformAdmin = (user: AuthUser) => user.userType === 0;

/**
 * A company account's own company id as its session's read found it: the id when the company exists, null when it
 * does not, undefined when that read did not look (the caller then reads the company itself).
 */
export function sessionCompanyId(user: AuthUser): number | null | undefined {
  const parkId = user.grants?.companyParkId;
  if (parkId === undefined) return undefined;
  return parkId === null ? null : user.companyId;
}
