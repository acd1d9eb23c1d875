// The callers behind access tokens, kept in this process for a short, bounded time so an authenticated call does not
// read its session every time. An entry lives at most `ttlMs` (config SESSION_CACHE_MS, ≤ 1 s): logout, freeze or a
// password change made on another instance reaches this one within that time without any messaging. A change made
// here forgets the cached callers at once: every logged change (writeLog) clears them all, and revoking sessions
// forgets them before the revocation commits. A lookup that started before a change committed may cache what it read
// for one more TTL at most, which is the same bound.
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  at: number;
  value: Promise<T | null>;
}

const entries = new Map<string, Entry<unknown>>();

/** The cached caller for `key`, or `load()`'s answer, shared by the calls that ask while it loads. */
export function cachedCaller<T>(key: string, ttlMs: number, load: () => Promise<T | null>): Promise<T | null> {
  if (ttlMs <= 0) return load();
  const now = Date.now();
  const hit = entries.get(key) as Entry<T> | undefined;
  if (hit && now - hit.at < ttlMs) return hit.value;
  if (hit) entries.delete(key);
  else if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  const value = load();
  const entry: Entry<T> = { at: now, value };
  entries.set(key, entry);
  // Unknown tokens and failed reads are not kept: the next call asks the database again.
  value.then(
    (found) => {
      if (found === null && entries.get(key) === entry) entries.delete(key);
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return value;
}

/** Forgets every cached caller of this process (a logged change may alter anyone's session, role or parks). */
export function forgetCallers(): void {
  entries.clear();
}
