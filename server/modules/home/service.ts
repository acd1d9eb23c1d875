import { HOME_KINDS, homeKindLink, homeKindsOf, homeRowLink, type HomeKindDeclaration, type HomeKindKey } from '@contract/home';
import type { HostKey } from '@contract/host-kinds';
import { PRIVILEGES } from '@contract/privileges';
import type { Home } from '@contract/schemas/home';
import { mayOpenScreen } from '@contract/screens/gate';
import type { Db } from '../../db/client';
import { requireHost } from '../../lib/access';
import { badRequest } from '../../lib/errors';
import type { AuthUser, RequestContext } from '../../lib/request-context';
import type { ModuleTodos, TodoBranches } from '../../lib/module-face';
import { readHome } from './queries';

// The to-do home of each host kind (contract/home.ts): one statement counts and lists every kind the caller acts on,
// each kind's select given by its module (`todos`, gathered from the module list).

/** Every module's branches of a host kind, for the party who acts. */
const branchesOf = (todos: readonly ModuleTodos[], host: HostKey, partyId: number): TodoBranches =>
  Object.assign({}, ...todos.map((todo) => todo[host]?.(partyId)));

/** An operator is shown a kind only while the role opens its screen and holds its privilege. */
function operatorHolds(user: AuthUser, kind: HomeKindKey): boolean {
  const { screen, privilege }: HomeKindDeclaration = HOME_KINDS[kind];
  const privileges = user.grants?.privileges ?? [];
  const holder = { hostKey: user.hostKey, menus: user.grants?.menus ?? [], privileges };
  return mayOpenScreen(screen, holder) && (!privilege || privileges.includes(PRIVILEGES[privilege].code));
}

async function homeOf(db: Db, host: HostKey, branches: TodoBranches, holds: (kind: HomeKindKey) => boolean): Promise<Home> {
  const chosen = homeKindsOf(host).filter((kind) => branches[kind] && holds(kind));
  const read = await readHome(db, branches, chosen);
  return {
    kinds: read.map(({ kind, n, late, rows }) => ({
      kind,
      label: HOME_KINDS[kind].label,
      count: n,
      overdue: late,
      screen: homeKindLink(kind),
      rows: rows.map((row) => ({
        id: row.id,
        title: row.title,
        since: new Date(row.since).toISOString(),
        overdue: row.late,
        link: homeRowLink(kind, { id: row.id, parkId: row.park, ref: row.ref }),
      })),
    })),
  };
}

export function manageHome(db: Db, ctx: RequestContext, todos: readonly ModuleTodos[]): Promise<Home> {
  const user = requireHost(ctx.user, 'manage');
  if (user.parkId === null) throw badRequest('请先选择园区');
  return homeOf(db, 'manage', branchesOf(todos, 'manage', user.parkId), (kind) => operatorHolds(user, kind));
}

export function companyHome(db: Db, ctx: RequestContext, todos: readonly ModuleTodos[]): Promise<Home> {
  const user = requireHost(ctx.user, 'front');
  if (user.companyId === null) return Promise.resolve({ kinds: [] });
  return homeOf(db, 'front', branchesOf(todos, 'front', user.companyId), () => true);
}

export function agencyHome(db: Db, ctx: RequestContext, todos: readonly ModuleTodos[]): Promise<Home> {
  const user = requireHost(ctx.user, 'agent');
  if (user.mechanismId === null) return Promise.resolve({ kinds: [] });
  return homeOf(db, 'agent', branchesOf(todos, 'agent', user.mechanismId), () => true);
}
