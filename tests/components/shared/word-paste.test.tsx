import { render, waitFor } from '@testing-library/react';
import { Quill } from 'react-quill-new';
import { describe, expect, it } from 'vitest';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { sanitizeHtml } from '@/lib/sanitize';

// jsdom's Range has no layout; Quill asks it for a rectangle when it scrolls the caret into view.
if (!Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
}

// What Word puts on the clipboard (trimmed): its generator mark, a heading, a numbered list as mso-list paragraphs,
// and a table.
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=Generator content="Microsoft Word 15"></head><body>
<h1>申报条件</h1>
<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span>注册在园区内</p>
<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>2.<span>&nbsp;</span></span>研发人员不少于10人</p>
<table class=MsoTableGrid><tr><td>项目</td><td>金额</td></tr><tr><td>补贴</td><td>50万元</td></tr></table>
</body></html>`;

describe('pasting from Word into the rich-text editor', () => {
  it('keeps the heading, the numbered list and the table, and the stored text keeps them through the sanitizer', async () => {
    let html = '';
    const { container } = render(<RichTextEditor onChange={(next) => (html = next)} />);
    const host = container.querySelector('.ql-container');
    const quill = host ? Quill.find(host) : null;
    if (!(quill instanceof Quill)) throw new Error('no editor');
    quill.clipboard.dangerouslyPasteHTML(0, WORD_HTML, 'user');
    await waitFor(() => expect(html).toContain('<h1>申报条件</h1>'));
    const stored = sanitizeHtml(html);
    expect(stored).toContain('<h1>申报条件</h1>');
    expect(stored).toContain('<ol><li>注册在园区内</li><li>研发人员不少于10人</li></ol>');
    expect(stored).toMatch(/<table[^>]*>.*<td[^>]*>项目<\/td>.*<td[^>]*>50万元<\/td>.*<\/table>/s);
  });

  it('keeps a pasted table’s header cells as its first row, drops a script with its text and images that cannot load', async () => {
    let html = '';
    const { container } = render(<RichTextEditor onChange={(next) => (html = next)} />);
    const host = container.querySelector('.ql-container');
    const quill = host ? Quill.find(host) : null;
    if (!(quill instanceof Quill)) throw new Error('no editor');
    const pasted = `<p>正文开头</p><script>alert('脚本正文')</script><noscript>无脚本</noscript>
<table><thead><tr><th>项目</th><th>金额</th></tr></thead><tbody><tr><td>补贴</td><td>50万元</td></tr></tbody></table>
<p><img src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"><img src="data:image/png;base64,AAAA"><img src="/api/files/2026/01/01/pic.png"></p>`;
    quill.clipboard.dangerouslyPasteHTML(0, pasted, 'user');
    await waitFor(() => expect(html).toContain('正文开头'));
    const stored = sanitizeHtml(html);
    expect(stored).not.toContain('脚本正文');
    expect(stored).not.toContain('无脚本');
    expect(stored).not.toContain('file:');
    expect(stored).not.toContain('data:');
    expect(stored).toContain('<img src="/api/files/2026/01/01/pic.png">');
    const rows = [...new DOMParser().parseFromString(stored, 'text/html').querySelectorAll('tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).toEqual([['项目', '金额'], ['补贴', '50万元']]);
    expect(stored).toMatch(/<td[^>]*><strong>项目<\/strong><\/td>/);
  });

  it('drops an image from the text when its source does not load', async () => {
    let html = '';
    const { container } = render(<RichTextEditor onChange={(next) => (html = next)} />);
    const host = container.querySelector('.ql-container');
    const quill = host ? Quill.find(host) : null;
    if (!(quill instanceof Quill)) throw new Error('no editor');
    quill.clipboard.dangerouslyPasteHTML(0, '<p>图前<img src="https://gone.example/lost.png">图后</p>', 'user');
    await waitFor(() => expect(html).toContain('lost.png'));
    container.querySelector('.ql-editor img')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(html).not.toContain('<img'));
    expect(html).toContain('图前图后');
  });
});
