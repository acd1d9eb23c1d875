import path from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { HostKey } from '@contract/host-kinds';
import { SCREEN_TABLE } from '@/app/screens/screen-table';
import { newBrowserContext, ROOT, startSeededServer, type RunningServer } from './harness';
import { hashPathOf, landed, signIn, type LoginKind } from './shell-journeys';

const WAIT = { timeout: 20_000 };
const AXE_SCRIPT = path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
// Only violations are gathered (passes and incomplete results cost most of a run's time).
const WCAG_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] };
// A theme changes colours only, not the page's structure, names or roles: the park chooser, seen once, is checked in
// dark with just the rules of WCAG 2 A/AA that read colours (axe-core 4.14 has two).
const COLOUR_RULES: RunOptions = { runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block'] }, resultTypes: ['violations'] };
type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

// Each host kind's screens are opened by the demo account that owns them (README): the platform administrator in
// the demo park (it holds every privilege, so every button of a screen is there), the settled company, the agency.
const OWNERS: Record<HostKey, { kind: LoginKind; username: string; park?: string }> = {
  manage: { kind: '园区管理', username: 'admin', park: '张江科创园' },
  front: { kind: '入驻企业', username: 'company' },
  agent: { kind: '服务机构', username: 'agency' },
};

// A screen that shows one record opens with the first row (or rows) of the list a user picks it from, seen earlier
// in the same walk: [screen, list screen, parameter, rows].
type Seeded = readonly [screen: string, list: string, param: string, rows?: number];
const SEEDED: readonly Seeded[] = [
  ['role-detail', 'role', 'id'],
  ['account-detail', 'account', 'id'],
  ['log-detail', 'log', 'id'],
  ['park-fileds-manage', 'park-fileds', 'modelId'],
  ['park-fileds-add', 'park-fileds', 'modelId'],
  ['companyManage-edit', 'settlecompany', 'companyId'],
  ['companyManage-detail', 'settlecompany', 'companyId'],
  ['companyManage-detail-copy', 'settlecompany', 'companyId'],
  ['staffList', 'settlecompany', 'companyId'],
  ['companyTree', 'settlecompany', 'id'],
  ['companyTreeRatio', 'settlecompany', 'ids', 2],
  ['policy-detail', 'policy', 'id'],
  ['order-detail', 'serviceOrder', 'id'],
  ['assignOrder', 'serviceOrder', 'id'],
  ['serviceOrderDetail', 'serviceOrder', 'id'],
  ['cashOrderDetail', 'cash-order', 'id'],
  ['adviceOrderDetail', 'advice-order', 'id'],
  ['preCheckDetail', 'pre-check', 'id'],
  ['agency-edit', 'orgCompanyM', 'id'],
  ['agency-manage', 'orgCompanyM', 'id'],
  ['vouchers-manage-action', 'vouchers-manage', 'id'],
  ['front-policyDetail', 'front-policy', 'id'],
  ['front-cashOrderDetail', 'front-cash-order', 'id'],
  ['front-preApply-order-detail', 'front-preApply-order', 'id'],
  ['front-voucherDetail', 'front-voucher-order', 'id'],
];

// Records whose link names more than their id (an order's park, for the agency that works in none): opened by the
// first row's 查看 of their list.
const VIA_VIEW = ['cashOrderDetail'];

// List screens that also show one record of theirs in place (`?id=`): checked both ways.
const IN_PLACE_DETAIL = ['front-advice-order', 'orgCompanyCheck', 'orgServiceCheck', 'companySuggest', 'front-suggest', 'front-news', 'front-agencies', 'front-services'];
// Forms that edit a record of the list they are opened from, besides adding one.
const EDIT_FORMS: readonly Seeded[] = [
  ['news-add', 'news', 'id'],
  ['policy-add', 'policy', 'id'],
];

// The lists whose first rows open a record later in the walk.
const SEEDING_LISTS = new Set([...SEEDED, ...EDIT_FORMS].map(([, list]) => list).concat(IN_PLACE_DETAIL));

interface Visit {
  screen: string;
  /** How its query is made from the first rows of a list seen before; none: opened bare. */
  seeded?: Seeded;
}

// Every screen of the table its host kind reaches, lists before the records opened from them.
function visitsOf(host: HostKey): Visit[] {
  const screens = SCREEN_TABLE.filter((entry) => entry.hosts.includes(host)).map((entry) => entry.name);
  const seededOf = (screen: string) => SEEDED.find(([name]) => name === screen);
  const plain: Visit[] = screens.filter((screen) => !seededOf(screen)).map((screen) => ({ screen }));
  const seeded: Visit[] = screens.flatMap((screen) => {
    const seed = seededOf(screen);
    return seed && screens.includes(seed[1]) ? [{ screen, seeded: seed }] : [];
  });
  // A company opens its own record and tree: no id.
  const own = screens.filter((screen) => seededOf(screen) && !seeded.some((visit) => visit.screen === screen)).map((screen) => ({ screen }));
  const inPlace: Visit[] = [...IN_PLACE_DETAIL.map((screen): Seeded => [screen, screen, 'id']), ...EDIT_FORMS]
    .filter(([screen, list]) => screens.includes(screen) && screens.includes(list))
    .map((seed) => ({ screen: seed[0], seeded: seed }));
  return [...plain, ...own, ...seeded, ...inPlace];
}

/** The visits in `count` parts of about one size, each record with the list it is opened from, in their order. */
function split(visits: Visit[], count: number): Visit[][] {
  const parts: Visit[][] = Array.from({ length: count }, () => []);
  const partOf = new Map<string, Visit[]>();
  for (const visit of visits) {
    const family = visit.seeded?.[1] ?? visit.screen;
    const part = partOf.get(family) ?? parts.reduce((least, next) => (next.length < least.length ? next : least));
    partOf.set(family, part);
    part.push(visit);
  }
  return parts;
}

// What shows that a part of the screen still loads: a busy region, a spinner, a skeleton, a button waiting on its call.
const BUSY = '[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading';

/** Waits until the shell shows `path` rendered, with no call in flight, no spinner and no motion for a few frames. */
async function settled(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(
    ({ name, busy }) => {
      const state = window as unknown as { settledFrames?: number };
      const main = document.querySelector('main[data-path]');
      const shown = main?.getAttribute('data-path')?.split('/').at(-1) === name;
      const quiet =
        shown &&
        main?.getAttribute('aria-busy') === 'false' &&
        !document.querySelector(busy) &&
        document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running');
      state.settledFrames = quiet ? (state.settledFrames ?? 0) + 1 : 0;
      return state.settledFrames >= 3;
    },
    { name: screen, busy: BUSY },
    { polling: 50, timeout: 10_000 },
  );
  await page.evaluate(() => delete (window as unknown as { settledFrames?: number }).settledFrames);
}

/**
 * axe-core's WCAG 2 A and AA rules over the page as it stands: the whole page, or only the screen (`main`) and any
 * dialog or drawer open over it (the shell around it is the same on every screen of a host kind and is checked on its
 * first). Returns the serious and critical violations, one line per rule with the elements it names and what fails.
 */
async function seriousViolations(page: Page, scope: 'page' | 'screen' = 'page', rules: RunOptions = WCAG_AA): Promise<string[]> {
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(
    async ({ options, screenOnly }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core did not load');
      const context = screenOnly ? { include: [...document.querySelectorAll('main, .ant-modal-root, .ant-drawer')] } : document;
      const { violations } = await axe.run(context as Document, options);
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => {
          const nodes = v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''})`);
          return `${v.id} (${v.impact}) on ${v.nodes.length}: ${nodes.slice(0, 5).join('; ')}`;
        });
    },
    { options: rules, screenOnly: scope === 'screen' },
  );
}

const hashOf = (page: Page) => page.evaluate(() => window.location.hash);

// What the page shows when it does not settle: to name in the failure.
const stuckState = (page: Page) =>
  page.evaluate((busy) => ({
    path: document.querySelector('main[data-path]')?.getAttribute('data-path'),
    busy: document.querySelector('main[data-path]')?.getAttribute('aria-busy'),
    spinners: document.querySelectorAll(busy).length,
  }), BUSY);

// Every screen is checked in both themes and both languages: the whole walk in light and Chinese, then, after one
// switch of each, again in dark (as a system that prefers dark shows it until the user chooses) and English. A switch
// re-renders the whole console: one per screen cost more than walking every screen a second time. Colours follow the
// theme, names, labels and roles follow the language, so the second walk runs every rule again: each screen is
// checked in each theme and in each language, and the colour rules, the only ones a theme changes, in both themes.
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const THEME_NOTE: Record<Theme, string> = { light: '', dark: ' (dark, English)' };
const LANGUAGE: Record<Theme, 'zh-CN' | 'en-US'> = { light: 'zh-CN', dark: 'en-US' };
// The header's switch is named in the language it switches to.
const SWITCH_TO: Record<'zh-CN' | 'en-US', string> = { 'zh-CN': '中文', 'en-US': 'English' };
// A list's 查看 in either language.
const VIEW = /^(查\s*看|View)$/;

/** Switches the page's system preference to `theme` and waits until the console shows it and has settled again. */
async function showTheme(page: Page, theme: Theme, screen: string): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction((name) => document.documentElement.dataset.theme === name, theme, { polling: 50, timeout: 10_000 });
  await settled(page, screen).catch(() => undefined);
}

/** Chooses `language` with the header's (or the sign-in page's) switch, as a user does, and waits until it shows. */
async function showLanguage(page: Page, language: 'zh-CN' | 'en-US'): Promise<void> {
  const shown = () => page.evaluate(() => document.documentElement.lang);
  // Another page of the same profile may have chosen it already: the choice is kept per browser.
  if ((await shown()) !== language) await page.getByRole('button', { name: SWITCH_TO[language], exact: true }).click(WAIT).catch(() => undefined);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language, { polling: 50, ...WAIT });
}

// A call started while axe ran (a list that waited for another call) means the screen was not done: again. So
// does a violation, once: a colour caught mid-motion (a primary button fading in with its drawer measured 2.83:1)
// is gone when the screen has settled again, a real one is found again.
async function screenViolations(page: Page, screen: string, scope: 'page' | 'screen', calls: () => number, rules: RunOptions): Promise<string[]> {
  let violations: string[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const before = calls();
    violations = await seriousViolations(page, scope, rules);
    if (violations.length === 0 && calls() === before && (await page.locator(BUSY).count()) === 0) break;
    await settled(page, screen).catch(() => undefined);
  }
  return violations;
}

// Opens each visit by its hash in the same page (or by the list's 查看, for a record whose link carries more than its
// id) and collects what axe finds, by screen, in the theme the page shows. A record is opened with the first rows its
// list showed in this walk or an earlier one (`firstRows`).
async function walk(page: Page, visits: Visit[], theme: Theme, firstRows: Map<string, string[]>): Promise<string[]> {
  let apiCalls = 0;
  const count = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls += 1;
  };
  page.on('request', count);
  const calls = () => apiCalls;
  const found: string[] = [];
  let scope: 'page' | 'screen' = 'page';
  for (const { screen, seeded } of visits) {
    let hash = `#/${screen}`;
    if (seeded) {
      const [, list, param, rows = 1] = seeded;
      const first = firstRows.get(list) ?? [];
      if (first.length < rows) {
        found.push(`#/${screen}: the list ${list} showed no row to open it with`);
        continue;
      }
      hash = `#/${screen}?${param}=${first.slice(0, rows).join(',')}`;
    }
    if (seeded && VIA_VIEW.includes(screen)) {
      await page.evaluate((to) => (window.location.hash = to), `#/${seeded[1]}`);
      await settled(page, seeded[1]);
      await page.locator('main tr.ant-table-row').first().getByRole('button', { name: VIEW }).click();
    } else {
      await page.evaluate((to) => (window.location.hash = to), hash);
    }
    const stuck = await settled(page, screen).then(() => null, () => stuckState(page));
    if (seeded && VIA_VIEW.includes(screen)) hash = await hashOf(page);
    if (stuck) {
      found.push(`${hash}${THEME_NOTE[theme]}: never settled (${JSON.stringify(stuck)})`);
      continue;
    }
    if (await page.locator('main .ant-result-403, main .ant-result-404, main .ant-result-error').count()) found.push(`${hash}${THEME_NOTE[theme]}: shows an error or no-access page`);
    for (const violation of await screenViolations(page, screen, scope, calls, WCAG_AA)) found.push(`${hash}${THEME_NOTE[theme]}: ${violation}`);
    if (!seeded && !firstRows.has(screen)) {
      // A list that a later visit opens a record of: its rows, once they show (a busy machine can settle the screen
      // between its frame and its first page).
      if (SEEDING_LISTS.has(screen)) await page.locator('main tr.ant-table-row[data-row-key]').first().waitFor(WAIT).catch(() => undefined);
      const keys = await page.locator('main tr.ant-table-row[data-row-key]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''));
      firstRows.set(screen, keys);
    }
    scope = 'screen';
  }
  page.off('request', count);
  return found;
}

/** The visits walked in each theme in turn, on one page. */
async function walkBothThemes(page: Page, visits: Visit[]): Promise<string[]> {
  const firstRows = new Map<string, string[]>();
  const found: string[] = [];
  for (const [index, theme] of THEMES.entries()) {
    if (index > 0) {
      const shown = await page.evaluate(() => document.querySelector('main[data-path]')?.getAttribute('data-path')?.split('/').at(-1) ?? '');
      await showLanguage(page, LANGUAGE[theme]);
      await showTheme(page, theme, shown);
    }
    found.push(...(await walk(page, visits, theme, firstRows)));
  }
  return found;
}

// The host kinds walk side by side, each in its own browser profile: most of a screen's time is waiting (its calls,
// its chunk, React's reveal of a suspended screen), not work.
describe.concurrent('accessibility of every screen (axe-core, WCAG 2 A/AA) in Chromium against the real server', () => {
  let server: RunningServer;
  const browsers: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startSeededServer();
  });
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await server?.stop();
  });

  async function browser(skip: (reason: string) => void): Promise<BrowserContext> {
    const context = await newBrowserContext(skip);
    browsers.push(context);
    return context;
  }

  it('finds no serious or critical violation on the public pages, and on sign-in before and after a refused submit', async (ctx) => {
    const page = await (await browser((reason) => ctx.skip(reason))).newPage();
    await page.goto(`${server.url}/#/login`);
    await page.locator('input[type="password"]').waitFor({ state: 'visible', ...WAIT });
    await ctx.expect.poll(() => page.evaluate(() => document.getAnimations().length), WAIT).toBe(0);
    const found = (await seriousViolations(page)).map((v) => `#/login: ${v}`);
    await page.locator('button[type="submit"]').click();
    await page.getByText('请输入密码', { exact: true }).waitFor(WAIT);
    await ctx.expect.poll(() => page.evaluate(() => document.getAnimations().length), WAIT).toBe(0);
    found.push(...(await seriousViolations(page)).map((v) => `#/login (refused): ${v}`));
    for (const [hash, field] of [['/regist', '请输入用户名'], ['/forgotPwd', '请输入注册时的手机号']] as const) {
      await page.evaluate((h) => (window.location.hash = h), hash);
      await page.getByPlaceholder(field).first().waitFor(WAIT);
      await ctx.expect.poll(() => page.evaluate(() => document.getAnimations().length), WAIT).toBe(0);
      found.push(...(await seriousViolations(page)).map((v) => `#${hash}: ${v}`));
    }
    // And in English, chosen on the sign-in page.
    await page.evaluate(() => (window.location.hash = '/login'));
    await page.locator('input[type="password"]').waitFor({ state: 'visible', ...WAIT });
    await showLanguage(page, 'en-US');
    await page.getByRole('button', { name: 'Sign in' }).waitFor(WAIT);
    await ctx.expect.poll(() => page.evaluate(() => document.getAnimations().length), WAIT).toBe(0);
    found.push(...(await seriousViolations(page)).map((v) => `#/login (English): ${v}`));
    ctx.expect(found).toEqual([]);
  });

  // The manage host kind has as many screens as the other two together: it walks them in two pages of its profile.
  const PAGES: Record<HostKey, number> = { manage: 2, front: 1, agent: 1 };
  // Each view is checked twice (light, then dark). Measured at a load of 7 to 14 on two cores: the manage walk alone
  // 350 s, the four walks side by side over 300 s for manage (front 152 s, agent 120 s); ten minutes each, so a busy
  // machine does not fail it.
  for (const host of ['manage', 'front', 'agent'] as const) {
    const owner = OWNERS[host];
    const visits = visitsOf(host);
    it(`finds no serious or critical violation on the ${visits.length} views of the ${host} screens, as ${owner.username}`, { timeout: 600_000 }, async (ctx) => {
      const context = await browser((reason) => ctx.skip(reason));
      const page = await signIn(context, server.url, owner.kind, owner.username);
      await page.locator('main[data-path]').waitFor(WAIT);
      const found: string[] = [];
      if (!owner.park) {
        // The console goes on to the host kind's first screen after sign-in: a visit opened before it arrives there is
        // overtaken by that navigation (the company's first visit once showed its record).
        await settled(page, (await hashPathOf(await landed(page))).split('/').at(-1) ?? '');
      }
      if (owner.park) {
        await page.getByText('选择要进入的园区').waitFor(WAIT);
        await settled(page, '');
        found.push(...(await seriousViolations(page)).map((v) => `#/ (the park chooser): ${v}`));
        await showTheme(page, 'dark', '');
        found.push(...(await seriousViolations(page, 'page', COLOUR_RULES)).map((v) => `#/ (the park chooser, dark): ${v}`));
        await page.emulateMedia({ colorScheme: 'light' });
        await page.getByRole('listitem', { name: owner.park }).getByRole('button').click();
        await page.getByText(`当前园区：${owner.park}`).waitFor(WAIT);
        await settled(page, (await hashPathOf(await landed(page))).split('/').at(-1) ?? '');
      }
      const parts = split(visits, PAGES[host]);
      const pages = [page];
      while (pages.length < parts.length) pages.push(await context.newPage());
      const walked = await Promise.all(
        parts.map(async (part, i) => {
          const own = pages[i] ?? page;
          // A further page of the same profile opens the console signed in, in the park chosen.
          if (own !== page) await own.goto(`${server.url}/#/messages`);
          return walkBothThemes(own, part);
        }),
      );
      ctx.expect([...found, ...walked.flat()]).toEqual([]);
    });
  }
});
