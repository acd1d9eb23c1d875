// Enforces the one-way import rule of DESIGN.md §2:
// app -> features -> components -> api -> stores -> lib/contract; features never import each other;
// only src/api touches axios; nothing in src imports server. The contract (top-level contract/, alias @contract) is
// shared by both programs and is a leaf: it imports nothing of src/ or server/. The server's own rules live in
// server-layers.js.
import path from 'node:path';
import { serverImportProblem } from './server-layers.js';

const root = process.cwd();
const src = path.join(root, 'src');
const contractDir = path.join(root, 'contract');

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'server') return { layer: 'server' };
  if (rel[0] === 'contract') return { layer: 'contract' };
  if (rel[0] !== 'src') return null;
  if (rel[1] === 'features') return { layer: 'features', feature: rel[2] };
  if (['app', 'api', 'stores', 'components', 'lib'].includes(rel[1])) return { layer: rel[1] };
  return { layer: 'entry' };
}

const allowed = {
  entry: ['app', 'lib', 'stores', 'api', 'components', 'contract'],
  app: ['app', 'features', 'components', 'api', 'stores', 'lib', 'contract'],
  features: ['features', 'components', 'api', 'stores', 'lib', 'contract'],
  components: ['components', 'api', 'stores', 'lib', 'contract'],
  api: ['api', 'stores', 'lib', 'contract'],
  stores: ['stores', 'lib', 'contract'],
  lib: ['lib', 'contract'],
  // The contract is shared by both programs: it imports nothing of the console or the server.
  contract: ['contract'],
};

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(src, spec.slice(2));
  if (spec.startsWith('@contract/')) return path.join(contractDir, spec.slice('@contract/'.length));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

// A privilege code (spec §6: '0108' opens the voucher admin site) is written once, in the contract's catalogue.
const PRIVILEGE_CODE = /^0[1-9][0-9]{2}$/;
const PRIVILEGE_CATALOGUE = path.join(contractDir, 'privileges.ts');

export const boundaries = {
  rules: {
    'no-privilege-literals': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        if (path.resolve(context.filename) === PRIVILEGE_CATALOGUE) return {};
        const report = (node, text) => {
          if (PRIVILEGE_CODE.test(text)) {
            context.report({ node, message: `Privilege code '${text}' written outside contract/privileges.ts: use PRIVILEGES.<name>.code.` });
          }
        };
        return {
          Literal: (node) => typeof node.value === 'string' && report(node, node.value),
          TemplateElement: (node) => report(node, node.value.cooked ?? ''),
        };
      },
    },
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = layerOf(context.filename);
        if (!from) return {};
        function check(node, spec) {
          if (typeof spec !== 'string') return;
          if (from.layer === 'server') {
            const problem = serverImportProblem(context.filename, spec);
            if (problem) context.report({ node, message: problem });
            return;
          }
          if (spec === 'axios' && from.layer !== 'api') {
            context.report({ node, message: 'Only src/api may import axios.' });
            return;
          }
          const target = resolveTarget(context.filename, spec);
          if (!target) return;
          const to = layerOf(target);
          if (!to) return;
          if (to.layer === 'server') {
            const message = from.layer === 'contract' ? 'The contract never imports the server.' : 'The console never imports the server.';
            context.report({ node, message });
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
