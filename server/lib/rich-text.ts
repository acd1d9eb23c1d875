import { createRequire } from 'node:module';
import type DOMPurifyModule from 'dompurify';
import type * as Jsdom from 'jsdom';
import { richTextSanitizer } from '@contract/rich-text-sanitizer';

const require = createRequire(import.meta.url);
let sanitize: ((html: string) => string) | null = null;

// The console's sanitizer run on the server over jsdom, so a stored body is clean whoever sends it; the console
// sanitizes again when it shows one. jsdom is loaded at the first body that needs it, not at start-up: loading it
// cost about 1 s of CPU and 100 MB of resident memory in a server that may never store a rich-text body.
export function sanitizeBody(html: string): string {
  if (!sanitize) {
    const { JSDOM } = require('jsdom') as typeof Jsdom;
    const DOMPurify = require('dompurify') as typeof DOMPurifyModule;
    sanitize = richTextSanitizer(DOMPurify(new JSDOM('').window));
  }
  return sanitize(html);
}
