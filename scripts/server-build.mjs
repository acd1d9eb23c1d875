import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

// `npm start` runs the server as compiled JavaScript in `dist-server/` (the TypeScript loader cost about 90 MB of
// resident memory and seconds of start-up), next to the migrations it applies and a cluster image: an empty data
// folder gets a copy of the image instead of running initdb (about 3 s) and every migration at its first start.
export const OUT_DIR = 'dist-server';
const MIGRATIONS = path.join('server', 'db', 'migrations');
// The files esbuild read for the last build, with the build's start time (written last: a half-made build is stale).
const STAMP = 'build-inputs.json';
// The demo platform's image (server/db/demo-image.ts), made by the compiled server from the empty one.
export const DEMO_IMAGE = 'pg-demo';
// What the image is made from: the migrations and the PGlite version (package-lock.json).
const IMAGE_INPUTS = [MIGRATIONS, 'package-lock.json', 'scripts/server-build.mjs'];
const CODE_INPUTS = ['package-lock.json', 'tsconfig.json', 'scripts/server-build.mjs'];

function newestMtime(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return Infinity;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

function readStamp(root) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, OUT_DIR, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

/** Why the compiled server must be rebuilt (code, image), or null for each part that is up to date; and whether the demo
 * image must be made again (`demo`, truthy when it is missing or older than either). */
export function staleReason(root) {
  const stamp = readStamp(root);
  if (!stamp) return { code: `${OUT_DIR}/ 中没有编译好的服务端`, image: `${OUT_DIR}/ 中没有数据库镜像`, demo: true };
  const newer = (files, since) => files.find((file) => newestMtime(path.join(root, file)) > since) ?? null;
  const code = newer([...stamp.inputs, ...CODE_INPUTS], stamp.codeBuiltAt);
  const missing = !fs.existsSync(path.join(root, OUT_DIR, 'pg-image', 'PG_VERSION'));
  const image = missing ? `${OUT_DIR}/pg-image 不完整` : newer(IMAGE_INPUTS, stamp.imageBuiltAt);
  const demoMissing = !fs.existsSync(path.join(root, OUT_DIR, DEMO_IMAGE, 'PG_VERSION'));
  return {
    code: code && `${code} 比编译结果新`,
    image: image && `${image} 比数据库镜像新`,
    // Made by the compiled seed on the empty image: stale with either.
    demo: demoMissing || code || image || (stamp.demoBuiltAt ?? 0) < Math.max(stamp.codeBuiltAt, stamp.imageBuiltAt),
  };
}

// The server's dependencies are compiled into its chunks: Node then reads a few files instead of resolving and
// compiling ~900 modules one by one (a seeded start spent 0.8 s loading modules, 0.5 s after; issue 22 point 5). Kept
// out: the engine (its WebAssembly and data files sit beside its code), packages that find files of their own next to
// their code through __dirname (the API docs' page, pino's worker threads, the API document's package reading), those
// loaded only when a feature is used (the spreadsheet export, the rich-text sanitizer's page), and the dev tools.
const KEPT_OUT = [
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  '@fastify/swagger',
  'pino',
  'thread-stream',
  'jsdom',
  'isomorphic-dompurify',
  'dompurify',
  'exceljs',
  'pg-native',
];

function externalPackages(root) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const names = [...Object.keys(manifest.devDependencies), ...KEPT_OUT];
  return names.flatMap((name) => [name, `${name}/*`]);
}

// A bundled CommonJS package that reads __dirname would find dist-server/, or fail: such a package must be kept out.
function refuseDirnames(root, outputs) {
  for (const file of Object.keys(outputs).filter((name) => name.endsWith('.js'))) {
    const found = /\b__(dirname|filename)\b/.exec(fs.readFileSync(path.join(root, file), 'utf8'));
    if (found) throw new Error(`${file} uses ${found[0]}: keep the package that does out of the bundle (KEPT_OUT)`);
  }
}

