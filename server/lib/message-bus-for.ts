import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/client';
import { PGliteThread } from '../db/pglite-thread';
import type { MessageBus } from './message-bus';
import { pgliteBus } from './message-bus-pglite';
import { postgresBus } from './message-bus-postgres';

// The bus of the database the app was built on: drizzle keeps its driver's client, a PGlite or a pg.Pool, whose
// own settings open the listener's connection.
export function messageBusFor(db: Db): MessageBus {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite || client instanceof PGliteThread) return pgliteBus(client);
  // Otherwise drizzle was built on node-postgres's pool (server/db/client.ts), whose options name the database.
  return postgresBus((client as pg.Pool).options);
}
