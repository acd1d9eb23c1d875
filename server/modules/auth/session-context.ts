import { hostKeyOf } from '@contract/host-kinds';
import type { CallerGrants } from '../../lib/grants';
import type { AuthUser, RequestContext } from '../../lib/request-context';
import type { SessionRow, UserRow } from './queries';

export type CallerRow = Pick<UserRow, 'id' | 'username' | 'userType' | 'companyId' | 'mechanismId'>;

export function authUserOf(
  user: CallerRow & Partial<Pick<UserRow, 'avatar' | 'email' | 'phone'>>,
  session: Pick<SessionRow, 'id' | 'parkId'>,
  grants?: CallerGrants,
): AuthUser {
  return {
    ...(grants ? { grants } : {}),
    ...(user.avatar !== undefined && user.email !== undefined && user.phone !== undefined
      ? { profile: { avatar: user.avatar, email: user.email, phone: user.phone } }
      : {}),
    id: user.id,
    username: user.username,
    userType: user.userType,
    hostKey: hostKeyOf(user.userType),
    sessionId: session.id,
    parkId: session.parkId,
    companyId: user.companyId,
    mechanismId: user.mechanismId,
  };
}

// The log context of a call made before the caller is authenticated (login, refresh).
export function contextFor(user: UserRow, session: Pick<SessionRow, 'id' | 'parkId'> | null, ip: string): RequestContext {
  return { user: authUserOf(user, session ?? { id: 0, parkId: null }), ip };
}