async function compile(root) {
  // The previous build's chunks go first (their names carry hashes); the image stays.
  const out = path.join(root, OUT_DIR);
  for (const entry of fs.existsSync(out) ? fs.readdirSync(out) : []) {
    if (!entry.startsWith('pg-image')) fs.rmSync(path.join(out, entry), { recursive: true, force: true });
  }
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    // The embedded engine's thread is an entry of its own, beside main.js (server/db/pglite-thread.ts finds it there).
    entryPoints: [
      { in: 'server/main.ts', out: 'main' },
      { in: 'server/db/pglite-engine.ts', out: 'pglite-engine' },
      { in: 'server/make-demo-image.ts', out: 'make-demo-image' },
    ],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules, drizzle-orm aside: its 448 modules share one 179 KB package.json, which Node 22+
    // reads again for every module it resolves (2.7 s and 160 MB of heap at start on Node 24, 0.4 s on Node 20).
    external: externalPackages(root),
    // The modules main.ts imports on demand stay separate files; every file sits in OUT_DIR, so a module that
    // finds its assets next to itself (the migrations) finds them there whichever chunk it landed in.
    splitting: true,
    chunkNames: '[name]-[hash]',
    outdir: OUT_DIR,
    sourcemap: 'linked',
    // Less for V8 to parse at each start (3.5 → 2.3 MB); names stay, so a stack trace still reads.
    minifyWhitespace: true,
    minifySyntax: true,
    // The bundled CommonJS packages require Node's own modules.
    banner: { js: "import { createRequire as __parkCreateRequire } from 'node:module'; const require = __parkCreateRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  });
  refuseDirnames(root, result.metafile.outputs);
  fs.cpSync(path.join(root, MIGRATIONS), path.join(root, OUT_DIR, 'migrations'), { recursive: true });
  return Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
}

// initdb and every migration, once per build instead of once per data folder. Made aside and renamed into place.
async function makeImage(root) {
  const image = path.join(root, OUT_DIR, 'pg-image');
  const scratch = `${image}.tmp`;
  fs.rmSync(scratch, { recursive: true, force: true });
  // Loaded here: `npm start` on an up-to-date build only reads the stamp.
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const pg = new PGlite(scratch);
  try {
    await migrate(drizzle(pg), { migrationsFolder: path.join(root, MIGRATIONS) });
    // The server only ever opens the database `postgres` and creates none, so initdb's two template databases are
    // 600 of the 1,361 files every new folder copies. The copy's cost is the kernel's, per file created (ext4 looking
    // for recently deleted inodes, many on a machine that runs tests): it made a first start cost 1.1–1.5× a restart's
    // CPU, 1.0–1.3× without them (issue 22 point 5).
    for (const template of ['template0', 'template1']) {
      await pg.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await pg.exec(`DROP DATABASE ${template}`);
    }
    await pg.exec('CHECKPOINT');
  } finally {
    await pg.close();
  }
  fs.rmSync(image, { recursive: true, force: true });
  fs.renameSync(scratch, image);
}

// The demo platform seeded into a copy of the empty image by the compiled server, in a process of its own (it loads
// every module), made aside and renamed into place with the day it was made on.
async function makeDemoImage(root) {
  const image = path.join(root, OUT_DIR, DEMO_IMAGE);
  const scratch = `${image}.tmp`;
  const dayOf = (folder) => `${folder}.json`;
  for (const file of [scratch, dayOf(scratch)]) fs.rmSync(file, { recursive: true, force: true });
  const maker = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(root, OUT_DIR, 'make-demo-image.js'), scratch], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let output = '';
  maker.stdout.on('data', (chunk) => (output += chunk));
  maker.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve, reject) => {
    maker.once('error', reject);
    maker.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`演示数据镜像生成失败：\n${output}`);
  for (const file of [image, dayOf(image)]) fs.rmSync(file, { recursive: true, force: true });
  fs.renameSync(scratch, image);
  fs.renameSync(dayOf(scratch), dayOf(image));
}

// One build at a time in a process: the test projects' global setups run in one process and may ask at once.
let inFlight = null;

/** Compiles the server and makes the cluster image, each when stale; returns whether anything was built. */
export function ensureServerBuilt(root, log = console.log) {
  inFlight ??= build(root, log).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function build(root, log) {
  const reason = staleReason(root);
  if (!reason.code && !reason.image && !reason.demo) return false;
  const previous = readStamp(root);
  const stamp = {
    codeBuiltAt: previous?.codeBuiltAt ?? 0,
    imageBuiltAt: previous?.imageBuiltAt ?? 0,
    demoBuiltAt: previous?.demoBuiltAt ?? 0,
    inputs: previous?.inputs ?? [],
  };
  fs.rmSync(path.join(root, OUT_DIR, STAMP), { force: true });
  if (reason.code) {
    log(`正在编译服务端（${reason.code}）…`);
    // Dated to the start of the build, so a source saved while it ran still counts as newer next time.
    const startedAt = Date.now();
    stamp.inputs = await compile(root);
    stamp.codeBuiltAt = startedAt;
  }
  if (reason.image) {
    log(`正在生成数据库镜像（${reason.image}）…`);
    const startedAt = Date.now();
    await makeImage(root);
    stamp.imageBuiltAt = startedAt;
  }
  if (reason.demo) {
    log('正在生成演示数据镜像…');
    const startedAt = Date.now();
    await makeDemoImage(root);
    stamp.demoBuiltAt = startedAt;
  }
  fs.writeFileSync(path.join(root, OUT_DIR, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  return true;
}
