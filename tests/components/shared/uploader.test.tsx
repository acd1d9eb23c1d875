import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { filesCalls } from '@contract/calls/files';
import { FileList } from '@/components/files/file-list';
import { Uploader, type UploaderProps } from '@/components/uploader/uploader';
import type { UploadMode } from '@/lib/upload-rules';
import { useSessionStore } from '@/stores/session';
import { TWO_MB, bytesOf, type FileKindName } from '../../unit/lib/fixtures/files';
import { uploadFile as makeFile, installNodeFormData } from './node-form-data';
import { mockCall } from './mock-call';
import { renderAt, setupMsw } from './test-kit';

installNodeFormData();

interface Received {
  field: string;
  name: string;
  bytes: Uint8Array;
  auth: string | null;
}

let received: Received[] = [];
/** What the file service knows of stored files: their original names, by URL. */
let known: Record<string, string> = {};
let nameLookups: string[][] = [];

const server = setupMsw(
  http.post('*/api/files/upload', async ({ request }) => {
    const form = await request.formData();
    const stored = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') continue;
      received.push({ field, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()), auth: request.headers.get('authorization') });
      stored.push({ url: `/api/files/2026/01/01/${received.length}-${value.name}`, name: value.name, size: value.size, type: value.type });
    }
    return HttpResponse.json({ code: 1, msg: 'ok', data: stored });
  }),
  mockCall(filesCalls.names, ({ body: { urls } }) => {
    nameLookups.push(urls);
    return urls.flatMap((url) => (known[url] ? [{ url, name: known[url] }] : []));
  }),
);

beforeEach(() => {
  received = [];
  known = {};
  nameLookups = [];
  useSessionStore.setState({ accessToken: 'token-abc' });
});

function Field(props: Omit<UploaderProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const [urls, setUrls] = useState<string[]>(props.initial ?? []);
  return (
    <>
      <Uploader {...props} value={urls} onChange={setUrls} />
      <ul aria-label="已上传">
        {urls.map((url) => (
          <li key={url}>{url}</li>
        ))}
      </ul>
    </>
  );
}

function setup(mode: UploadMode, maxCount?: number, initial?: string[]) {
  const view = renderAt(<Field mode={mode} maxCount={maxCount} initial={initial} />);
  const user = userEvent.setup({ applyAccept: false });
  // The upload control replaces its <input> after every pick, so it is looked up each time.
  const pick = (files: File | File[]) => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    return user.upload(input, files);
  };
  return { ...view, pick, user };
}

/** Messages from earlier tests may still be fading out, so a message counts only if it is new. */
async function expectNewMessage(text: string, action: () => Promise<void>) {
  const before = screen.queryAllByText(text).length;
  await action();
  await waitFor(() => expect(screen.queryAllByText(text).length).toBeGreaterThan(before));
}

function uploadedList() {
  return screen.getByRole('list', { name: '已上传' });
}

async function expectUploaded(count: number) {
  await waitFor(() => expect(uploadedList().children).toHaveLength(count));
}

async function expectRefused(text: string, action: () => Promise<void>) {
  await expectNewMessage(text, action);
  expect(received).toHaveLength(0);
  expect(uploadedList().children).toHaveLength(0);
}

