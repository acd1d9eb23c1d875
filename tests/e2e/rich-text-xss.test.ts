import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH as CHROMIUM } from '../../scripts/harness';
import { XSS_PAYLOADS } from '../unit/lib/fixtures/xss-payloads';

// Renders every payload through the real RichTextView (real React, DOMPurify and the shared allow-list,
// bundled by Vite) in Debian's Chromium, then pokes every element, and counts whether anything ran.
const hasChromium = fs.existsSync(CHROMIUM);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (!hasChromium && process.env.CI) {
  throw new Error(`Chromium not found at ${CHROMIUM}; the browser XSS proof cannot be skipped under CI.`);
}

const ENTRY = `
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RichTextView } from '@/components/rich-text/rich-text-view';
window.renderRichText = (html, element) => {
  const view = createRoot(element);
  flushSync(() => view.render(createElement(RichTextView, { html })));
};
`;

// Every frame gets the tripwire; a hit is counted in the frame and reported on the console.
const TRIPWIRE = `
window.__xssHits = 0;
window.__xss = function () {
  window.__xssHits += 1;
  console.log('XSS-FIRED ' + location.href);
  try { if (window.top !== window) window.top.__xssHits += 1; } catch (e) {}
};
`;

async function bundleRichTextView(): Promise<string> {
  // Under node_modules/.cache so the entry resolves react like the app does, and git never sees it.
  const cache = path.join(root, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'rich-text-xss-'));
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(entry, ENTRY);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      plugins: [react()],
      resolve: { alias: { '@contract': path.join(root, 'contract'), '@': path.join(root, 'src') } },
      // The test runner's NODE_ENV makes the React plugin emit development JSX, so React's development build matches it.
      mode: 'development',
      define: { 'process.env.NODE_ENV': JSON.stringify('development') },
      build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'RichTextXss', fileName: 'harness' } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunk = outputs.flatMap((output) => output.output).find((item): item is Rollup.OutputChunk => item.type === 'chunk');
    if (!chunk) throw new Error('the harness bundle has no chunk');
    return chunk.code;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function hits(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits);
}

/** Clicks, hovers and focuses everything rendered, so handlers and javascript: links get their chance. */
async function poke(page: Page, selector: string): Promise<void> {
  await page.evaluate((scope) => {
    for (const element of document.querySelectorAll<HTMLElement>(`${scope} *`)) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'click', 'animationstart', 'toggle']) {
        element.dispatchEvent(new Event(type, { bubbles: true }));
      }
      element.focus?.();
      element.click?.();
    }
  }, selector);
}

describe.skipIf(!hasChromium)('RichTextView in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let harness: string;
  const consoleHits: string[] = [];
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    harness = await bundleRichTextView();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage();
    // Nothing leaves the machine: every request (images, frames, imports) is refused.
    await page.route('**/*', (route) => route.abort());
    page.on('console', (message) => {
      if (message.text().startsWith('XSS-FIRED')) consoleHits.push(message.text());
    });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(TRIPWIRE);
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body><div id="views"></div><div id="control"></div></body></html>');
    await page.addScriptTag({ content: TRIPWIRE });
    await page.addScriptTag({ content: harness });
    expect(pageErrors).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the tripwire fires when a payload is NOT sanitized (control)', async () => {
    await page.evaluate(() => {
      const control = document.getElementById('control')!;
      control.innerHTML = '<img src="x" onerror="__xss()"><a href="javascript:__xss()">link</a><p onclick="__xss()">p</p>';
    });
    await expect.poll(() => hits(page), { timeout: 5000 }).toBe(1);
    await poke(page, '#control');
    await expect.poll(() => hits(page), { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await page.evaluate(() => {
      document.getElementById('control')!.innerHTML = '';
      (window as unknown as { __xssHits: number }).__xssHits = 0;
    });
    consoleHits.length = 0;
  });

  it(`renders all ${XSS_PAYLOADS.length} payloads through RichTextView and none runs`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const rendered = await page.evaluate((payloads) => {
      const views = document.getElementById('views')!;
      const render = (window as unknown as { renderRichText: (html: string, el: HTMLElement) => void }).renderRichText;
      return payloads.map((payload, index) => {
        const holder = document.createElement('section');
        holder.id = `payload-${index}`;
        views.append(holder);
        render(payload, holder);
        return holder.innerHTML;
      });
    }, XSS_PAYLOADS);
    expect(rendered).toHaveLength(XSS_PAYLOADS.length);
    expect(rendered.every((html) => html.length > 0)).toBe(true);

    // Give load/error/animation/toggle/autofocus events time to fire, then poke every element.
    await page.waitForTimeout(1500);
    await poke(page, '#views');
    await page.waitForTimeout(1000);

    expect(await hits(page)).toBe(0);
    expect(consoleHits).toEqual([]);
    expect(dialogs).toEqual([]);
    const active = await page.evaluate(() =>
      [...document.querySelectorAll('#views section *')]
        .filter((element) => !element.matches('section > .ql-editor, section > span'))
        .filter((element) => element.matches('script, iframe, object, embed, svg, math, style, form, [style], [srcdoc]') || [...element.attributes].some((attr) => attr.name.startsWith('on')))
        .map((element) => element.outerHTML),
    );
    expect(active).toEqual([]);
    expect(page.url()).toMatch(/^about:blank#?$/);
  });

  it('renders links with rel="noopener noreferrer"', async () => {
    const rel = await page.evaluate(() => {
      const holder = document.createElement('section');
      document.body.append(holder);
      (window as unknown as { renderRichText: (html: string, el: HTMLElement) => void }).renderRichText('<p><a href="https://example.com" target="_blank">原文</a></p>', holder);
      return holder.querySelector('a')?.getAttribute('rel');
    });
    expect(rel).toBe('noopener noreferrer');
  });
});
