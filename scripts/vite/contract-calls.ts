import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

// The console receives only the plain part of each call declared in contract/calls/<domain>.ts (id, method, path,
// access, and whether it answers a file): the declarations also hold the TypeBox schemas the server validates and serializes with, and TypeBox
// must stay out of the console's bundle. Types still come from the source file, so `api(call, input)` is typed by
// the schemas; only the runtime module is replaced. Server-side (SSR) loads, the server and the unit tests read the
// real module.
const PLAIN_KEYS = ['id', 'method', 'path', 'access'] as const;

const isCallsFile = (root: string, id: string) => {
  const file = id.split('?')[0] ?? id;
  const rel = path.relative(path.join(root, 'contract', 'calls'), file);
  return !rel.startsWith('..') && !path.isAbsolute(rel) && rel.endsWith('.ts') && rel !== 'define-call.ts';
};

// A map of calls, or a map of such maps (one per slot of a family of calls declared alike: app content's slots).
type Plain = { [name: string]: Record<string, unknown> | Plain };

const isDeclaredCall = (value: Record<string, unknown>) => typeof value.id === 'string' && typeof value.path === 'string';

function plainCalls(exportName: string, value: unknown): Plain {
  if (!value || typeof value !== 'object') throw new Error(`contract/calls: export ${exportName} is not a map of calls`);
  const out: Plain = {};
  for (const [name, call] of Object.entries(value)) {
    const declared = call as Record<string, unknown>;
    if (!declared || typeof declared !== 'object') throw new Error(`contract/calls: ${exportName}.${name} is not a declared call`);
    if (!isDeclaredCall(declared)) {
      out[name] = plainCalls(`${exportName}.${name}`, declared);
      continue;
    }
    const format = (declared.response as { format?: unknown } | undefined)?.format;
    out[name] = { ...Object.fromEntries(PLAIN_KEYS.map((key) => [key, declared[key]])), file: format === 'binary' };
  }
  return out;
}

async function evaluate(root: string, file: string): Promise<Record<string, unknown>> {
  const esbuild = await import('esbuild');
  const outDir = path.join(root, 'node_modules', '.cache', 'contract-calls');
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `${path.basename(file, '.ts')}-${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({ absWorkingDir: root, entryPoints: [file], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile: out, logLevel: 'silent' });
  try {
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } finally {
    fs.rmSync(out, { force: true });
  }
}

export function contractCalls(root: string): Plugin {
  return {
    name: 'park-contract-calls',
    enforce: 'pre',
    async load(id, options) {
      if (options?.ssr || !isCallsFile(root, id)) return null;
      const file = id.split('?')[0] ?? id;
      this.addWatchFile(file);
      const exports = await evaluate(root, file);
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(plainCalls(name, value))};`)
        .join('\n');
    },
  };
}
