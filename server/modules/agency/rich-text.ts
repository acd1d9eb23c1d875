import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer } from '../../../src/contract/rich-text-sanitizer';

// The console's sanitizer over jsdom (as content does), so a stored service body is clean whoever sends it.
export const sanitizeBody: (html: string) => string = richTextSanitizer(DOMPurify(new JSDOM('').window));
