import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

// A dialog is ready for a click once antd's opening motion (zoom-appear / zoom-enter classes on it) is over: a click
// while it still scales in can land beside the button it aimed at, and the action never happens.
export async function opened(dialog: Locator, timeout = 20_000): Promise<Locator> {
  await dialog.waitFor({ timeout });
  await expect.poll(async () => (await dialog.getAttribute('class')) ?? '', { timeout }).not.toMatch(/zoom-(appear|enter)/);
  return dialog;
}
