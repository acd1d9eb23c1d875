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
