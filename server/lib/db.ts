import type { Db } from '../db/client';

// A transaction handle, as drizzle passes it to db.transaction's callback.
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Queries run on the database or inside a caller's transaction alike.
export type Conn = Db | Tx;

// Whether PostgreSQL refused with this SQLSTATE; drizzle may wrap its error.
export function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// PostgreSQL unique_violation (23505), raised when two calls race past a uniqueness pre-check.
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

// Text searched with LIKE/ILIKE matches itself: the wildcards % and _ and the escape \ are escaped.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
