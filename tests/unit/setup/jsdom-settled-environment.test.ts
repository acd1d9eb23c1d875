import { describe, expect, it } from 'vitest';
import settledJsdom from '../../setup/jsdom-settled-environment';

describe('the components test environment', () => {
  it('leaves a React task that runs after teardown a window whose event it can read', async () => {
    const page: Record<string, unknown> = { ...globalThis };
    const environment = await settledJsdom.setup(page, { jsdom: {} });
    expect(typeof (page.window as { document: unknown }).document).toBe('object');
    await environment.teardown(page);
    // What React's passive-effect task does first, when a commit came during the teardown itself.
    const late = await new Promise<unknown>((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve((page.window as { event: unknown }).event);
        } catch (error) {
          reject(error);
        }
      }),
    );
    expect(late).toBeUndefined();
    expect(page.document).toBeUndefined();
  });
});
