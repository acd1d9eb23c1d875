import type { Db } from '../db/client';

// A transaction handle, as drizzle passes it to db.transaction's callback.
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Queries run on the database or inside a caller's transaction alike.
export type Conn = Db | Tx;

// PostgreSQL unique_violation (23505), raised when two calls race past a uniqueness pre-check; drizzle may wrap it.
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Text searched with LIKE/ILIKE matches itself: the wildcards % and _ and the escape \ are escaped.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
