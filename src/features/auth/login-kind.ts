import type { HostKey } from '@/api/types';

export const loginKinds: Array<{ value: HostKey; label: string }> = [
  { value: 'manage', label: '园区管理' },
  { value: 'front', label: '入驻企业' },
  { value: 'agent', label: '服务机构' },
];

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

export function kindLabel(kind: HostKey): string {
  return loginKinds.find((item) => item.value === kind)?.label ?? '';
}
