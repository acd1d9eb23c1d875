import type { Locator, Page } from 'playwright-core';

type Scope = Locator | Page;

const pageOf = (scope: Scope): Page => ('keyboard' in scope ? scope : scope.page());

// Picks `option` in the antd select labelled `name` and returns once the select shows it. A click can be lost (during
// the previous dropdown's closing motion, or while the options are still arriving after the choice above), so the
// option is looked for in the open dropdown only and the choice is checked on the select itself, not assumed.
// `search` is typed first for a select that filters by what is typed. A retry never presses Escape: with the dropdown
// already closed it reaches the dialog around the select, which closes on Escape.
export async function choose(scope: Scope, name: string, option: string | RegExp, search?: string): Promise<void> {
  const page = pageOf(scope);
  const box = scope.getByLabel(name, { exact: true });
  // `has` takes a locator relative to the select, so it is built from the page, not from the scope.
  const field = scope.locator('.ant-select').filter({ has: page.getByLabel(name, { exact: true }) });
  // A single select titles its value with the label, a multiple one each tag.
  const shown = field.filter({ has: page.getByTitle(option, { exact: true }) });
  const item = page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true });
  for (let attempt = 0; attempt < 6; attempt += 1) {
    if (!(await item.isVisible())) {
      await box.click();
      if (search !== undefined) await box.fill(search);
    }
    try {
      await item.click({ timeout: 3_000 });
      // Once clicked, the choice shows within a render: a busy machine can take seconds, and clicking a multiple
      // select's option again would take the choice back.
      await shown.first().waitFor({ timeout: 10_000 });
      return;
    } catch {
      if (await shown.count()) return;
    }
  }
  throw new Error(`option ${String(option)} of ${name} never showed`);
}
