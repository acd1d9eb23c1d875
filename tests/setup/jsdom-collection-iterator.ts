/**
 * jsdom 29 iterates an HTMLCollection through its proxy, and the proxy answers every `length` read by first looking for
 * an element whose id or name is "length" (WebIDL's named properties): a scan of the whole collection at each step of
 * the iteration. antd's CSS-in-JS lists the style tags of the page's head that way (`Array.from(head.children)`) each
 * time a component's styles are registered, with hundreds of style tags there: about 6% of the access screen walk's
 * CPU. This iterator reads the length and each item through the interface's own getters, as the proxy would without
 * the scans; the items and their order are the same.
 */
export function iterateCollectionsDirectly(window: typeof globalThis): void {
  const prototype = window.HTMLCollection.prototype;
  const lengthOf = Object.getOwnPropertyDescriptor(prototype, 'length')?.get;
  const item = prototype.item;
  if (!lengthOf) return;
  Object.defineProperty(prototype, Symbol.iterator, {
    configurable: true,
    writable: true,
    value: function* iterate(this: HTMLCollection): Generator<Element> {
      for (let index = 0; index < (lengthOf.call(this) as number); index += 1) {
        const element = item.call(this, index);
        if (element) yield element;
      }
    },
  });
}
