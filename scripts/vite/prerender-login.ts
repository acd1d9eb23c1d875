import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { criticalCss } from './critical-css';
import type { LoginMarkup } from '../../src/app/prerender/login-markup';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = path.join(ROOT, 'src/app/prerender/login-markup.tsx');

// Builds the sign-in page's render function for Node (React, antd and the page in one file) and runs it.
async function renderAtBuild(): Promise<LoginMarkup> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'park-prerender-'));
  try {
    await build({
      configFile: false,
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      resolve: {
        alias: [
          { find: '@contract', replacement: path.join(ROOT, 'contract') },
          { find: '@', replacement: path.join(ROOT, 'src') },
        ],
      },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: ENTRY,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'login-markup.mjs', codeSplitting: false } },
      },
    });
    const module: { renderLoginMarkup: () => LoginMarkup } = await import(pathToFileURL(path.join(outDir, 'login-markup.mjs')).href);
    return module.renderLoginMarkup();
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

// Run in <head> before the body is parsed: hides the build-time form when the first view is not the sign-in page
// (the same rule as showsLogin in src/app/routes/public-paths.ts, on the session the app keeps in localStorage) or
// when the reader reads English (the copy is Chinese: English readers wait for the app rather than see a flash of
// the other language; the language chosen on this browser, else the browser's, as src/stores/language.ts), and
// keeps the form from being sent by the browser before the app has taken it over. A host kind chosen and a submit
// made on the copy are marked on it (antd's Segmented classes), and the app carries both over when it takes the copy
// over (src/features/auth/prerendered-form.ts): nothing a fast visitor did before the app loaded is lost. The
// language switch on the copy keeps the choice and loads the page again, which then starts in that language.
function gateScript({ loginPath, publicPaths, sessionKey, languageKey, attribute, kindAttribute, submittedAttribute }: LoginMarkup['gate']): string {
  return `(function () {
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var signedIn = false;
  try { signedIn = Boolean(JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)})).state.accessToken); } catch (e) {}
  var language = null;
  try { language = localStorage.getItem(${JSON.stringify(languageKey)}); } catch (e) {}
  var english = language ? language === 'en-US' : /^en/i.test(navigator.language || '');
  if (english) document.documentElement.lang = 'en-US';
  if (english || !(path === ${JSON.stringify(loginPath)} || (!signedIn && ${JSON.stringify(publicPaths)}.indexOf(path) < 0))) {
    document.documentElement.setAttribute(${JSON.stringify(`${attribute}-hidden`)}, '');
  }
  document.addEventListener('click', function (event) {
    var copy = event.target.closest('[${attribute}]');
    var switchTo = copy && event.target.closest('button[lang]');
    if (switchTo) {
      try { localStorage.setItem(${JSON.stringify(languageKey)}, switchTo.getAttribute('lang')); } catch (e) {}
      location.reload();
      return;
    }
    var item = copy && event.target.closest('.ant-segmented-item');
    if (!item) return;
    var items = copy.querySelectorAll('.ant-segmented-item');
    for (var i = 0; i < items.length; i++) {
      items[i].classList.toggle('ant-segmented-item-selected', items[i] === item);
      if (items[i] === item) copy.setAttribute('${kindAttribute}', String(i));
    }
  }, true);
  document.addEventListener('submit', function (event) {
    var copy = event.target.closest('[${attribute}]');
    if (!copy) return;
    event.preventDefault();
    copy.setAttribute('${submittedAttribute}', '');
  }, true);
})();`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

// Run at the end of <body>, in place of the app's script and preload tags: on the sign-in page (index.html's copy
// shown) the app starts downloading after the first frame, so the form paints as a static page would, without
// competing with the app's code for the network and the processor; on any other page at once. A hidden tab draws no
// frames: the timer starts it there.
function loaderScript(entry: string, preloads: string[], attribute: string): string {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  if (document.documentElement.hasAttribute(${JSON.stringify(`${attribute}-hidden`)})) return start();
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 100);
})();`;
}

/**
 * Puts the sign-in page, rendered at build time, and its CSS into index.html, so the password field shows as soon as
 * the HTML arrives, before any script, and the app's code loads after that first frame. React's first render replaces it (src/features/auth/prerendered-form.ts keeps
 * what was typed).
 */
export function prerenderLogin(): Plugin {
  let markup: Promise<LoginMarkup> | null = null;
  return {
    name: 'park-prerender-login',
    apply: 'build',
    buildStart() {
      markup ??= renderAtBuild();
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { html: page, css, gate } = await (markup ??= renderAtBuild());
        const copy = gate.attribute;
        // Shown only once parsed to its end: a frame drawn while the parser waits halfway (a slow network, a busy
        // processor) would show half a card, centred, that then grows and moves.
        const hidden = `html[${copy}-hidden] [${copy}],[${copy}]:not(:has(>[${copy}-end])){display:none}`;
        const critical = criticalCss(css, page);
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script to load the app with');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        return {
          html: html
            .replace(ENTRY_SCRIPT, '')
            .replace(MODULE_PRELOAD, '')
            .replace('<div id="root"></div>', `<div id="root"><div ${copy}>${page}<i ${copy}-end hidden></i></div></div>`),
          tags: [
            { tag: 'script', children: gateScript(gate), injectTo: 'head' },
            { tag: 'style', children: `${hidden}${critical}`, injectTo: 'head' },
            { tag: 'script', children: loaderScript(entry, preloads, gate.attribute), injectTo: 'body' },
          ],
        };
      },
    },
  };
}
