import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { json, parkId, ZHANGJIANG } from '../park/fixtures';
import { RICH_TEXT_POLICY } from '@contract/rich-text-policy';
import { XSS_PAYLOADS } from '../../unit/lib/fixtures/xss-payloads';
import { adminBase, newItem } from './fixtures';

const TAG = /<\s*([a-z0-9-]+)([^>]*)>/gi;

// What came back holds only allowed tags, no event handler, no style, no script URL.
function assertClean(html: string) {
  for (const [, tag, attrs] of html.matchAll(TAG)) {
    expect(RICH_TEXT_POLICY.ALLOWED_TAGS, html).toContain(tag!.toLowerCase());
    expect(attrs, html).not.toMatch(/\son[a-z]+\s*=|\sstyle\s*=|\ssrcdoc\s*=/i);
    expect(attrs, html).not.toMatch(/(?:href|src)\s*=\s*"?\s*(?:javascript|vbscript|data):/i);
  }
  expect(html).not.toMatch(/<\s*(script|iframe|svg|object|embed|style|math)/i);
}

describe('rich text is sanitized on the server when saved', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
  });

  it(`stores the ${XSS_PAYLOADS.length} XSS payloads of the console's test and reads each back clean`, async () => {
    expect(XSS_PAYLOADS.length).toBe(48);
    const item = await newItem(park, 'news', 'XSS');
    for (const payload of XSS_PAYLOADS) {
      const added = await json(app, operator, 'POST', `${adminBase('news')}/add`, { ...item, body: payload });
      expect(added.code, payload).toBe(1);
      const back = await json(app, operator, 'GET', `${adminBase('news')}/info/${String(added.data.id)}`);
      assertClean(String(back.data.body));
    }
  });

  it('keeps Quill formatting and tables with their header cells, drops images a reader cannot load and scripts whole, and gives links rel', async () => {
    const html = '<h2>标题</h2><p class="ql-align-center"><strong>粗</strong></p><ol><li data-list="bullet">项</li></ol><table><thead><tr><th>列</th></tr></thead><tbody><tr><td>格</td></tr></tbody></table>';
    const images = '<img src="data:image/png;base64,AAAA"><img src="file:///C:/Users/a/image001.png"><img><img src="//evil.example/x.png"><img src="/api/files/a.png"><img src="https://example.com/b.png">';
    const body = `${html}${images}<script>alert('脚本')</script><a href="/policy">站内</a><a href="javascript:alert(1)">坏</a>`;
    const added = await json(app, operator, 'POST', `${adminBase('news')}/add`, { ...(await newItem(park, 'news', '格式')), body });
    const back = await json(app, operator, 'GET', `${adminBase('news')}/info/${String(added.data.id)}`);
    expect(back.data.body).toBe(
      `${html}<img src="/api/files/a.png"><img src="https://example.com/b.png"><a href="/policy" rel="noopener noreferrer">站内</a><a rel="noopener noreferrer">坏</a>`,
    );
  });
});
