import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/errors';
import { http } from '@/api/http';
import { ApiFeedback } from '@/app/api-feedback';
import { api, HttpResponse, mock, ok, refused, server, signIn, startShellServer } from './shell-harness';

startShellServer();

function renderFeedback() {
  render(
    <App>
      <ApiFeedback />
    </App>,
  );
}

/** jsdom's Blob.text() trips over Node's Response; FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call should have been rejected');
}

describe('the API client and the error catalogue of spec §8', () => {
  it('resolves with data on code 1 and sends the bearer token', async () => {
    signIn('manage', { token: 'tok-9' });
    let auth: string | null = null;
    server.use(
      mock.get(api('v1/thing'), ({ request }) => {
        auth = request.headers.get('authorization');
        return ok({ n: 1 });
      }),
    );
    await expect(http.get('v1/thing')).resolves.toEqual({ n: 1 });
    expect(auth).toBe('Bearer tok-9');
  });

  it('code ≠ 1: the mapped message, else msg, else 未知错误, and rejects', async () => {
    renderFeedback();
    server.use(
      mock.get(api('v1/mapped'), () => refused('服务器说的', 500)),
      mock.get(api('v1/msg'), () => refused('名称已存在', 0)),
      mock.get(api('v1/bare'), () => HttpResponse.json({ code: 0, msg: '', data: null })),
    );
    expect(await failure(http.get('v1/mapped'))).toMatchObject({ message: '服务器繁忙，请稍后再试', kind: 'business' });
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeInTheDocument();
    await expect(http.get('v1/msg')).rejects.toThrow('名称已存在');
    expect(await screen.findByText('名称已存在')).toBeInTheDocument();
    await expect(http.get('v1/bare')).rejects.toThrow('未知错误');
    expect(await screen.findByText('未知错误')).toBeInTheDocument();
  });

  it('passes blobs through', async () => {
    server.use(mock.get(api('v1/export'), () => new HttpResponse('a,b\n1,2', { headers: { 'Content-Type': 'text/csv' } })));
    const blob = await http.get<Blob>('v1/export', undefined, { blob: true });
    expect(blob).toBeInstanceOf(Blob);
    expect(await readText(blob)).toBe('a,b\n1,2');
  });

  it('a request that gets no answer shows 接口发送失败', async () => {
    renderFeedback();
    server.use(mock.post(api('v1/save'), () => HttpResponse.error()));
    expect(await failure(http.post('v1/save', { name: 'x' }))).toMatchObject({ message: '接口发送失败', kind: 'network' });
    expect(await screen.findByText('接口发送失败')).toBeInTheDocument();
  });

  it('HTTP 403 shows 权限不足', async () => {
    renderFeedback();
    server.use(mock.get(api('v1/secret'), () => HttpResponse.json({ code: 403, msg: 'forbidden' }, { status: 403 })));
    await expect(http.get('v1/secret')).rejects.toThrow('权限不足');
    expect(await screen.findByText('权限不足')).toBeInTheDocument();
  });

  it('other statuses: the status map, else msg, else 未知错误', async () => {
    renderFeedback();
    server.use(
      mock.get(api('v1/missing'), () => HttpResponse.json({ code: 404, msg: 'nope' }, { status: 404 })),
      mock.get(api('v1/teapot'), () => HttpResponse.json({ code: 418, msg: '茶壶不煮咖啡' }, { status: 418 })),
      mock.get(api('v1/silent'), () => new HttpResponse(null, { status: 418 })),
    );
    await expect(http.get('v1/missing')).rejects.toThrow('请求的资源不存在');
    await expect(http.get('v1/teapot')).rejects.toThrow('茶壶不煮咖啡');
    await expect(http.get('v1/silent')).rejects.toThrow('未知错误');
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
    expect(await screen.findByText('茶壶不煮咖啡')).toBeInTheDocument();
  });

  it('cancels a superseded duplicate silently', async () => {
    renderFeedback();
    let calls = 0;
    server.use(
      mock.get(api('v1/list'), async () => {
        calls += 1;
        await delay(30);
        return ok(['a']);
      }),
    );
    const first = failure(http.get('v1/list', { pageNum: 1 }));
    const second = http.get('v1/list', { pageNum: 1 });
    await expect(second).resolves.toEqual(['a']);
    const error = await first;
    expect(isApiError(error) && error.kind).toBe('cancelled');
    expect(isApiError(error) && error.silent).toBe(true);
    expect(calls).toBeLessThanOrEqual(2);
    expect(document.querySelector('.ant-message')?.textContent ?? '').toBe('');
  });

  it('shows one 加载中... overlay for overlapping calls that ask for it', async () => {
    renderFeedback();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mock.get(api('v1/slow'), async () => {
        await gate;
        return ok(true);
      }),
    );
    let calls: Promise<unknown>[] = [];
    act(() => {
      calls = [http.get('v1/slow', { a: 1 }, { loading: true }), http.get('v1/slow', { a: 2 }, { loading: true })];
    });
    expect(await screen.findAllByText('加载中...')).toHaveLength(1);
    release();
    await act(async () => {
      await Promise.all(calls);
    });
    await waitFor(() => expect(screen.queryByText('加载中...')).not.toBeInTheDocument());
  });
});

describe('downloads and uploads', () => {
  it('a download answered with an error envelope rejects with its message and shows it on top', async () => {
    renderFeedback();
    server.use(mock.get(api('v1/export/broken'), () => refused('导出任务不存在')));
    await expect(http.get('v1/export/broken', undefined, { blob: true })).rejects.toThrow('导出任务不存在');
    // Shown after the field-claim wait, so within this test rather than under the next file's frame.
    expect(await screen.findByText('导出任务不存在')).toBeInTheDocument();
  });

  it('sends multipart bodies to a URL outside the host base, never deduplicated', async () => {
    const names: string[] = [];
    server.use(
      mock.post('*/api/files/upload', async ({ request }) => {
        const form = await request.formData();
        names.push(String(form.get('name')));
        return ok([{ url: '/files/a.png', name: 'a.png', size: 3, type: 'image/png' }]);
      }),
    );
    const send = (name: string) => {
      const form = new FormData();
      form.append('name', name);
      return http.post('/api/files/upload', form, { baseURL: '' });
    };
    await Promise.all([send('a'), send('b')]);
    expect(names.sort()).toEqual(['a', 'b']);
  });
});
