import { builtinEnvironments, type Environment } from 'vitest/environments';

const jsdom = builtinEnvironments.jsdom;
// Long enough for antd's leave animations (their jsdom fallback timers) and the React work they schedule.
const SETTLE_MS = 1000;

/**
 * jsdom, torn down only after the page has settled. Work a file leaves behind (a closing message's animation, a
 * query answered as the screen unmounts) schedules React tasks on setImmediate; run after teardown they fail the
 * whole run with "window is not defined". Waiting lets them run against the page they belong to.
 */
const settledJsdom: Environment = {
  name: 'jsdom-settled',
  viteEnvironment: 'client',
  async setup(global, options) {
    const page = await jsdom.setup(global, options);
    return {
      async teardown(g) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        await page.teardown(g);
      },
    };
  },
};

export default settledJsdom;
