// jsdom ships no types and @types/jsdom is not installed: the server uses only a window to run DOMPurify in.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
