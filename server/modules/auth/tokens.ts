import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

export interface TokenPair {
  access: string;
  refresh: string;
}

const TOKEN_BYTES = 32;
const SECRET_NAME = 'token-derivation';

export const randomToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const newPair = (): TokenPair => ({ access: randomToken(), refresh: randomToken() });

// The pair a rotation issues is derived, not stored: whoever presents the previous refresh token within the grace
// window gets the same pair again, and any server instance sharing the database can recompute it.
export function derivePair(secret: Buffer, previousRefresh: string, rotation: number): TokenPair {
  const derive = (kind: string) =>
    createHmac('sha256', secret).update(`${kind}|${rotation}|${previousRefresh}`).digest('base64url');
  return { access: derive('access'), refresh: derive('refresh') };
}

export function keyed(secret: Buffer, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

const cache = new WeakMap<Db, Promise<Buffer>>();

async function loadOrCreate(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('installation secret missing');
  return Buffer.from(row.value, 'base64');
}

// Random per installation, created on first use; the first writer wins when several instances start together.
export function installationSecret(db: Db): Promise<Buffer> {
  let secret = cache.get(db);
  if (!secret) {
    secret = loadOrCreate(db);
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}
