import { describe, expect, it } from 'vitest';
import { hashPathOf, storedKeys, journeyOnServer } from './shell-journeys';

const WAIT = { timeout: 20_000 };

describe('shell journeys against the real server, in Chromium', () => {
  // The one journey file with the console's motion on (the others ask for reduced motion).
  const journey = journeyOnServer({ motion: true });
  const open = journey.open;


  it('takes the admin of several parks to the park chooser, then into the chosen park', async (ctx) => {
    const page = await open('园区管理', 'admin', (r) => ctx.skip(r));
    await page.getByText('选择要进入的园区').waitFor(WAIT);
    const card = page.getByRole('listitem', { name: '中关村软件园' });
    await card.locator('button').click();
    await page.getByText('当前园区：中关村软件园').waitFor(WAIT);
    await expect.poll(() => hashPathOf(page)).toBe('/home');
  });

  it('takes an operator of one park straight to the to-do home, where a row opens the screen it is acted on', async (ctx) => {
    const page = await open('园区管理', 'operator', (r) => ctx.skip(r));
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);
    await expect.poll(() => hashPathOf(page)).toBe('/home');
    // The seed's company waiting for the check-in audit in this park.
    await page.getByRole('list', { name: '入驻审核' }).getByRole('link', { name: '蓝海生物医药有限公司' }).click(WAIT);
    await expect.poll(() => hashPathOf(page), WAIT).toBe('/companyManage-detail');
    await page.getByText('蓝海生物医药有限公司').first().waitFor(WAIT);
  });

  it('takes a settled company and an agency to their to-do homes, each header showing only its own', async (ctx) => {
    const company = await open('入驻企业', 'company', (r) => ctx.skip(r));
    await expect.poll(() => hashPathOf(company), WAIT).toBe('/home');
    await company.getByText('当前园区：张江科创园').waitFor(WAIT);
    await journey.closeBrowser();
    const agency = await open('服务机构', 'agency', (r) => ctx.skip(r));
    await expect.poll(() => hashPathOf(agency), WAIT).toBe('/home');
    await agency.getByRole('button', { name: /agency/ }).waitFor(WAIT);
    expect(await agency.locator('header').getByText(/园区：/).count()).toBe(0);
  });

  // The console area at 1280 px is the window less the side menu (995 px for the operator): each list fits it, so
  // the columns a user decides by (the state among them) are seen without scrolling, and the fixed 操作 column
  // covers none of them.
  it('fits the widest lists into the console at 1280×800, their state column in view', async (ctx) => {
    const operator = await open('园区管理', 'operator', (r) => ctx.skip(r));
    await operator.getByText('当前园区：张江科创园').waitFor(WAIT);
    await operator.setViewportSize({ width: 1280, height: 800 });
    const lists = ['/order/advice-order', '/enterprise/settlecompany', '/order/serviceOrder', '/order/cash-order', '/park', '/access/account', '/system/log', '/organization/orgServiceCheck'];
    const overflowing: string[] = [];
    for (const path of lists) {
      await operator.goto(`${journey.url()}/#${path}`);
      await operator.getByText(/共 \d+ 条/).waitFor(WAIT);
      const fit = await operator.evaluate(() => {
        const table = document.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
        const state = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].find((th) => th.innerText.trim() === '状态');
        return {
          scroll: table?.scrollWidth ?? Infinity,
          width: table?.clientWidth ?? 0,
          stateRight: state ? state.getBoundingClientRect().right : 0,
          viewport: window.innerWidth,
        };
      });
      if (fit.scroll > fit.width || fit.stateRight > fit.viewport) overflowing.push(`${path}: ${fit.scroll} px in ${fit.width} px`);
    }
    expect(overflowing).toEqual([]);
  });

  // Issue 24 point 3: each screen opened is a tab that keeps its own URL, typed values and scroll; the tabs survive a reload.
  it('keeps two lists open as tabs: one filtered, each scrolled its own, both back after a reload', async (ctx) => {
    const operator = await open('园区管理', 'operator', (r) => ctx.skip(r));
    await operator.getByText('当前园区：张江科创园').waitFor(WAIT);
    await expect.poll(() => hashPathOf(operator), WAIT).toBe('/home');
    await operator.setViewportSize({ width: 1280, height: 420 });
    const tabs = operator.getByRole('navigation', { name: '已打开的页面' });
    // Links between the open pages (not an ARIA tab list), the shown one the current page.
    const tab = (name: string) => tabs.getByRole('link', { name, exact: true });
    // The to-do home is a tab once it has shown (a loaded machine may take a while after the URL says so).
    await tab('待办').waitFor(WAIT);

    await operator.goto(`${journey.url()}/#/system/log`);
    await operator.getByText(/共 \d+ 条/).waitFor(WAIT);
    await operator.getByRole('textbox', { name: '操作人' }).fill('operator');
    // The filtered list's call is made by the render that took the new URL, the one whose effect writes the URL's
    // filters into the form: typing before it lands would be overwritten by it.
    const filtered = operator.waitForResponse((r) => r.url().includes('logs/list') && (r.request().postData() ?? '').includes('"operator"'), WAIT);
    await operator.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => operator.evaluate(() => window.location.hash), WAIT).toBe('#/system/log?username=operator');
    await filtered;
    await operator.getByText(/共 \d+ 条/).waitFor(WAIT);
    await operator.getByRole('textbox', { name: '操作人' }).fill('operator-typed');
    // The tab remembers a scroll when its scroll event comes (the next frame, not at scrollTo): the step waits for it.
    const logScroll = await operator.evaluate(
      () =>
        new Promise<number>((resolve) => {
          window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
          window.scrollTo(0, 200);
        }),
    );
    expect(logScroll).toBeGreaterThan(0);

    await operator.goto(`${journey.url()}/#/park`);
    await operator.getByText(/共 \d+ 条/).waitFor(WAIT);
    // A tab opened for the first time starts at the top.
    expect(await operator.evaluate(() => window.scrollY)).toBe(0);
    expect(await tab('操作日志').getAttribute('href')).toBe('#/system/log?username=operator');
    await tab('操作日志').click();
    // The strip marks the page shown once it is on screen.
    await expect.poll(() => tab('操作日志').getAttribute('aria-current'), WAIT).toBe('page');
    expect(await operator.evaluate(() => window.location.hash)).toBe('#/system/log?username=operator');
    expect(await operator.getByRole('textbox', { name: '操作人' }).inputValue()).toBe('operator-typed');
    expect(await operator.evaluate(() => window.scrollY)).toBe(logScroll);
    await tab('园区管理').click();
    await expect.poll(() => hashPathOf(operator), WAIT).toBe('/park');

    await operator.reload();
    await tab('操作日志').waitFor(WAIT);
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['待办', '操作日志', '园区管理']);
    await tab('操作日志').click();
    await expect.poll(() => operator.evaluate(() => window.location.hash), WAIT).toBe('#/system/log?username=operator');
    await operator.getByText(/共 \d+ 条/).waitFor(WAIT);
    expect(await operator.getByRole('textbox', { name: '操作人' }).inputValue()).toBe('operator');
  });

  it('asks a company that has not applied to check in', async (ctx) => {
    const page = await open('入驻企业', 'newcompany', (r) => ctx.skip(r));
    await page.getByRole('dialog').waitFor(WAIT);
    expect(await page.getByRole('dialog').innerText()).toContain('入驻');
  });

  it('refuses an account of another host kind and stores nothing', async (ctx) => {
    const page = await open('园区管理', 'company', (r) => ctx.skip(r));
    await page.getByRole('alert').waitFor(WAIT);
    expect(await hashPathOf(page)).toBe('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('park-console-session'))).toBeNull();
  });

  it('logs out: clears all local storage and goes to the login page', async (ctx) => {
    const page = await open('园区管理', 'operator', (r) => ctx.skip(r));
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);
    expect((await storedKeys(page)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: /operator/ }).click();
    await page.getByText('退出登录').click();
    await expect.poll(() => hashPathOf(page), WAIT).toBe('/login');
    expect(await storedKeys(page)).toEqual([]);
  });
});
