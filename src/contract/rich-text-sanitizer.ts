import type { Config, DOMPurify } from 'dompurify';
import { RICH_TEXT_POLICY } from './rich-text-policy';

export interface SanitizerOptions {
  /** Drop data: image sources (the server: pictures come through the upload service). */
  dropDataImages?: boolean;
}

/**
 * The one sanitizer of stored rich text, over whichever DOMPurify instance a program has: the browser's in the console,
 * one over jsdom on the server. Every link gets rel="noopener noreferrer"; only `ql-*` classes stay.
 */
export function richTextSanitizer(purifier: DOMPurify, options: SanitizerOptions = {}): (html: string | null | undefined) => string {
  const classPattern = new RegExp(RICH_TEXT_POLICY.CLASS_PATTERN);
  const config: Config = {
    ALLOWED_TAGS: RICH_TEXT_POLICY.ALLOWED_TAGS,
    ALLOWED_ATTR: RICH_TEXT_POLICY.ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: new RegExp(RICH_TEXT_POLICY.ALLOWED_URI_PATTERN, 'i'),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  };
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('class')) {
      const kept = (node.getAttribute('class') ?? '').split(/\s+/).filter((name) => classPattern.test(name));
      if (kept.length > 0) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
    }
    // DOMPurify lets data: URLs through on <img>.
    if (options.dropDataImages && /^\s*data:/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
    if (node.tagName === 'A') {
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', RICH_TEXT_POLICY.LINK_REL);
    }
  });
  return (html) => (html ? purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) : '');
}
