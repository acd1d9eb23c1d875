import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Same values as HostKey of the API contract; stores sit below the api layer. */
export type SessionHostKey = 'manage' | 'front' | 'agent';

// Every session value of spec §3 except the park ones, which live in the park store.
export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  hostKey: SessionHostKey | null;
  host: string | null;
  userName: string | null;
  avatar: string | null;
  userId: number | null;
  email: string | null;
  phone: string | null;
  userType: number | null;
  roleLevel: number | null;
  privileges: string[];
}

interface SessionActions {
  signIn: (session: SessionState) => void;
  setTokens: (accessToken: string, refreshToken: string) => void;
  /** Privileges and role level differ per park: a session moved to another park gets that park's. */
  setGrants: (privileges: string[], roleLevel: number | null) => void;
  updateProfile: (profile: Partial<Pick<SessionState, 'userName' | 'avatar' | 'email' | 'phone' | 'roleLevel'>>) => void;
  clear: () => void;
}

export const SESSION_STORAGE_KEY = 'park-console-session';

const empty: SessionState = {
  accessToken: null,
  refreshToken: null,
  hostKey: null,
  host: null,
  userName: null,
  avatar: null,
  userId: null,
  email: null,
  phone: null,
  userType: null,
  roleLevel: null,
  privileges: [],
};

export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...empty,
      signIn: (session) => set(session),
      setTokens: (accessToken, refreshToken) => set({ accessToken, refreshToken }),
      setGrants: (privileges, roleLevel) => set({ privileges, roleLevel }),
      updateProfile: (profile) => set(profile),
      clear: () => set(empty),
    }),
    { name: SESSION_STORAGE_KEY },
  ),
);

export function isSignedIn(): boolean {
  return Boolean(useSessionStore.getState().accessToken);
}
