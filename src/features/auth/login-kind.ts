import type { HostKey } from '@/api/types';

/** The host kinds in the order the sign-in page offers them; their words are the catalogue's `kinds`. */
export const loginKinds: HostKey[] = ['manage', 'front', 'agent'];

const KIND_KEY = 'park-console-login-kind';

function isHostKey(value: string | null): value is HostKey {
  return value === 'manage' || value === 'front' || value === 'agent';
}

/** The last chosen kind: from the link (logout passes it, since it clears storage), else from storage. */
export function rememberedKind(fromLink: string | null): HostKey {
  if (isHostKey(fromLink)) return fromLink;
  // Rendered at build time (index.html's copy of the page) there is no storage: the default kind shows.
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(KIND_KEY);
  return isHostKey(stored) ? stored : 'manage';
}

export function rememberKind(kind: HostKey): void {
  localStorage.setItem(KIND_KEY, kind);
}
