import { homeCalls } from '@contract/calls/home';
import { HOST_KEYS, type HostKey } from '@contract/host-kinds';
import { api, callKey } from '@/api/call';

// The to-do home (contract/home.ts): one call per host kind.
export type { Home, HomeKind, HomeRow } from '@contract/schemas/home';
export { homeCalls } from '@contract/calls/home';

export const fetchHome = (host: HostKey) => api(homeCalls[host]);

/** Every home's key: a message that arrives may change what waits on the reader. */
export const HOME_KEYS: readonly (readonly unknown[])[] = HOST_KEYS.map((host) => callKey(homeCalls[host]));
