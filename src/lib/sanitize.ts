import DOMPurify, { type Config } from 'dompurify';
import { RICH_TEXT_POLICY } from './sanitize-config';

const purifier = DOMPurify();
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
  if (node.tagName === 'A') {
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', RICH_TEXT_POLICY.LINK_REL);
  }
});

/** Sanitizes stored rich text with the shared allow-list; every link gets rel="noopener noreferrer". */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}
