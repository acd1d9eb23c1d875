import { describe, expect, it } from 'vitest';
import { closeTabs, followTab, keepTabs, nextAfterClosing, NO_TABS, openTab, rightOf, type OpenTab, type TabList } from '@/lib/open-tabs';

const tab = (screen: string, search = '', fixed = false): OpenTab => ({ path: `/${screen}`, search, screen, fixed });
const paths = (list: TabList) => list.tabs.map((each) => each.path);

function opened(...tabs: OpenTab[]): TabList {
  return tabs.reduce((list, each) => openTab(list, each, 8), NO_TABS);
}

describe('open tabs', () => {
  it('opens a screen once: the same screen with other filters updates its tab in place', () => {
    const list = openTab(opened(tab('home', '', true), tab('park'), tab('log')), tab('park', '?pageNum=2'), 8);
    expect(paths(list)).toEqual(['/home', '/park', '/log']);
    expect(list.tabs[1]?.search).toBe('?pageNum=2');
    expect(list.recent.at(-1)).toBe('/park');
  });

  it('evicts the least recently shown past the limit, never the fixed one nor the one opened, and can reopen it', () => {
    const list = [tab('home', '', true), tab('a'), tab('b'), tab('a'), tab('c')].reduce((each, next) => openTab(each, next, 3), NO_TABS);
    expect(paths(list)).toEqual(['/home', '/a', '/c']);
    expect(list.closed.map((each) => each.path)).toEqual(['/b']);
    expect(paths(openTab(NO_TABS, tab('a'), 0))).toEqual(['/a']);
  });

  it('never evicts a tab holding unsaved changes: the next oldest goes, or none and the strip goes past the limit', () => {
    const held = (path: string) => path === '/a';
    const list = [tab('a'), tab('b'), tab('c')].reduce((each, next) => openTab(each, next, 2, held), NO_TABS);
    expect(paths(list)).toEqual(['/a', '/c']);
    expect(list.closed.map((each) => each.path)).toEqual(['/b']);
    const allHeld = [tab('a'), tab('b'), tab('c')].reduce((each, next) => openTab(each, next, 2, () => true), NO_TABS);
    expect(paths(allHeld)).toEqual(['/a', '/b', '/c']);
    expect(paths(openTab(list, tab('d'), 2))).toEqual(['/c', '/d']);
  });

  it('closes, remembering the closed in strip order; a fixed tab stays', () => {
    const list = opened(tab('home', '', true), tab('a'), tab('b'), tab('c'));
    const closed = closeTabs(list, rightOf(list, '/home').concat('/home'));
    expect(paths(closed)).toEqual(['/home']);
    expect(closed.closed.map((each) => each.path)).toEqual(['/a', '/b', '/c']);
    expect(paths(openTab(closed, tab('c'), 8))).toEqual(['/home', '/c']);
    expect(openTab(closed, tab('c'), 8).closed.map((each) => each.path)).toEqual(['/a', '/b']);
  });

  it('goes to the nearest tab left open when the shown one closes: right first, then left', () => {
    const list = opened(tab('home', '', true), tab('a'), tab('b'), tab('c'));
    expect(nextAfterClosing(list, ['/b'], '/b')?.path).toBe('/c');
    expect(nextAfterClosing(list, ['/b', '/c'], '/b')?.path).toBe('/a');
    expect(nextAfterClosing(opened(tab('a')), ['/a'], '/a')).toBeNull();
  });

  it('drops tabs refused, without offering them for reopen', () => {
    const list = keepTabs(opened(tab('a'), tab('b')), (each) => each.screen !== 'b');
    expect(paths(list)).toEqual(['/a']);
    expect(list.recent).toEqual(['/a']);
    expect(list.closed).toEqual([]);
  });

  it('follows an open tab to another query without changing what was shown last; no tab, no change', () => {
    const list = opened(tab('home', '', true), tab('log'), tab('park'));
    const followed = followTab(list, '/log', '?username=operator');
    expect(followed.tabs[1]).toEqual(tab('log', '?username=operator'));
    expect(followed.recent).toEqual(list.recent);
    expect(followTab(list, '/staff', '?pageNum=2')).toBe(list);
    expect(followTab(followed, '/log', '?username=operator')).toBe(followed);
  });
});
