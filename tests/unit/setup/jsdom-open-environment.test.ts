// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import openJsdom from '../../setup/jsdom-open-environment';

describe('the components test environment', () => {
  it('keeps the page open after teardown, so a React task left behind still finds its window and document', async () => {
    const page: Record<string, unknown> = { ...globalThis };
    const environment = await openJsdom.setup(page, { jsdom: {} });
    await environment.teardown(page);
    // What a late React commit reads first: window.event, then the document and its element classes.
    const late = await new Promise<{ event: unknown; iframe: unknown; body: unknown }>((resolve, reject) =>
      setImmediate(() => {
        try {
          const win = page.window as { event: unknown; HTMLIFrameElement: unknown; document: { body: unknown } };
          resolve({ event: win.event, iframe: win.HTMLIFrameElement, body: win.document.body });
        } catch (error) {
          reject(error);
        }
      }),
    );
    expect(late.event).toBeUndefined();
    expect(typeof late.iframe).toBe('function');
    expect(late.body).toBeTruthy();
  });
});
