import { builtinEnvironments, type Environment } from 'vitest/runtime';
import './jsdom-custom-properties';
import { iterateCollectionsDirectly } from './jsdom-collection-iterator';

const jsdom = builtinEnvironments.jsdom;
// Long enough for antd's leave animations (their jsdom fallback timers, 0.1–0.2 s) and the React work they schedule.
const SETTLE_MS = 300;

/**
 * jsdom whose page is never closed. Work a file leaves behind (a closing message's animation, a query answered as the
 * screen unmounts) schedules React tasks on setImmediate. Run after jsdom's own teardown they failed the whole run:
 * "window is not defined" once the globals were gone, or "Right-hand side of 'instanceof' is not an object" on the
 * closed page. Here they run against the live page whenever they come. The page is one per worker, shared by the files
 * that worker runs (vitest.config.ts: isolate false); tests/setup/dom.ts empties it and the console's state after
 * every test, and the page closes with the worker.
 */
const openJsdom: Environment = {
  name: 'jsdom-open',
  viteEnvironment: 'client',
  async setup(global, options) {
    await jsdom.setup(global, options);
    iterateCollectionsDirectly(global);
    return {
      async teardown() {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      },
    };
  },
};

export default openJsdom;
