import { create } from 'zustand';

interface SessionEndState {
  /** Why the last session ended (the server's words, e.g. that the account was frozen); null when nothing to say. */
  reason: string | null;
  setReason: (reason: string | null) => void;
}

// Kept in memory only: the login page the ended session returns to says why, and a new session clears it.
export const useSessionEndStore = create<SessionEndState>()((set) => ({
  reason: null,
  setReason: (reason) => set({ reason }),
}));
