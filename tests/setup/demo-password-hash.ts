import { hashPassword, type ScryptCost } from '../../server/lib/password';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';

// The tests' seeds store the demo accounts' password at a low scrypt cost: a sign-in verifies at the cost stored with
// the hash, so the many sign-ins of a run check the real password without paying OWASP's cost (about 0.4 s of CPU
// each; a quarter of the journeys' servers' CPU before). The server tests' config makes the app's own hashes at it too
// (a registration, a password change); a real server (the journeys') makes them at OWASP's minimum.
export const TEST_HASH_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

export const cheapDemoPasswordHash = (): Promise<string> => hashPassword(DEMO_PASSWORD, TEST_HASH_COST);
