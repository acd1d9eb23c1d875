import { createElement, useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StyleContext, type CSSObject, type Transformer } from '@ant-design/cssinjs';

/**
 * The only CSS properties a test can observe in jsdom: Testing Library's role and text queries skip what is hidden
 * (display, visibility), jest-dom's toBeVisible also reads opacity, and user-event refuses clicks through
 * pointer-events: none. jsdom lays nothing out, so colours, sizes and spacing change no outcome.
 */
const observable = new Set(['display', 'visibility', 'opacity', 'pointerEvents', 'pointer-events']);

function isNested(value: unknown): value is CSSObject {
  return typeof value === 'object' && value !== null && !('_skip_check_' in value) && !('_multi_value_' in value);
}

/**
 * Keeps only the observable declarations of antd's CSS-in-JS (and every selector that has one). jsdom's
 * getComputedStyle matches every rule of every style tag against the element and each ancestor, and the role queries
 * call it for every element they consider: with antd's thousands of rules it was the largest cost of a screen test.
 * The cascade of the properties kept is unchanged, so what is hidden stays hidden and what shows still shows.
 */
const keepObservable: Transformer = {
  visit(cssObject) {
    const kept: CSSObject = {};
    for (const [key, value] of Object.entries(cssObject)) {
      if (observable.has(key) || (isNested(value) && key !== 'animationName')) {
        Object.assign(kept, { [key]: value });
      }
    }
    return kept;
  },
};

type CacheEntry = [count: number, value: unknown];
interface StyleCache {
  opUpdate(key: string, update: (entry: CacheEntry | undefined) => CacheEntry | null): void;
}

// A component's style (and its CSS variables) is computed when the first component of its kind mounts and forgotten
// when the last one unmounts: in a browser a page keeps most of them, but every test unmounts its whole screen, so the
// next test computed every style again (antd's style functions, the token merges, serializing, this file's transformer;
// the components project took 207–211 s of CPU so, 176 s with this). Forgotten entries are kept at a count of zero, so
// a mount finds its style computed; the style element stays in the page either way (a CSS variables element is put back
// by the next mount's effect, as antd does). Entries of the design token itself keep antd's own bookkeeping.
const KEPT = /^(style|cssVar)%/;
function keepComputedStyles(cache: StyleCache): void {
  const opUpdate = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, update) =>
    opUpdate(key, (entry) => {
      const next = update(entry);
      return next === null && entry && KEPT.test(key) ? [0, entry[1]] : next;
    });
}

// antd reads the style context without a provider of ours (static message and modal roots included), so the
// transformer goes on the context's default value, the object every antd component receives.
let defaults: { transformers?: Transformer[]; cache?: StyleCache } | undefined;
function ReadDefaults() {
  defaults = useContext(StyleContext) as typeof defaults;
  return null;
}
renderToStaticMarkup(createElement(ReadDefaults));
if (defaults) defaults.transformers = [keepObservable];
if (defaults?.cache) keepComputedStyles(defaults.cache);
