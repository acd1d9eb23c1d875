import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

// Rows whose window ended are deleted once every this many counted calls of an instance, off the call's path.
const SWEEP_EVERY = 500;

interface Counted {
  hits: number;
  ttl: number;
}

/**
 * Counts one call of `key` in its window in one statement: a new window starts at the first call or once the last one
 * ended. Two instances counting at once both go through the row's lock, so every call is counted once.
 */
async function count(db: Db, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute(sql`
    insert into ${rateLimits} (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
      window_ends_at = case when ${rateLimits.windowEndsAt} <= now()
        then excluded.window_ends_at else ${rateLimits.windowEndsAt} end
    returning hits, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`);
  const row = result.rows[0] as { hits: number; ttl: number };
  return { hits: Number(row.hits), ttl: Number(row.ttl) };
}

/**
 * The rate limits' counters in the database, so N instances on one database allow the limit once, not N times.
 * Each route counts apart (as the plugin's in-memory store does), keyed by its method and URL.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let counted = 0;
  const sweep = () => {
    counted += 1;
    if (counted % SWEEP_EVERY !== 0) return;
    db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`)).catch(() => undefined);
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '* ',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      count(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttl }) => {
          sweep();
          callback(null, { current: hits, ttl });
        },
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, the route itself under routeInfo (its types say the route).
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      if (!route?.url) throw new Error('a rate-limited route without a URL');
      return new DatabaseRateLimitStore(undefined, `${String(route.method)} ${route.url} `);
    }
  };
}
