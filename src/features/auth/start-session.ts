import { apiBase, hostKeyOf } from '@/api/config';
import type { HostKey, LoginResponse } from '@/api/types';
import { useParkStore } from '@/stores/park';
import { useSessionEndStore } from '@/stores/session-end';
import { useSessionStore } from '@/stores/session';

/** Why a login is refused before anything is stored: the account belongs to another host kind. */
export function kindMismatch(login: LoginResponse, chosen: HostKey, refusal: string): string | null {
  return hostKeyOf(login.user.userType) === chosen ? null : refusal;
}

/** Stores a fresh session; the park and check-in state of any earlier user are dropped. */
export function startSession(login: LoginResponse): void {
  const hostKey = hostKeyOf(login.user.userType);
  useParkStore.getState().clear();
  useSessionEndStore.getState().setReason(null);
  useSessionStore.getState().signIn({
    accessToken: login.access_token,
    refreshToken: login.refresh_token,
    hostKey,
    host: apiBase[hostKey],
    userName: login.user.username,
    avatar: login.user.avatar,
    userId: login.user.userId,
    email: login.user.email,
    phone: login.user.phone,
    userType: login.user.userType,
    roleLevel: login.extra.roleLevel,
    privileges: login.privileges,
  });
}
