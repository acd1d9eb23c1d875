// What a module offers the app besides its own tables, through its face (server/modules/<m>/index.ts) and the one
// module list (server/modules/index.ts): its routes, the to-do kinds it counts for the home, its demo rows.
import type { FastifyPluginAsync } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { HomeKindKey } from '@contract/home';
import type { HostKey } from '@contract/host-kinds';
import type { DemoSeed } from '../db/seed';

/**
 * One select per to-do kind of the module (contract/home.ts), every one giving the same columns: id, title, since
 * (the oldest come first), late (past its service level), park and ref (the voucher batch, 0 for none).
 */
export type TodoBranches = Partial<Record<HomeKindKey, SQL>>;

/** A host kind's branches for the party who acts: the session's park (manage), company (front) or agency (agent). */
export type ModuleTodos = Partial<Record<HostKey, (partyId: number) => TodoBranches>>;

export interface ModuleFace {
  routes: readonly FastifyPluginAsync[];
  todos?: ModuleTodos;
  /** Its demo rows, written in this order after the platform's base (server/seed.ts). */
  seeds?: readonly DemoSeed[];
}
