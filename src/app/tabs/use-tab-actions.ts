import { useLocation, useNavigate } from 'react-router-dom';
import { nextAfterClosing, rightOf, tabUrl } from '@/lib/open-tabs';
import { useTabsStore } from '@/stores/tabs';
import { screenLink } from '@contract/screens/links';

const HOME = screenLink('home');

export interface TabActions {
  close: (path: string) => Promise<void>;
  closeOthers: (path: string) => Promise<void>;
  closeRight: (path: string) => Promise<void>;
  reopen: () => Promise<void>;
}

/**
 * What the tab strip does. Closing the tab on screen first moves to the nearest tab left open (else the to-do home),
 * then closes: the tab of the URL on screen is always open.
 */
export function useTabActions(): TabActions {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const closing = async (paths: string[]) => {
    const list = useTabsStore.getState();
    const closesActive = list.tabs.some((tab) => tab.path === pathname && !tab.fixed && paths.includes(tab.path));
    if (closesActive) {
      const next = nextAfterClosing(list, paths, pathname);
      await navigate(next ? tabUrl(next) : HOME);
    }
    useTabsStore.getState().close(paths);
  };

  const showing = async (path: string) => {
    const tab = useTabsStore.getState().tabs.find((each) => each.path === path);
    if (tab && path !== pathname) await navigate(tabUrl(tab));
  };

  return {
    close: (path) => closing([path]),
    closeOthers: async (path) => {
      await showing(path);
      useTabsStore.getState().closeOthers(path);
    },
    closeRight: async (path) => {
      if (rightOf(useTabsStore.getState(), path).includes(pathname)) await showing(path);
      useTabsStore.getState().closeRight(path);
    },
    reopen: async () => {
      const tab = useTabsStore.getState().takeReopened();
      if (tab) await navigate(tabUrl(tab));
    },
  };
}
