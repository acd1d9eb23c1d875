import { create } from 'zustand';
import { closeTabs, followTab, keepTabs, NO_TABS, openTab, othersOf, rightOf, type OpenTab, type TabList } from '@/lib/open-tabs';

export type { OpenTab } from '@/lib/open-tabs';

export const TABS_STORAGE_KEY = 'park-console-tabs';

/** How many tabs stay open and alive at most: `VITE_KEPT_TABS` of the build, 8 by default. */
export function keptTabsLimit(): number {
  const setting = Number(import.meta.env.VITE_KEPT_TABS);
  return Number.isInteger(setting) && setting > 0 ? setting : 8;
}

interface TabsState extends TabList {
  /** Whose tabs these are: the user, host kind and park they were opened in; null before the shell adopts any. */
  owner: string | null;
  /** The tabs shown since the shell mounted, whose screens stay rendered (a restored tab renders once revisited). */
  alive: string[];
}

interface TabsActions {
  /** Takes the owner's tabs as this browser stored them (none after a sign-out, which clears the storage). */
  restore: (owner: string) => void;
  /** Opens or updates `tab`; past the limit evicts the oldest tab, never one `unsaved` says holds unsaved changes. */
  visit: (tab: OpenTab, unsaved?: (path: string) => boolean) => void;
  close: (paths: readonly string[]) => void;
  closeOthers: (path: string) => void;
  closeRight: (path: string) => void;
  /** Takes the last closed tab off the stack; the caller opens it. */
  takeReopened: () => OpenTab | null;
  keep: (accept: (tab: OpenTab) => boolean) => void;
  /** The open tab at `path` was navigated to `search` (its screen may not have rendered it yet). */
  follow: (path: string, search: string) => void;
}

const initial: TabsState = { owner: null, alive: [], ...NO_TABS };

function stored(owner: string): TabList {
  try {
    const saved = JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? 'null') as (TabList & { owner: string }) | null;
    if (saved?.owner !== owner || !Array.isArray(saved.tabs)) return NO_TABS;
    return { tabs: saved.tabs, recent: saved.recent ?? [], closed: saved.closed ?? [] };
  } catch {
    return NO_TABS;
  }
}

const alive = (list: TabList, was: string[]) => was.filter((path) => list.tabs.some((tab) => tab.path === path));

export const useTabsStore = create<TabsState & TabsActions>()((set, get) => {
  const change = (next: TabList) => set({ ...next, alive: alive(next, get().alive) });
  return {
    ...initial,
    restore: (owner) => set({ owner, alive: [], ...stored(owner) }),
    visit: (tab, unsaved) => {
      const next = openTab(get(), tab, keptTabsLimit(), unsaved);
      set({ ...next, alive: alive(next, [...get().alive.filter((path) => path !== tab.path), tab.path]) });
    },
    close: (paths) => change(closeTabs(get(), paths)),
    closeOthers: (path) => change(closeTabs(get(), othersOf(get(), path))),
    closeRight: (path) => change(closeTabs(get(), rightOf(get(), path))),
    takeReopened: () => {
      const tab = get().closed.at(-1) ?? null;
      if (tab) set({ closed: get().closed.slice(0, -1) });
      return tab;
    },
    keep: (accept) => change(keepTabs(get(), accept)),
    // Called on every change of the router's state (blockers and fetchers too): a no-op must not notify anyone.
    follow: (path, search) => {
      const list = get();
      const next = followTab(list, path, search);
      if (next !== list) set({ tabs: next.tabs });
    },
  };
});

// Written on every change while an owner holds them; a sign-out clears the storage and writes nothing back.
useTabsStore.subscribe((state, previous) => {
  if (!state.owner || (state.tabs === previous.tabs && state.closed === previous.closed && state.recent === previous.recent)) return;
  const { owner, tabs, recent, closed } = state;
  localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ owner, tabs, recent, closed }));
});
