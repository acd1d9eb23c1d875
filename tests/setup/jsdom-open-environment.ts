import { builtinEnvironments, type Environment } from 'vitest/runtime';

const jsdom = builtinEnvironments.jsdom;
// Long enough for antd's leave animations (their jsdom fallback timers, 0.1–0.2 s) and the React work they schedule.
const SETTLE_MS = 300;

/**
 * jsdom whose page is never closed. Work a file leaves behind (a closing message's animation, a query answered as the
 * screen unmounts) schedules React tasks on setImmediate. Run after jsdom's own teardown they failed the whole run:
 * "window is not defined" once the globals were gone, or "Right-hand side of 'instanceof' is not an object" on the
 * closed page. Here they run against the live page whenever they come. Nothing else sees that page: each test file
 * runs in a forked process of its own (the forks pool with isolation, vitest's default), which ends with the file.
 */
const openJsdom: Environment = {
  name: 'jsdom-open',
  viteEnvironment: 'client',
  async setup(global, options) {
    await jsdom.setup(global, options);
    return {
      async teardown() {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      },
    };
  },
};

export default openJsdom;
