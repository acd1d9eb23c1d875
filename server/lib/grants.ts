import { USER_TYPES } from '@contract/host-kinds';
import type { Conn } from './db';
import { allPrivilegeCodes, operatorRole, rolePrivilegeCodes } from './grant-queries';

// The platform admin stands above the role levels 1–3 that operators hold.
export const ADMIN_ROLE_LEVEL = 0;

export interface Grants {
  privileges: string[];
  roleLevel: number | null;
}

// A signed-in caller's grants in the session's park, and the enabled parks an operator belongs to (null otherwise).
export interface CallerGrants extends Grants {
  parkIds: number[] | null;
  /** The paths of the manage menus the role holds in the session's park (every menu for the platform admin). */
  menus: readonly string[];
  // Read with the session, absent where it was not: the role behind the codes (null for the admin and for a caller
  // without one), every park an operator belongs to (disabled ones included; null for others), and the park of a
  // company account's company (null when there is none).
  roleId?: number | null;
  memberParkIds?: number[] | null;
  companyParkId?: number | null;
}

// The privilege codes a user holds in a park: every code for the platform admin, the role's codes for an operator.
export async function grantsOf(
  db: Conn,
  user: { id: number; userType: number; parkId?: number | null; grants?: CallerGrants },
  parkId: number | null,
): Promise<Grants> {
  // Read with the session for its own park (server/modules/auth): no second lookup.
  if (user.grants && user.parkId === parkId) return user.grants;
  if (user.userType === USER_TYPES.platformAdmin) return { privileges: await allPrivilegeCodes(db), roleLevel: ADMIN_ROLE_LEVEL };
  if (user.userType === USER_TYPES.parkOperator && parkId !== null) {
    const role = await operatorRole(db, user.id, parkId);
    if (!role) return { privileges: [], roleLevel: null };
    return { privileges: await rolePrivilegeCodes(db, role.id), roleLevel: role.level };
  }
  return { privileges: [], roleLevel: null };
}
