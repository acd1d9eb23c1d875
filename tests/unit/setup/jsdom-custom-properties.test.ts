// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import '../../setup/jsdom-custom-properties';

// A chain of `depth` plain elements under one that sets `rootStyle`; returns the innermost.
function nested(depth: number, rootStyle: string): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('style', rootStyle);
  let inner: HTMLElement = root;
  for (let level = 0; level < depth; level += 1) {
    const child = document.createElement(level % 2 ? 'span' : 'div');
    inner.append(child);
    inner = child;
  }
  document.body.append(root);
  return inner;
}

const read = (element: Element, property: string) => getComputedStyle(element).getPropertyValue(property);

describe('custom properties in the components test page', () => {
  afterEach(() => document.body.replaceChildren());

  it('inherit the nearest ancestor’s value forty levels down, as a browser does', () => {
    const leaf = nested(40, '--probe-gap: 7px');
    expect(read(leaf, '--probe-gap')).toBe('7px');
    leaf.setAttribute('style', '--probe-gap: 3px');
    expect(read(leaf, '--probe-gap')).toBe('3px');
  });

  it('resolve inherit, unset and initial, and an unset property to nothing, without walking the tree once per ancestor', () => {
    // Unpatched jsdom 29 asks every ancestor again from each ancestor: 2^20 steps here, 20 s on this machine.
    const leaf = nested(20, 'color: red');
    const started = performance.now();
    leaf.setAttribute('style', '--probe-missing: inherit; --probe-unset: unset');
    expect(read(leaf, '--probe-missing')).toBe('');
    expect(read(leaf, '--probe-unset')).toBe('');
    expect(read(leaf, '--probe-never')).toBe('');
    expect(performance.now() - started).toBeLessThan(5_000);
    leaf.parentElement?.setAttribute('style', '--probe-initial: 9px');
    leaf.setAttribute('style', '--probe-initial: initial');
    expect(read(leaf, '--probe-initial')).toBe('');
    leaf.setAttribute('style', '--probe-initial: inherit');
    expect(read(leaf, '--probe-initial')).toBe('9px');
  });

  it('leaves other properties to jsdom: inherited ones still inherit', () => {
    const leaf = nested(5, 'visibility: hidden; color: rgb(1, 2, 3)');
    expect(read(leaf, 'visibility')).toBe('hidden');
    expect(read(leaf, 'color')).toBe('rgb(1, 2, 3)');
  });
});
