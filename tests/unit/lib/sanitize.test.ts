// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';
import { RICH_TEXT_POLICY } from '@contract/rich-text-policy';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';

const FORBIDDEN_TAGS = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'button', 'input', 'meta', 'base', 'link', 'body', 'video', 'audio', 'source', 'details', 'marquee', 'template', 'noscript', 'xmp', 'textarea'];
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'background', 'xlink:href', 'data'];

function parse(html: string): HTMLElement {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  const root = document.createElement('div');
  root.append(holder.content.cloneNode(true));
  return root;
}

describe('sanitizeHtml against XSS payloads', () => {
  it('has at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeHtml(payload);
    const root = parse(clean);
    for (const tag of FORBIDDEN_TAGS) expect(root.querySelector(tag), `<${tag}> in ${clean}`).toBeNull();
    for (const element of root.querySelectorAll('*')) {
      expect(RICH_TEXT_POLICY.ALLOWED_TAGS).toContain(element.tagName.toLowerCase());
      for (const attr of element.attributes) {
        expect(attr.name.startsWith('on'), `${attr.name} in ${clean}`).toBe(false);
        expect(attr.name).not.toBe('style');
        expect(attr.name).not.toBe('srcdoc');
        if (URL_ATTRS.includes(attr.name)) expect(attr.value).not.toMatch(/^\s*(javascript|vbscript|data:text)/i);
      }
    }
    // Sanitizing the output again changes nothing: no mutation left for the browser to re-parse into markup.
    expect(sanitizeHtml(clean)).toBe(clean);
  });
});

describe('sanitizeHtml keeps ordinary rich text', () => {
  it('keeps Quill formatting', () => {
    const html = '<h2>标题</h2><p class="ql-align-center"><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p><ol><li data-list="bullet">项</li></ol><blockquote>引用</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps https images and relative links', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt="a">')).toBe('<img src="https://cdn.example.com/a.png" alt="a">');
    expect(sanitizeHtml('<a href="/api/files/2026/01/01/a.pdf">附件</a>')).toBe('<a href="/api/files/2026/01/01/a.pdf" rel="noopener noreferrer">附件</a>');
  });

  it('gives every link rel="noopener noreferrer" and keeps only target=_blank', () => {
    const root = parse(sanitizeHtml('<a href="https://a.example" target="_blank" rel="opener">a</a><a href="https://b.example" target="_top">b</a>'));
    const [a, b] = [...root.querySelectorAll('a')];
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    expect(a).toHaveAttribute('target', '_blank');
    expect(b).toHaveAttribute('rel', 'noopener noreferrer');
    expect(b).not.toHaveAttribute('target');
  });

  it('drops classes that are not Quill ones', () => {
    expect(sanitizeHtml('<p class="ql-indent-1 ant-modal-mask">x</p>')).toBe('<p class="ql-indent-1">x</p>');
    expect(sanitizeHtml('<p class="fixed-overlay">x</p>')).toBe('<p>x</p>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
