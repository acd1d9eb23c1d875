import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { useSessionStore } from '@/stores/session';
import { XSS_PAYLOADS } from '../../unit/lib/fixtures/xss-payloads';
import { uploadFile, installNodeFormData } from './node-form-data';
import { setupMsw } from './test-kit';

installNodeFormData();

// jsdom's Range has no layout; Quill asks it for a rectangle when it scrolls the caret into view.
if (!Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
}

let uploads = 0;
setupMsw(
  http.post('*/api/files/upload', () => {
    uploads += 1;
    return HttpResponse.json({ code: 1, msg: 'ok', data: [{ url: '/api/files/2026/01/01/pic.png', name: 'pic.png', size: 67, type: 'image/png' }] });
  }),
);

afterEach(() => {
  uploads = 0;
  vi.restoreAllMocks();
});

describe('RichTextView', () => {
  it('shows stored HTML through the sanitizer; links get rel="noopener noreferrer"', () => {
    const { container } = render(<RichTextView html={'<p>政策<strong>全文</strong> <a href="https://gov.example/p" target="_blank">原文</a></p><img src=x onerror="__xss()">'} />);
    expect(screen.getByText('全文').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '原文' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it.each(XSS_PAYLOADS)('renders %s without active content', (payload) => {
    const { container: root } = render(<RichTextView html={payload} />);
    const container = root.firstElementChild!;
    expect(container.querySelector('script, iframe, object, embed, svg, math, style, form, meta, base, link, [style], [srcdoc]')).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attr of element.attributes) expect(attr.name.startsWith('on')).toBe(false);
    }
    for (const anchor of container.querySelectorAll('a[href]')) expect(anchor.getAttribute('href')).not.toMatch(/^\s*(javascript|vbscript|data)/i);
  });

  it('shows -- for empty content', () => {
    render(<RichTextView html="<p></p>" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});

describe('RichTextEditor', () => {
  function Harness({ initial = '' }: { initial?: string }) {
    const [html, setHtml] = useState(initial);
    return (
      <>
        <RichTextEditor value={html} onChange={setHtml} />
        <output aria-label="内容">{html}</output>
      </>
    );
  }

  it('speaks Chinese: every toolbar control has a Chinese name (tooltip and accessible name), the header picker says 正文 / 标题', async () => {
    const { container } = render(<Harness />);
    const toolbar = container.querySelector('.ql-toolbar')!;
    const controls = [...toolbar.querySelectorAll('button, .ql-picker-label, .ql-picker-item')];
    expect(controls.length).toBeGreaterThan(15);
    for (const control of controls) {
      const name = control.getAttribute('aria-label') ?? '';
      expect(name, control.outerHTML.slice(0, 80)).toMatch(/^[\u4e00-\u9fa5][\u4e00-\u9fa5\d]*$/);
      expect(control.getAttribute('title')).toBe(name);
    }
    for (const name of ['加粗', '斜体', '插入链接', '插入图片', '插入表格', '编号列表', '项目符号列表', '清除格式']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '段落格式' })).toHaveAttribute('data-label', '正文');
    const items = [...toolbar.querySelectorAll('.ql-picker.ql-header .ql-picker-item')].map((item) => item.getAttribute('data-label'));
    expect(items).toEqual(['标题1', '标题2', '标题3', '正文']);
    expect(toolbar.textContent).not.toMatch(/Normal|Heading/);
  });

  it('inserts a table with the toolbar’s table button', async () => {
    const { container } = render(<Harness initial="<p>正文</p>" />);
    await waitFor(() => expect(container.querySelector('.ql-editor')).toHaveTextContent('正文'));
    await userEvent.click(screen.getByRole('button', { name: '插入表格' }));
    await waitFor(() => expect(container.querySelectorAll('.ql-editor table tr')).toHaveLength(3));
    expect(container.querySelectorAll('.ql-editor table tr:first-child td')).toHaveLength(3);
    await waitFor(() => expect(screen.getByLabelText('内容').textContent).toContain('<table'));
  });

  it('shows stored content sanitized, with the default placeholder', async () => {
    const { container } = render(<Harness initial={'<p>已有<em>内容</em></p><img src=x onerror="__xss()">'} />);
    await waitFor(() => expect(container.querySelector('.ql-editor em')).toHaveTextContent('内容'));
    expect(container.querySelector('.ql-editor [onerror]')).toBeNull();
    expect(container.querySelector('.ql-editor')).toHaveAttribute('data-placeholder', '请输入内容');
  });

  it('inserts an image through the upload service', async () => {
    useSessionStore.setState({ accessToken: 'token-abc' });
    const clicks = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = render(<Harness initial="<p>正文</p>" />);
    const button = container.querySelector<HTMLButtonElement>('button.ql-image');
    expect(button).not.toBeNull();
    button!.click();
    const input = clicks.mock.contexts[0] as HTMLInputElement;
    expect(input.type).toBe('file');
    Object.defineProperty(input, 'files', { value: [uploadFile('png', 'pic.png')] });
    input.dispatchEvent(new Event('change'));
    await waitFor(() => expect(container.querySelector('.ql-editor img')).toHaveAttribute('src', '/api/files/2026/01/01/pic.png'));
    expect(uploads).toBe(1);
    await waitFor(() => expect(screen.getByLabelText('内容').textContent).toContain('<img src="/api/files/2026/01/01/pic.png">'));
  });

  it('refuses a non-image before uploading it', async () => {
    const clicks = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = render(<Harness />);
    container.querySelector<HTMLButtonElement>('button.ql-image')!.click();
    const input = clicks.mock.contexts[0] as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [uploadFile('text', 'renamed.png', undefined, 'image/png')] });
    const before = screen.queryAllByText('请上传类型是图片的文件').length;
    input.dispatchEvent(new Event('change'));
    await waitFor(() => expect(screen.queryAllByText('请上传类型是图片的文件').length).toBeGreaterThan(before));
    expect(uploads).toBe(0);
  });
});
