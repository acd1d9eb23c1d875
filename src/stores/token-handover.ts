// The pair a refresh issued, kept in IndexedDB for the tab that waited on the refresh lock meanwhile. localStorage
// would not do: each tab reads its own copy of it, which another tab's write reaches a little later, so a tab that got
// the lock could still read the expired token and refresh a second time (measured: 39 of 200 raced rounds). An
// IndexedDB transaction that completed before the lock was released is seen by every transaction started after.

export interface Handover {
  /** The access token this refresh replaced. */
  stale: string | null;
  accessToken: string;
  refreshToken: string;
}

const DATABASE = 'park-console-session';
const STORE = 'handover';
const KEY = 'last';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function transact<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  if (!db) throw new Error('IndexedDB unavailable');
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = use(transaction.objectStore(STORE));
    // Resolved once committed, not when the request succeeds: only then do other tabs see it.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Records a refreshed pair; resolves once every tab can read it (or at once where IndexedDB is unavailable). */
export async function recordHandover(handover: Handover): Promise<void> {
  await transact('readwrite', (store) => store.put(handover, KEY)).catch(() => undefined);
}

/** The pair that replaced `stale`, when the last refresh of this browser did; null otherwise. */
export async function handoverFor(stale: string | null): Promise<Handover | null> {
  const found = await transact<Handover | undefined>('readonly', (store) => store.get(KEY)).catch(() => undefined);
  return found && found.stale === stale ? found : null;
}

/** Forgets the last pair (the session ended). */
export function forgetHandover(): void {
  void transact('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
}
