import type { Config, DOMPurify } from 'dompurify';
import { RICH_TEXT_POLICY } from './rich-text-policy';

/** Whether an image source is one a reader's browser can load (the shared policy's rule). */
export function isLoadableImageSource(src: string | null | undefined): boolean {
  return new RegExp(RICH_TEXT_POLICY.IMAGE_SRC_PATTERN, 'i').test((src ?? '').trim());
}

/**
 * The one sanitizer of stored rich text, over whichever DOMPurify instance a program has: the browser's in the console,
 * one over jsdom on the server. Every link gets rel="noopener noreferrer"; only `ql-*` classes stay.
 */
export function richTextSanitizer(purifier: DOMPurify): (html: string | null | undefined) => string {
  const classPattern = new RegExp(RICH_TEXT_POLICY.CLASS_PATTERN);
  const config: Config = {
    ALLOWED_TAGS: RICH_TEXT_POLICY.ALLOWED_TAGS,
    ALLOWED_ATTR: RICH_TEXT_POLICY.ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: new RegExp(RICH_TEXT_POLICY.ALLOWED_URI_PATTERN, 'i'),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    ADD_FORBID_CONTENTS: RICH_TEXT_POLICY.DROPPED_WHOLE,
  };
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('class')) {
      const kept = (node.getAttribute('class') ?? '').split(/\s+/).filter((name) => classPattern.test(name));
      if (kept.length > 0) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
    }
    // An image a reader cannot load (DOMPurify lets data: through on <img>) is no picture: drop it whole.
    if (node.tagName === 'IMG' && !isLoadableImageSource(node.getAttribute('src'))) {
      node.remove();
      return;
    }
    if (node.tagName === 'A') {
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', RICH_TEXT_POLICY.LINK_REL);
    }
  });
  return (html) => (html ? purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false }) : '');
}
