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

// antd reads the style context without a provider of ours (static message and modal roots included), so the
// transformer goes on the context's default value, the object every antd component receives.
let defaults: { transformers?: Transformer[] } | undefined;
function ReadDefaults() {
  defaults = useContext(StyleContext);
  return null;
}
renderToStaticMarkup(createElement(ReadDefaults));
if (defaults) defaults.transformers = [keepObservable];
