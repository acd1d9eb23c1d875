// The server's import rules (server/README.md):
// - inside a module, routes -> service -> queries: a queries file imports no service or routes file, a service file
//   no routes file; schemas.ts is a leaf every layer may read; nobody imports their own module's index.ts;
// - another module only through its face, server/modules/<m>/index.ts;
// - server/lib and server/db never import server/modules;
// - no cycle between modules (the graph is read once per lint run from server/modules/*/);
// - of what is outside server/, the server imports the shared contract/ only (through @contract/…), never src/.
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const modulesDir = path.join(root, 'server', 'modules');

const withoutExtension = (file) => file.replace(/\.(ts|tsx|js|mjs)$/, '');

function kindOf(fileName) {
  const base = withoutExtension(fileName);
  if (base === 'index') return 'face';
  if (base === 'routes' || base.endsWith('-routes')) return 'routes';
  if (base === 'queries' || base.endsWith('-queries')) return 'queries';
  if (base === 'schemas') return 'schemas';
  return 'service';
}

// Where a server file (or an import target, without extension) sits.
export function serverPartOf(file) {
  const rel = path.relative(root, withoutExtension(file)).split(path.sep);
  if (rel[0] === 'contract') return { part: 'contract' };
  if (rel[0] === 'src') return { part: 'console' };
  if (rel[0] !== 'server') return null;
  if (rel[1] === 'lib' || rel[1] === 'db') return { part: rel[1] };
  if (rel[1] !== 'modules') return { part: 'root' };
  if (rel.length === 2 || (rel.length === 3 && rel[2] === 'index')) return { part: 'modules-index' };
  const module = rel[2];
  if (rel.length === 3) return { part: 'module', module, kind: 'face' };
  // Only the index.ts at a module's top is its face; one in a sub-folder is an ordinary file.
  const kind = kindOf(rel[rel.length - 1]);
  return { part: 'module', module, kind: kind === 'face' && rel.length > 4 ? 'service' : kind };
}

const IMPORT = /\b(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

let graphCache = null;

// Module -> the modules its files import, read from disk once per lint run.
export function moduleGraph() {
  if (graphCache) return graphCache;
  const graph = new Map();
  if (!fs.existsSync(modulesDir)) return (graphCache = graph);
  for (const entry of fs.readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const edges = new Set();
    for (const file of sourceFiles(path.join(modulesDir, entry.name))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = match[1];
        if (!spec.startsWith('.')) continue;
        const to = serverPartOf(path.resolve(path.dirname(file), spec));
        if (to?.part === 'module' && to.module !== entry.name) edges.add(to.module);
      }
    }
    graph.set(entry.name, edges);
  }
  return (graphCache = graph);
}

// A path from `start` back to `goal` through the module graph, or null.
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const trail = [];
      for (let step = at; step !== null; step = previous.get(step)) trail.unshift(step);
      return trail;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

const layerMessages = {
  queries: { routes: 'A queries file may not import a routes file', service: 'A queries file may not import a service file' },
  service: { routes: 'A service file may not import a routes file' },
  schemas: { routes: 'A schemas file may not import a routes file', service: 'A schemas file may not import a service file', queries: 'A schemas file may not import a queries file' },
};

// The problem with importing `spec` from server file `fromFile`, or null.
export function serverImportProblem(fromFile, spec) {
  if (spec.startsWith('@/')) return `The server never imports the console; shared code lives in contract/ (${spec}).`;
  if (!spec.startsWith('.')) return null;
  const from = serverPartOf(fromFile);
  const to = serverPartOf(path.resolve(path.dirname(fromFile), spec));
  if (!from || !to) return null;
  if (to.part === 'console') return `The server never imports the console; shared code lives in contract/ (${spec}).`;
  if (to.part === 'contract') return null;
  const intoModules = to.part === 'module' || to.part === 'modules-index';
  if ((from.part === 'lib' || from.part === 'db') && intoModules) {
    return `server/${from.part} never imports server/modules (${spec}); move what it needs into server/lib.`;
  }
  if (to.part !== 'module') return null;
  if (from.part !== 'module' || from.module !== to.module) {
    if (to.kind !== 'face') return `Import module "${to.module}" through its index.ts ('${spec.replace(/\/[^/]+$/, '')}'), not ${spec}.`;
    if (from.part !== 'module') return null;
    const back = pathBetween(moduleGraph(), to.module, from.module);
    if (back) return `Importing module "${to.module}" from "${from.module}" closes a cycle: ${[from.module, ...back].join(' -> ')}.`;
    return null;
  }
  if (to.kind === 'face') return `A file of module "${from.module}" imports its own index.ts (${spec}); import the file itself.`;
  const message = layerMessages[from.kind]?.[to.kind];
  return message ? `${message} (${spec}): inside a module, routes -> service -> queries.` : null;
}
