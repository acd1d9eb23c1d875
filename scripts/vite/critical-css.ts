// Keeps of a style sheet only what a given markup can use: the rules whose selectors name classes all present in the
// markup (states such as :hover and :focus kept, since the page is used before the app takes over), and the custom
// properties those rules read. antd's CSS for a page holds every variant of its components and every design token.

interface Rule {
  prelude: string;
  body: string;
}

// Splits `a{...}b{...}` at its top level, quotes respected.
function splitRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  let open = -1;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    }
  }
  return rules;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

function selectorUsable(selector: string, classes: Set<string>): boolean {
  // What sits inside :not(...) need not be present.
  const positive = selector.replace(/:not\([^)]*\)/g, '');
  return [...positive.matchAll(CLASS)].every(([, name]) => classes.has(name!));
}

function keepRules(css: string, classes: Set<string>): string {
  return splitRules(css)
    .map(({ prelude, body }) => {
      if (prelude.startsWith('@keyframes')) return '';
      if (prelude.startsWith('@')) {
        const inner = keepRules(body, classes);
        return inner ? `${prelude}{${inner}}` : '';
      }
      const selectors = prelude.split(',').filter((s) => selectorUsable(s, classes));
      return selectors.length ? `${selectors.join(',')}{${body}}` : '';
    })
    .join('');
}

const DECLARATION_OF = /(^|;)\s*(--[\w-]+)\s*:([^;]*)/g;
const USE = /var\((--[\w-]+)/g;

// Drops the custom properties no kept declaration reads, directly or through other properties.
function keepUsedProperties(css: string): string {
  const definitions = new Map<string, string[]>();
  for (const match of css.matchAll(DECLARATION_OF)) {
    const uses = [...match[3]!.matchAll(USE)].map((m) => m[1]!);
    definitions.set(match[2]!, [...(definitions.get(match[2]!) ?? []), ...uses]);
  }
  const withoutDefinitions = css.replace(DECLARATION_OF, '$1');
  const needed = new Set([...withoutDefinitions.matchAll(USE)].map((m) => m[1]!));
  const queue = [...needed];
  while (queue.length) {
    for (const next of definitions.get(queue.pop()!) ?? []) {
      if (!needed.has(next)) {
        needed.add(next);
        queue.push(next);
      }
    }
  }
  return css
    .replace(DECLARATION_OF, (whole, lead: string, name: string) => (needed.has(name) ? whole : lead))
    .replace(/\{;+/g, '{')
    .replace(/[^{}]+\{\s*\}/g, '');
}

/** The part of `css` the `html` can use. */
export function criticalCss(css: string, html: string): string {
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) => list!.split(/\s+/)));
  return keepUsedProperties(keepRules(css, classes));
}
