/**
 * The screens a user keeps open as tabs (issue 24 point 3), as plain data: which are open in strip order, which was
 * active most recently, and a stack of the last closed. The shell turns these into routes and renders.
 */
export interface OpenTab {
  /** The screen's path without its query: the tab's key (the same screen with other filters is the same tab). */
  path: string;
  /** The query the tab was last shown with (filters, page, the record it shows). */
  search: string;
  /** The screen's name in the catalogue: the tab's title is the screen's label. */
  screen: string;
  /** A fixed tab (the to-do home) is never closed nor evicted. */
  fixed: boolean;
}

export interface TabList {
  tabs: OpenTab[];
  /** Paths from the least to the most recently active. */
  recent: string[];
  /** The last closed, the most recent last; reopen takes from the end. */
  closed: OpenTab[];
}

export const NO_TABS: TabList = { tabs: [], recent: [], closed: [] };

/** How many closed tabs reopen remembers. */
export const CLOSED_KEPT = 10;

const remember = (closed: OpenTab[], gone: OpenTab[]): OpenTab[] => [...closed, ...gone].slice(-CLOSED_KEPT);

/** A URL that opens the tab as it was last shown. */
export const tabUrl = (tab: OpenTab): string => `${tab.path}${tab.search}`;

/**
 * Opens `tab` (or updates the open tab of its screen to its query) and makes it the most recent; past `limit`, the
 * least recently active tab that is neither fixed nor this one is evicted and can be reopened. A tab whose form holds
 * unsaved changes (`unsaved`) is never evicted: the strip goes past the limit rather than lose what was typed.
 */
export function openTab(list: TabList, tab: OpenTab, limit: number, unsaved: (path: string) => boolean = () => false): TabList {
  const open = list.tabs.some((each) => each.path === tab.path);
  const tabs = open ? list.tabs.map((each) => (each.path === tab.path ? tab : each)) : [...list.tabs, tab];
  let next: TabList = {
    tabs,
    recent: [...list.recent.filter((path) => path !== tab.path), tab.path],
    closed: list.closed.filter((each) => each.path !== tab.path),
  };
  while (next.tabs.length > Math.max(1, limit)) {
    const victim = next.recent.map((path) => next.tabs.find((each) => each.path === path)).find((each) => each && !each.fixed && each.path !== tab.path && !unsaved(each.path));
    if (!victim) break;
    next = closeTabs(next, [victim.path]);
  }
  return next;
}

/** Closes the tabs at `paths` (a fixed tab stays), remembering them for reopen in strip order. */
export function closeTabs(list: TabList, paths: readonly string[]): TabList {
  const gone = list.tabs.filter((tab) => paths.includes(tab.path) && !tab.fixed);
  if (gone.length === 0) return list;
  const left = (path: string) => !gone.some((tab) => tab.path === path);
  return {
    tabs: list.tabs.filter((tab) => left(tab.path)),
    recent: list.recent.filter(left),
    closed: remember(list.closed, gone),
  };
}

/** The paths of every tab but `path`. */
export const othersOf = (list: TabList, path: string): string[] => list.tabs.filter((tab) => tab.path !== path).map((tab) => tab.path);

/** The paths of the tabs to the right of `path`. */
export function rightOf(list: TabList, path: string): string[] {
  const index = list.tabs.findIndex((tab) => tab.path === path);
  return index < 0 ? [] : list.tabs.slice(index + 1).map((tab) => tab.path);
}

/** The open tab at `path` now at `search` (another filter or page); the list as it was when no tab is there. */
export function followTab(list: TabList, path: string, search: string): TabList {
  const tab = list.tabs.find((each) => each.path === path);
  if (!tab || tab.search === search) return list;
  return { ...list, tabs: list.tabs.map((each) => (each === tab ? { ...tab, search } : each)) };
}

/** Keeps only the tabs `keep` accepts (a refused tab is dropped, not offered for reopen). */
export function keepTabs(list: TabList, keep: (tab: OpenTab) => boolean): TabList {
  const tabs = list.tabs.filter(keep);
  if (tabs.length === list.tabs.length) return list;
  const paths = new Set(tabs.map((tab) => tab.path));
  return { tabs, recent: list.recent.filter((path) => paths.has(path)), closed: list.closed.filter(keep) };
}

/**
 * Where to go when the active tab at `active` is among `closing`: the nearest tab left open to its right, else to its
 * left; null when none is left.
 */
export function nextAfterClosing(list: TabList, closing: readonly string[], active: string): OpenTab | null {
  const index = list.tabs.findIndex((tab) => tab.path === active);
  const stays = (tab: OpenTab) => tab.fixed || !closing.includes(tab.path);
  const right = list.tabs.slice(index + 1).find(stays);
  const left = list.tabs.slice(0, Math.max(index, 0)).reverse().find(stays);
  return right ?? left ?? null;
}