describe('Uploader, image mode', () => {
  it.each([
    ['png', 'photo.png'],
    ['jpeg', 'photo.JPG'],
    ['jpeg', 'photo.jpeg'],
    ['gif', 'anim.gif'],
    ['bmp', 'scan.bmp'],
    ['webp', 'pic.WEBP'],
  ] as [FileKindName, string][])('uploads a real %s (%s) as multipart field files with the bearer token', async (kind, name) => {
    const { pick } = setup('image');
    await pick(makeFile(kind, name));
    await expectUploaded(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.field).toBe('files');
    expect(received[0]!.name).toBe(name);
    expect(received[0]!.bytes).toEqual(bytesOf(kind));
    expect(received[0]!.auth).toBe('Bearer token-abc');
    expect(screen.getByText(`/api/files/2026/01/01/1-${name}`)).toBeInTheDocument();
  });

  it('previews uploaded images', async () => {
    const { pick, container } = setup('image');
    await pick(makeFile('png', 'logo.png'));
    await expectUploaded(1);
    await waitFor(() => expect(container.querySelector('img[src="/api/files/2026/01/01/1-logo.png"]')).not.toBeNull());
  });

  it.each([
    ['exe', 'setup.exe'],
    ['text', 'notes.txt'],
    ['text', 'renamed.png'],
    ['pdf', 'paper.pdf'],
  ] as [FileKindName, string][])('refuses %s named %s with 请上传类型是图片的文件', async (kind, name) => {
    const { pick } = setup('image');
    await expectRefused('请上传类型是图片的文件', () => pick(makeFile(kind, name, undefined, kind === 'text' && name.endsWith('.png') ? 'image/png' : undefined)));
  });

  it('passes an image of 2 MB − 1 byte', async () => {
    const { pick } = setup('image');
    await pick(makeFile('png', 'edge.png', TWO_MB - 1));
    await expectUploaded(1);
    expect(received[0]!.bytes.byteLength).toBe(TWO_MB - 1);
  });

  it.each([TWO_MB, TWO_MB + 1])('refuses an image of %i bytes with 图片大小不能超过2MB!', async (size) => {
    const { pick } = setup('image');
    await expectRefused('图片大小不能超过2MB!', () => pick(makeFile('jpeg', 'big.jpg', size)));
  });

  it('refuses more files than the limit with 最多上传{n}个文件', async () => {
    const { pick } = setup('image', 2);
    await expectRefused('最多上传2个文件', () => pick([makeFile('png', 'a.png'), makeFile('png', 'b.png'), makeFile('png', 'c.png')]));
  });

  it('counts files already held against the limit', async () => {
    const { pick } = setup('image', 3, ['/api/files/old.png']);
    await expectNewMessage('最多上传3个文件', () => pick([makeFile('png', 'a.png'), makeFile('png', 'b.png'), makeFile('gif', 'c.gif')]));
    expect(received).toHaveLength(0);
    await pick([makeFile('png', 'a.png'), makeFile('png', 'b.png')]);
    await expectUploaded(3);
  });

  it('shows 上传失败 when the service refuses', async () => {
    server.use(http.post('*/api/files/upload', () => HttpResponse.json({ code: 0, msg: '存储失败', data: null })));
    const { pick } = setup('image');
    await expectNewMessage('上传失败', () => pick(makeFile('png', 'a.png')));
    expect(uploadedList().children).toHaveLength(0);
  });

  it('shows 上传失败 when the request fails', async () => {
    server.use(http.post('*/api/files/upload', () => new HttpResponse(null, { status: 500 })));
    const { pick } = setup('image');
    await expectNewMessage('上传失败', () => pick(makeFile('png', 'a.png')));
  });

  it('lets the user remove a file', async () => {
    const { user } = setup('image', undefined, ['/api/files/a.png', '/api/files/b.png']);
    const [first] = screen.getAllByRole('button', { name: /删除|remove|delete/i });
    await user.click(first!);
    await waitFor(() => expect(uploadedList().children).toHaveLength(1));
    expect(screen.getByText('/api/files/b.png')).toBeInTheDocument();
  });
});

describe('Uploader, pdf mode', () => {
  it('uploads a real PDF with no size rule', async () => {
    const { pick } = setup('pdf');
    await pick(makeFile('pdf', 'contract.pdf', TWO_MB + 1));
    await expectUploaded(1);
    expect(received[0]!.bytes.slice(0, 5)).toEqual(bytesOf('pdf').slice(0, 5));
  });

  it.each([
    ['png', 'a.png'],
    ['exe', 'a.exe'],
    ['text', 'fake.pdf'],
  ] as [FileKindName, string][])('refuses %s named %s with 请上传PDF格式的文件', async (kind, name) => {
    const { pick } = setup('pdf');
    await expectRefused('请上传PDF格式的文件', () => pick(makeFile(kind, name)));
  });
});

