import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contractCalls } from './scripts/vite/contract-calls';
import { prerenderLogin } from './scripts/vite/prerender-login';

// Writes which modules make up each chunk, so the bundle budget test can name the module that grew a chunk.
function chunkReport(): Plugin {
  return {
    name: 'park-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, { name: string; modules: Record<string, number> }> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          modules[id.replace(process.cwd(), '')] = info.renderedLength;
        }
        report[file] = { name: output.name, modules };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-report.json', source: JSON.stringify(report) });
    },
  };
}

// antd's own packages declare no `sideEffects`, so the bundler keeps every module they import even when nothing of
// it is used (e.g. the whole form engine and its validators). They have no import-time effects: let them shake.
const sideEffectFree = [
  { test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
  { test: /node_modules[\\/]@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color)[\\/]/, sideEffects: false },
];

// Stable vendor chunks: React and the router; the antd core every page needs; the form controls the public pages
// and most screens share. The form engine, and screen-only parts of antd (table, pickers, upload, menus...), are
// left to the automatic chunking, so they load with the pages that use them.
const modulePath = (parts: string) => new RegExp(`node_modules[\\\\/](${parts})[\\\\/]`);
const controls = modulePath('antd[\\\\/]es[\\\\/](input|button|space|alert)|@rc-component[\\\\/]input');
// Input's index hangs Search, TextArea and OTP on Input, and Space is a layout: the login form imports Input,
// Password and Button alone, so those stay out of the chunk #/login loads.
const controlExtras = new RegExp(
  [
    'antd[\\\\/]es[\\\\/]input[\\\\/](index|Search|TextArea|OTP|Group|style[\\\\/](search|textarea|otp))\\b',
    'antd[\\\\/]es[\\\\/]space[\\\\/](index|Item|Addon|style[\\\\/](index|addon))\\b',
    '@rc-component[\\\\/]input[\\\\/]es[\\\\/](index|TextArea|ResizableTextArea|calculateNodeHeight)\\b',
  ].join('|'),
);
const vendorChunks = {
  groups: [
    { name: 'react', test: modulePath('react|react-dom|scheduler|react-router|react-router-dom'), priority: 30 },
    // The server-data cache loads with the signed-in shell only, never mixed into a chunk the sign-in page shares.
    { name: 'query', test: modulePath('@tanstack'), priority: 25 },
    // ECharts and its renderer load with the life-tree screens only, in a chunk of their own with its own budget
    // (tests/e2e/bundle-budget.test.ts), never mixed into a screen's chunk or one the other pages share.
    { name: 'charts', test: modulePath('echarts|zrender'), priority: 26 },
    { name: 'antd-core', test: /node_modules/, tags: ['$initial' as const], priority: 20 },
    {
      name: 'antd-controls',
      test: (id: string) => controls.test(id) && !controlExtras.test(id),
      priority: 12,
    },
  ],
};

// Writes .br and .gz beside every served file worth compressing, at the highest levels: the park server sends them
// as they are (@fastify/static preCompressed) instead of compressing each response again.
const brotli = promisify(brotliCompress);
const gzipFile = promisify(gzip);
function precompress(): Plugin {
  return {
    name: 'park-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const served = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file) && !file.startsWith('.vite/'));
      await Promise.all(
        served.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }),
            gzipFile(source, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(path.join(outDir, `${file}.br`), br), fs.writeFile(path.join(outDir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

// Imports of antd and axios pointed at less than they ask for, so the sign-in page loads only what it uses:
// - antd's Input reaches the form engine only for rc-form's FormProvider, through antd/es/form/context.js: the
//   engine's index would keep the whole engine and its validators. Input takes rc-input's Input from the index that
//   also holds the auto-sizing TextArea. Both point at the module the index re-exports, so nothing loads twice.
// - ConfigProvider and Segmented use the Tooltip (and its popup engine) only when asked to (`tooltip.unique`, an
//   option's `tooltip`): stand-ins load the real ones lazily then (scripts/vite/).
// - axios's fetch adapter is never chosen in a browser (scripts/vite/axios-without-fetch.ts).
const standIn = (file: string) => fileURLToPath(new URL(`./scripts/vite/${file}`, import.meta.url));
const narrowed = [
  { importer: '/antd/es/form/context.js', source: '@rc-component/form', target: '@rc-component/form/es/FormContext' },
  { importer: '/antd/es/input/Input.js', source: '@rc-component/input', target: '@rc-component/input/es/Input' },
  { importer: '/antd/es/config-provider/index.js', source: '../tooltip/UniqueProvider', target: standIn('lazy-unique-provider.tsx') },
  { importer: '/antd/es/segmented/index.js', source: '../tooltip', target: standIn('lazy-tooltip.tsx') },
  { importer: '/axios/lib/adapters/adapters.js', source: './fetch.js', target: standIn('axios-without-fetch.ts') },
];
function narrowImports(): Plugin {
  return {
    name: 'park-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/');
      const rule = narrowed.find((r) => r.source === source && from?.endsWith(r.importer));
      return rule ? this.resolve(rule.target, importer, { skipSelf: true }) : null;
    },
  };
}

// React Router's package exports only its development build (remix-run/react-router#12532); production builds use
// the production one, which drops the dev-only warnings and checks.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// In development the console runs on Vite and the API calls are proxied to the park server.
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const alias = [
    { find: '@contract', replacement: fileURLToPath(new URL('./contract', import.meta.url)) },
    { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  ];
  const serverUrl = env.PARK_SERVER_URL ?? 'http://127.0.0.1:8080';
  return {
    plugins: [react(), contractCalls(process.cwd()), narrowImports(), prerenderLogin(), chunkReport(), precompress()],
    resolve: { alias: command === 'build' ? [...alias, ...reactRouterProduction] : alias },
    server: { proxy: { '/api': { target: serverUrl, changeOrigin: true } } },
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 1024,
      rolldownOptions: { treeshake: { moduleSideEffects: sideEffectFree }, output: { codeSplitting: vendorChunks } },
    },
  };
});
