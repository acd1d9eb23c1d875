// Enforces the one-way import rule of DESIGN.md §2:
// app -> features -> components/api/stores -> lib; features never import each other;
// only src/api touches axios; nothing in src imports server.
import path from 'node:path';

const root = process.cwd();
const src = path.join(root, 'src');

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'server') return { layer: 'server' };
  if (rel[0] !== 'src') return null;
  if (rel[1] === 'features') return { layer: 'features', feature: rel[2] };
  if (['app', 'api', 'stores', 'components', 'lib'].includes(rel[1])) return { layer: rel[1] };
  return { layer: 'entry' };
}

const allowed = {
  entry: ['app', 'lib', 'stores', 'api', 'components'],
  app: ['app', 'features', 'components', 'api', 'stores', 'lib'],
  features: ['features', 'components', 'api', 'stores', 'lib'],
  components: ['components', 'api', 'stores', 'lib'],
  api: ['api', 'stores', 'lib'],
  stores: ['stores', 'lib'],
  lib: ['lib'],
};

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

export const boundaries = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = layerOf(context.filename);
        if (!from || from.layer === 'server') return {};
        function check(node, spec) {
          if (typeof spec !== 'string') return;
          if (spec === 'axios' && from.layer !== 'api') {
            context.report({ node, message: 'Only src/api may import axios.' });
            return;
          }
          const target = resolveTarget(context.filename, spec);
          if (!target) return;
          const to = layerOf(target);
          if (!to) return;
          if (to.layer === 'server') {
            context.report({ node, message: 'The console never imports the server.' });
            return;
          }
          if (!allowed[from.layer].includes(to.layer)) {
            context.report({ node, message: `${from.layer} may not import ${to.layer} (${spec}).` });
            return;
          }
          if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
            context.report({ node, message: `Feature "${from.feature}" may not import feature "${to.feature}"; compose them in src/app.` });
          }
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
