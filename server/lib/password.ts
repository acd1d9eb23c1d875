import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const maxmem = (n: number, r: number) => 128 * n * r * 2;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// scrypt at OWASP's minimum; stored as scrypt$N$r$p$salt$hash (base64).
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

// The cost new hashes are made at: the app's config sets it (buildApp), OWASP's minimum in every config but the
// server tests' (tests/server/helpers/test-server.ts), whose many registrations and password changes would otherwise
// spend 0.4 s of CPU each on it.
let madeAt = OWASP_SCRYPT_COST;
export function makeHashesAt(cost: ScryptCost): void {
  madeAt = cost;
}

// The cost is stored with each hash, so a hash made at another cost (the tests' seed) verifies as it was made.
export async function hashPassword(password: string, cost: ScryptCost = madeAt): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...cost, maxmem: maxmem(cost.N, cost.r) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parts of a stored hash (scrypt$N$r$p$salt$hash), or null when `stored` is not one. */
function partsOf(stored: string): { n: string; r: string; p: string; salt: string; hash: string } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  return scheme === 'scrypt' && n && r && p && salt && hash ? { n, r, p, salt, hash } : null;
}

/** Whether `stored` has the form of a hash this module makes, its cost in whole numbers. */
export function isStoredHash(stored: string): boolean {
  const parts = partsOf(stored);
  return parts !== null && [parts.n, parts.r, parts.p].every((part) => /^\d+$/.test(part));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = partsOf(stored);
  if (!parts) return false;
  const { n, r, p, salt, hash } = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
