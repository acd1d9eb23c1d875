import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useParkStore } from '@/stores/park';
import { clearLocalSession } from '@/stores/sync-tabs';
import { THEME_STORAGE_KEY, useThemeStore } from '@/stores/theme';
import { api, manageMenus, mock, ok, park, renderApp, server, signIn, startShellServer } from './shell-harness';

startShellServer();

function inPark() {
  signIn('manage');
  useParkStore.getState().setParks([park(1, '一号园区')]);
  useParkStore.getState().choosePark(park(1, '一号园区'));
  server.use(mock.get(api('v1/menu/getCurrentUserMenu/1'), () => ok(manageMenus(5))));
}

/** The system's preference as matchMedia reports it, with a way to change it as the system would. */
const DARK = '(prefers-color-scheme: dark)';

function systemPrefers(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  let matches = dark;
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = {
      get matches() {
        return query === DARK && matches;
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      // Only the preference's own query changes here (antd watches its breakpoints too).
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => query === DARK && listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  });
  return {
    spy,
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener({ matches }));
    },
  };
}

const shownTheme = () => document.documentElement.dataset.theme;

describe('the header theme switch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows the system until the user chooses, then keeps the choice on this browser', async () => {
    const system = systemPrefers(false);
    inPark();
    renderApp('/park');
    expect(await screen.findByRole('button', { name: '切换到暗色主题' })).toBeInTheDocument();
    expect(shownTheme()).toBe('light');

    system.change(true);
    expect(await screen.findByRole('button', { name: '切换到亮色主题' })).toBeInTheDocument();
    await waitFor(() => expect(shownTheme()).toBe('dark'));

    await userEvent.click(screen.getByRole('button', { name: '切换到亮色主题' }));
    await waitFor(() => expect(shownTheme()).toBe('light'));
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { chosen: 'light' } });
    // Chosen: the system's preference no longer decides.
    system.change(false);
    system.change(true);
    expect(screen.getByRole('button', { name: '切换到暗色主题' })).toBeInTheDocument();
    expect(shownTheme()).toBe('light');
  });

  it('keeps the sign-in page light whatever is chosen, and a sign-out keeps the choice', async () => {
    systemPrefers(false);
    inPark();
    useThemeStore.getState().choose('dark');
    clearLocalSession();
    expect(Object.keys(localStorage)).toEqual([THEME_STORAGE_KEY]);
    expect(useThemeStore.getState().chosen).toBe('dark');
    renderApp('/login');
    await screen.findByPlaceholderText('请输入密码');
    expect(shownTheme()).toBe('light');
  });

  it('shows a state in contrast-safe colours of the theme in effect', async () => {
    systemPrefers(false);
    const { rerender } = render(<StatusTag tone="danger">已驳回</StatusTag>);
    expect(screen.getByText('已驳回')).toHaveStyle({ color: '#cf1322' });
    useThemeStore.getState().choose('dark');
    rerender(<StatusTag tone="danger">已驳回</StatusTag>);
    await waitFor(() => expect(screen.getByText('已驳回')).toHaveStyle({ color: '#f37370' }));
  });
});