describe('Uploader, file names', () => {
  it('shows each held file by its original name, looked up once for all of them', async () => {
    known = { '/api/files/2026/11/25/2d6e58aa00000000000000000000aaaa.pdf': '入驻协议.pdf', '/api/files/2026/11/25/601eb7bb00000000000000000000bbbb.docx': '营业执照副本.docx' };
    setup('word-pdf', undefined, Object.keys(known));
    expect(await screen.findByText('入驻协议.pdf')).toBeInTheDocument();
    expect(screen.getByText('营业执照副本.docx')).toBeInTheDocument();
    expect(nameLookups).toEqual([Object.keys(known)]);
  });

  it('shows a new upload by the name the service answered, without asking again', async () => {
    server.use(http.post('*/api/files/upload', () =>
      HttpResponse.json({ code: 1, msg: 'ok', data: [{ url: '/api/files/2026/11/25/b4c29b1100000000000000000000cccc.pdf', name: '营业执照.pdf', size: 10, type: 'application/pdf' }] })));
    const { pick, container } = setup('word-pdf');
    await pick(makeFile('pdf', '营业执照.pdf'));
    await expectUploaded(1);
    const list = container.querySelector<HTMLElement>('.ant-upload-list')!;
    expect(await within(list).findByText('营业执照.pdf')).toBeInTheDocument();
    expect(within(list).queryByText(/b4c29b11/)).toBeNull();
    expect(nameLookups).toEqual([]);
  });
});

describe('FileList, the display of stored files', () => {
  it('shows every file by its original name and downloads it by that name', async () => {
    const licence = '/api/files/2026/11/25/2d6e58aa00000000000000000000dddd.png';
    const receipt = '/api/files/2026/11/25/b4c29b1100000000000000000000eeee.pdf';
    known = { [licence]: '营业执照.png', [receipt]: '发票（11月）.pdf' };
    renderAt(<FileList files={[licence, { name: 'b4c29b1100000000000000000000eeee.pdf', url: receipt }, { name: '样例合同.pdf', url: '/demo/contract.pdf' }]} />);
    const picture = await screen.findByRole('img', { name: '营业执照.png' });
    expect(picture).toHaveAttribute('src', licence);
    const licenceLink = screen.getByRole('link', { name: '营业执照.png' });
    expect(licenceLink).toHaveAttribute('href', `${licence}?download=1`);
    expect(licenceLink).toHaveAttribute('download', '营业执照.png');
    const receiptLink = await screen.findByRole('link', { name: /发票（11月）\.pdf/ });
    expect(receiptLink).toHaveAttribute('href', `${receipt}?download=1`);
    expect(screen.queryByText(/b4c29b11/)).toBeNull();
    expect(screen.getByRole('link', { name: /样例合同\.pdf/ })).toHaveAttribute('href', '/demo/contract.pdf');
    expect(nameLookups).toEqual([[licence, receipt]]);
  });
});

describe('Uploader, word/pdf mode', () => {
  it.each([
    ['pdf', 'a.pdf'],
    ['doc', 'a.doc'],
    ['docx', 'a.docx'],
    ['png', 'a.png'],
    ['jpeg', 'a.jpg'],
  ] as [FileKindName, string][])('uploads %s named %s', async (kind, name) => {
    const { pick } = setup('word-pdf');
    await pick(makeFile(kind, name));
    await expectUploaded(1);
  });

  it('has no image size rule', async () => {
    const { pick } = setup('word-pdf');
    await pick(makeFile('png', 'poster.png', TWO_MB + 1));
    await expectUploaded(1);
  });

  it.each([
    ['exe', 'tool.exe'],
    ['text', 'readme.txt'],
    ['text', 'renamed.docx'],
  ] as [FileKindName, string][])('refuses %s named %s with the word/pdf message', async (kind, name) => {
    const { pick } = setup('word-pdf');
    await expectRefused('请上传jpg、png、pdf、word、excel格式的文件', () => pick(makeFile(kind, name)));
  });
});
