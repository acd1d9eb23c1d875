import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowserContext, startSeededServer, type RunningServer } from './harness';
import { hashPathOf, signIn } from './shell-journeys';
import { choose } from './select';

const WAIT = { timeout: 20_000 };
const ROLE = '审计员';
const ACCOUNT = 'auditor';

// Ticks (or unticks) one entry of the role's menu-privilege tree.
async function tick(page: Page, title: string) {
  await page.getByRole('tree').getByText(title, { exact: true }).click();
}

async function topMenuNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '顶部菜单' });
  await nav.waitFor(WAIT);
  return (await nav.getByRole('menuitem').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

describe('access: a role made in the console decides what its operator sees, in Chromium', () => {
  let server: RunningServer;
  let adminBrowser: BrowserContext | null = null;
  let operatorBrowser: BrowserContext | null = null;

  beforeAll(async () => {
    server = await startSeededServer();
  });
  afterAll(async () => {
    await adminBrowser?.close();
    await operatorBrowser?.close();
    await server?.stop();
  });

  it('admin creates a role with three menus and one button, and an operator with it; removing a menu closes its URL', async (ctx) => {
    adminBrowser = await newBrowserContext((reason) => ctx.skip(reason));
    const admin = await signIn(adminBrowser, server.url, '园区管理', 'admin');
    await admin.getByText('选择要进入的园区').waitFor(WAIT);
    await admin.getByRole('listitem', { name: '张江科创园' }).locator('button').click();
    await admin.getByText('当前园区：张江科创园').waitFor(WAIT);
    // The chooser then opens the to-do home; going elsewhere before that would race with it.
    await expect.poll(() => hashPathOf(admin), WAIT).toBe('/home');

    await admin.goto(`${server.url}/#/role-detail`);
    await admin.getByLabel('角色名称').fill(ROLE);
    await choose(admin, '角色级别', '二级');
    for (const title of ['角色管理', '账号管理', '操作日志', '客户经理账号管理（0112）']) await tick(admin, title);
    await admin.getByRole('button', { name: /确\s*定/ }).click();
    await admin.getByText('保存成功').waitFor(WAIT);
    await expect.poll(() => hashPathOf(admin), WAIT).not.toBe('/role-detail');

    await admin.goto(`${server.url}/#/account-detail`);
    await admin.getByLabel('账号', { exact: true }).fill(ACCOUNT);
    await admin.getByLabel('姓名').fill('审计专员');
    await admin.getByLabel('初始密码').fill('Park@2026');
    await choose(admin, '角色', `${ROLE}（二级）`);
    await admin.getByRole('button', { name: /确\s*定/ }).click();
    await admin.getByText('负责的企业与员工').waitFor(WAIT);

    operatorBrowser = await newBrowserContext((reason) => ctx.skip(reason));
    const operator = await signIn(operatorBrowser, server.url, '园区管理', ACCOUNT);
    await operator.getByText('当前园区：张江科创园').waitFor(WAIT);
    // Its to-do home first (nothing of its menus waits on it), then its first menu entry.
    await expect.poll(() => hashPathOf(operator), WAIT).toBe('/home');
    await operator.getByText('暂无待办').waitFor(WAIT);
    await operator.getByRole('navigation', { name: '顶部菜单' }).getByText('权限管理').hover();
    await operator.getByRole('menuitem', { name: '角色管理' }).click();
    await expect.poll(() => hashPathOf(operator), WAIT).toBe('/access/role');
    expect(await topMenuNames(operator)).toEqual(['权限管理', '系统管理']);
    await operator.getByText(/共 \d+ 条/).waitFor(WAIT);
    expect(await operator.getByRole('button', { name: '新增角色' }).count()).toBe(0);
    await operator.getByRole('navigation', { name: '顶部菜单' }).getByText('权限管理').hover();
    await operator.getByRole('menuitem', { name: '账号管理' }).waitFor(WAIT);
    expect(await operator.getByRole('menuitem', { name: '权限管理', exact: true }).count()).toBeLessThanOrEqual(1);
    expect(await operator.getByRole('menuitem', { name: '园区管理' }).count()).toBe(0);
    await operator.goto(`${server.url}/#/access/account`);
    await operator.getByRole('button', { name: '新增账号' }).waitFor(WAIT);
    await operator.goto(`${server.url}/#/system/log`);
    await operator.getByText(/共 \d+ 条/).waitFor(WAIT);
    expect(await operator.getByRole('button', { name: /导\s*出/ }).count()).toBe(0);

    await admin.goto(`${server.url}/#/access/role?name=${encodeURIComponent(ROLE)}`);
    await admin.getByRole('row', { name: new RegExp(ROLE) }).getByRole('button', { name: /查\s*看/ }).click();
    await admin.getByRole('tree').waitFor(WAIT);
    await tick(admin, '操作日志');
    await admin.getByRole('button', { name: /确\s*定/ }).click();
    await admin.getByText('保存成功').waitFor(WAIT);
    await expect.poll(() => hashPathOf(admin), WAIT).not.toBe('/role-detail');

    await operator.goto(`${server.url}/#/system/log`);
    await operator.reload();
    await operator.getByText('暂无权限', { exact: true }).waitFor(WAIT);
    expect(await topMenuNames(operator)).toEqual(['权限管理']);
    await operator.goto(`${server.url}/#/log-detail?id=1`);
    await operator.getByText('暂无权限', { exact: true }).waitFor(WAIT);
  });
});
