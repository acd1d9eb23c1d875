import DOMPurify from 'dompurify';
import { richTextSanitizer } from '@contract/rich-text-sanitizer';

/** Sanitizes stored rich text with the shared allow-list (contract/rich-text-sanitizer.ts) before it is shown. */
export const sanitizeHtml: (html: string | null | undefined) => string = richTextSanitizer(DOMPurify());
