import './chinese-browser';
import './matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dropWaitingMessages, resetConsoleState } from './fresh-state';

// The shell and screens are lazy chunks: on a busy 2-core machine their first import can take over the default 1 s,
// and under npm test the component tests run at a lower priority beside the browser journeys (scripts/test-lanes.mjs).
// A ceiling, not a measure: a find resolves as soon as its element is there.
configure({ asyncUtilTimeout: 30_000 });

// antd's responsive helpers call matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no ResizeObserver, which antd's Table uses; a no-op one is enough.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: NoopResizeObserver });
}

// jsdom has no 2D canvas and reports every getContext call as not implemented; charts (ECharts) skip drawing when
// there is none, and their screens show the same numbers in a table.
if (typeof HTMLCanvasElement !== 'undefined') {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { configurable: true, writable: true, value: () => null });
}

beforeEach(dropWaitingMessages);

// The page's address and history entry as the worker's page began, put back after every test (see afterEach).
const START_URL = window.location.href;

afterEach(async () => {
  cleanup();
  // A test's vi.stubEnv (the kept tabs' limit) ends with it: the files of a worker share this page.
  vi.unstubAllEnvs();
  resetConsoleState();
  localStorage.clear();
  sessionStorage.clear();
  // A shell test's hash router leaves its history entry's state ({ idx: n }) on the page the next files share, and a
  // screen's way back reads it (the content form goes back when idx > 0, else to its list): a form test in a memory
  // router then went back to nowhere and stayed (a fresh-clone run on Node 24; `late-history.test.ts`).
  window.history.replaceState(null, '', START_URL);
  // Unmounting leaves React scheduler tasks queued with setImmediate. Let them run while the DOM still exists: after
  // a file's last test the environment is torn down, and a task running then fails on a missing window (seen in CI).
  // A task may queue another (a settled query re-renders, the render schedules an effect): drain a few rounds.
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
  }
});

