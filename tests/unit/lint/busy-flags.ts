import ts from 'typescript';

export interface BusyFlag {
  line: number;
  setter: string;
}

const RESETS = new Set(['false', 'null', 'undefined', '0']);
const PROMISE_STEPS = new Set(['then', 'catch', 'finally']);

/** The names of the setters of the file's `useState`s (`const [busy, setBusy] = useState(false)`). */
function stateSetters(source: ts.SourceFile): Set<string> {
  const setters = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isArrayBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      /^(React\.)?useState$/.test(node.initializer.expression.getText(source))
    ) {
      const second = node.name.elements[1];
      if (second && ts.isBindingElement(second) && ts.isIdentifier(second.name)) setters.add(second.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return setters;
}

interface Step {
  at: number;
  kind: 'set' | 'wait';
  setter?: string;
  value?: string;
  node: ts.Node;
}

/**
 * The steps of one function body in source order, not entering nested functions except the callbacks of a promise
 * chain (`.finally(() => setBusy(false))` belongs to the chain it ends).
 */
function stepsOf(body: ts.Node, setters: Set<string>, source: ts.SourceFile): Step[] {
  const steps: Step[] = [];
  const visit = (node: ts.Node, inChain: boolean) => {
    if (ts.isFunctionLike(node) && !inChain) return;
    if (ts.isAwaitExpression(node)) steps.push({ at: node.getStart(source), kind: 'wait', node });
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && setters.has(callee.text)) {
        const arg = node.arguments[0];
        steps.push({ at: node.getStart(source), kind: 'set', setter: callee.text, value: arg ? arg.getText(source) : 'undefined', node });
      }
      if (ts.isPropertyAccessExpression(callee) && PROMISE_STEPS.has(callee.name.text)) {
        steps.push({ at: callee.name.getStart(source), kind: 'wait', node });
        visit(callee, false);
        for (const arg of node.arguments) visit(arg, true);
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, false));
  };
  ts.forEachChild(body, (child) => visit(child, false));
  return steps.sort((a, b) => a.at - b.at);
}

/**
 * A state flag raised around a call: a `useState` setter given `true` before an awaited call (or a promise chain) in
 * the same function, or given any value before it and reset (`false`, `null`, `undefined`, `0`) after it. That is
 * the busy flag `useMutation`'s `isPending` replaces.
 */
export function findBusyFlags(fileName: string, code: string): BusyFlag[] {
  if (!code.includes('useState')) return [];
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const setters = stateSetters(source);
  if (!setters.size) return [];
  const found = new Map<number, BusyFlag>();
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const steps = stepsOf(node.body, setters, source);
      steps.forEach((step, index) => {
        if (step.kind !== 'set' || !step.setter) return;
        const later = steps.slice(index + 1);
        const waitAt = later.findIndex((s) => s.kind === 'wait');
        if (waitAt < 0) return;
        const raised = step.value === 'true';
        const lowered = later.slice(waitAt + 1).some((s) => s.kind === 'set' && s.setter === step.setter && RESETS.has(s.value ?? ''));
        if ((raised || lowered) && !RESETS.has(step.value ?? '')) {
          const line = source.getLineAndCharacterOfPosition(step.at).line + 1;
          found.set(line, { line, setter: step.setter });
        }
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.line - b.line);
}
