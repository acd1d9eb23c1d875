import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer } from '../../../src/contract/rich-text-sanitizer';

// The console's sanitizer run on the server over jsdom, so a stored body is clean whoever sends it; the console
// sanitizes again when it shows one.
export const sanitizeBody: (html: string) => string = richTextSanitizer(DOMPurify(new JSDOM('').window));
