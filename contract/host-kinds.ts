// Host kinds and user types (DESIGN.md §4, spec §6): who is signed in decides which console they get.
export const HOST_KEYS = ['manage', 'front', 'agent'] as const;
export type HostKey = (typeof HOST_KEYS)[number];

export const USER_TYPES = {
  platformAdmin: 0,
  parkOperator: 8,
  company: 9,
  agency: 10,
} as const;

export const USER_TYPE_LABELS: Record<number, string> = {
  [USER_TYPES.platformAdmin]: '平台管理员',
  [USER_TYPES.parkOperator]: '园区运营',
  [USER_TYPES.company]: '入驻企业',
  [USER_TYPES.agency]: '服务机构',
};

export function hostKeyOf(userType: number): HostKey {
  if (userType === USER_TYPES.platformAdmin || userType === USER_TYPES.parkOperator) return 'manage';
  if (userType === USER_TYPES.company) return 'front';
  return 'agent';
}

/** Any user type outside the catalogue is an agency (spec §6: "others"). */
export function userTypeLabel(userType: number | null | undefined): string | null {
  if (userType === null || userType === undefined) return null;
  return USER_TYPE_LABELS[userType] ?? USER_TYPE_LABELS[USER_TYPES.agency] ?? null;
}
