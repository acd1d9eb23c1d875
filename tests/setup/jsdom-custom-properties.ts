import { createRequire } from 'node:module';

// jsdom 29 resolves an inherited custom property (antd's `--ant-*` variables) by asking each ancestor for its computed
// value, and an ancestor without it asks its own ancestors again: the walk doubles at every level. On the estate
// screen one getComputedStyle of a tree node's button took 5 s and one getByRole 19 s (a walk test timed out in CI).
// Custom properties inherit their specified value unchanged, so the nearest ancestor that sets one has the answer: one
// walk up the tree. Every other property keeps jsdom's own resolution. jsdom 30+ needs Node 22.

interface DeclarationImpl {
  _computed: boolean;
  getPropertyValue(property: string): string;
}

interface ElementImpl {
  parentElement: ElementImpl | null;
  _ownerDocument: { _styleCache: WeakMap<ElementImpl, DeclarationImpl> };
}

interface ComputedStyleHelpers {
  getComputedStyleDeclaration(element: ElementImpl): DeclarationImpl;
  replaceEmptyValueAndKeywords(property: string, value: string, element: ElementImpl, options: unknown): string;
}

const require = createRequire(import.meta.url);
const helpers = require('jsdom/lib/jsdom/living/css/helpers/computed-style.js') as ComputedStyleHelpers;

// An element's own specified value: from jsdom's cache of declarations, filling it the way getComputedStyle does.
function specifiedValue(element: ElementImpl, property: string): string {
  const declaration = element._ownerDocument._styleCache.get(element) ?? helpers.getComputedStyleDeclaration(element);
  const computed = declaration._computed;
  declaration._computed = false;
  try {
    return declaration.getPropertyValue(property);
  } finally {
    declaration._computed = computed;
  }
}

/** The computed value of custom property `property` specified as `value` on `element` (CSS Variables §2). */
function customPropertyValue(property: string, value: string, element: ElementImpl): string {
  let current = element;
  let specified = value.trim();
  for (;;) {
    if (specified === 'initial') return '';
    if (specified !== '' && specified !== 'inherit' && specified !== 'unset') return specified;
    const parent = current.parentElement;
    if (!parent) return '';
    current = parent;
    specified = specifiedValue(parent, property).trim();
  }
}

const resolve = helpers.replaceEmptyValueAndKeywords;
helpers.replaceEmptyValueAndKeywords = (property, value, element, options) =>
  property.startsWith('--') ? customPropertyValue(property, value, element) : resolve(property, value, element, options);
