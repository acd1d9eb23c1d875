// The to-do home (issue 24 point 1): what waits for the signed-in user to act, by kind. Each kind is declared once,
// by its domain (contract/domains/, gathered here): its label, the host kind it belongs to, its place among that
// host's cards, the screen listing it, the privilege an operator needs to be shown it, and the screen each of its
// rows opens. The server counts and lists them (server/modules/home), the console shows them (src/features/home);
// neither writes a label or a link of its own.
import { gather, type HomeKindDeclaration, type HomeRowRef } from './domain';
import type { HostKey } from './host-kinds';
import { DOMAINS } from './screens/catalogue';
import { screenLink } from './screens/links';

export type { HomeKindDeclaration, HomeRowRef };

export const HOME_KINDS = gather(DOMAINS, 'homeKinds');

export type HomeKindKey = keyof typeof HOME_KINDS;
const placeOf = (kind: HomeKindKey): number => HOME_KINDS[kind].place;
/** Every kind, each host kind's in the order of its cards. */
export const HOME_KIND_KEYS = (Object.keys(HOME_KINDS) as HomeKindKey[]).sort((a, b) => placeOf(a) - placeOf(b));

/** How many of a kind's oldest items the home lists. */
export const HOME_ROWS = 5;
/** A company's voucher is about to expire this many days ahead; a match is new for as many days. */
export const VOUCHER_EXPIRY_NOTICE_DAYS = 30;
export const POLICY_MATCH_NEW_DAYS = 30;

export const homeKindsOf = (host: HostKey): HomeKindKey[] => HOME_KIND_KEYS.filter((key) => HOME_KINDS[key].host === host);

export const homeKindLink = (kind: HomeKindKey): string => screenLink(HOME_KINDS[kind].screen);

export function homeRowLink(kind: HomeKindKey, ref: HomeRowRef): string {
  const { row }: HomeKindDeclaration = HOME_KINDS[kind];
  const { screen, query } = row(ref);
  return screenLink(screen, query);
}
