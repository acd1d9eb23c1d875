import { builtinEnvironments, type Environment } from 'vitest/runtime';

const jsdom = builtinEnvironments.jsdom;
// Long enough for antd's leave animations (their jsdom fallback timers) and the React work they schedule.
const SETTLE_MS = 1000;

/**
 * jsdom, torn down only after the page has settled. Work a file leaves behind (a closing message's animation, a
 * query answered as the screen unmounts) schedules React tasks on setImmediate; run after teardown they failed the
 * whole run with "window is not defined" (React's passive-effect task reads `window.event`). Waiting lets most of
 * them run against the page they belong to; a task queued by the teardown itself (closing the page fires its own
 * events) still finds the closed page as `window`, where `event` is undefined and an error it reports is a console
 * line, not an uncaught exception. The next file's setup puts a page of its own in its place.
 */
const settledJsdom: Environment = {
  name: 'jsdom-settled',
  viteEnvironment: 'client',
  async setup(global, options) {
    const page = await jsdom.setup(global, options);
    return {
      async teardown(g) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const closedPage: unknown = g.window;
        await page.teardown(g);
        g.window = closedPage;
      },
    };
  },
};

export default settledJsdom;
