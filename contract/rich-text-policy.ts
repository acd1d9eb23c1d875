// The one allow-list for stored rich text (what the Quill editor produces), kept as plain data so the console, the
// server (which sanitizes every body it saves) and the browser XSS test hand the very same policy to DOMPurify.
export const RICH_TEXT_ALLOWED_TAGS = [
  'p', 'br', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
  'ol', 'ul', 'li', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

// No `style`: CSS can overlay or track; Quill's alignment and indents come as `ql-*` classes.
export const RICH_TEXT_ALLOWED_ATTR = [
  'href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height', 'class',
  'colspan', 'rowspan', 'data-list',
];

// http(s), mailto, tel, and relative links only; anything with another scheme is dropped.
export const RICH_TEXT_URI_PATTERN = '^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))';

export const RICH_TEXT_CLASS_PATTERN = '^ql-[a-z0-9-]+$';

// An image stays only when a reader's browser can load it: http(s) or a path of this site (the upload service's
// /api/files/…). file:// (Word's local copies), data: and blob: sources, and an image without a source, are dropped
// whole, in the editor's paste and in both sanitizers.
export const RICH_TEXT_IMAGE_SRC_PATTERN = '^(?:https?://|/(?!/))';

// Elements dropped with everything inside them (their text never becomes visible text).
export const RICH_TEXT_DROPPED_WHOLE = ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'title', 'head'];

export const LINK_REL = 'noopener noreferrer';

export interface RichTextPolicy {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_PATTERN: string;
  CLASS_PATTERN: string;
  IMAGE_SRC_PATTERN: string;
  DROPPED_WHOLE: string[];
  LINK_REL: string;
}

export const RICH_TEXT_POLICY: RichTextPolicy = {
  ALLOWED_TAGS: RICH_TEXT_ALLOWED_TAGS,
  ALLOWED_ATTR: RICH_TEXT_ALLOWED_ATTR,
  ALLOWED_URI_PATTERN: RICH_TEXT_URI_PATTERN,
  CLASS_PATTERN: RICH_TEXT_CLASS_PATTERN,
  IMAGE_SRC_PATTERN: RICH_TEXT_IMAGE_SRC_PATTERN,
  DROPPED_WHOLE: RICH_TEXT_DROPPED_WHOLE,
  LINK_REL,
};
