import { describe, expect, it } from 'vitest';
import { hashPathOf, storedKeys, journeyOnServer } from './shell-journeys';

const WAIT = { timeout: 20_000 };

describe('shell journeys against the real server, in Chromium', () => {
  const journey = journeyOnServer();
  const open = journey.open;


  it('takes the admin of several parks to the park chooser, then into the chosen park', async (ctx) => {
    const page = await open('园区管理', 'admin', (r) => ctx.skip(r));
    await page.getByText('选择要进入的园区').waitFor(WAIT);
    const card = page.getByRole('listitem', { name: '中关村软件园' });
    await card.locator('button').click();
    await page.getByText('当前园区：中关村软件园').waitFor(WAIT);
    await expect.poll(() => hashPathOf(page)).toBe('/park');
  });

  it('takes an operator of one park straight to the first menu entry', async (ctx) => {
    const page = await open('园区管理', 'operator', (r) => ctx.skip(r));
    await page.getByText('当前园区：张江科创园').waitFor(WAIT);
    await expect.poll(() => hashPathOf(page)).toBe('/park');
  });

  it('takes a settled company to its first menu path and an agency to its info page', async (ctx) => {
    const company = await open('入驻企业', 'company', (r) => ctx.skip(r));
    await expect.poll(() => hashPathOf(company), WAIT).toBe('/companyManage-detail');
    await journey.closeBrowser();
    const agency = await open('服务机构', 'agency', (r) => ctx.skip(r));
    await expect.poll(() => hashPathOf(agency), WAIT).toBe('/mechanism-info');
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
