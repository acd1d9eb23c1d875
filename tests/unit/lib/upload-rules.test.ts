import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, checkCount, checkFile, readHead, sniffKind, type UploadMode } from '@/lib/upload-rules';
import { TWO_MB, bytesOf, makeFile, type FileKindName } from './fixtures/files';

async function check(kind: FileKindName, name: string, mode: UploadMode, size?: number) {
  const file = makeFile(kind, name, size);
  return checkFile({ name: file.name, size: file.size, head: await readHead(file) }, mode);
}

describe('sniffKind reads real file headers', () => {
  it.each([
    ['png', 'png'],
    ['jpeg', 'jpeg'],
    ['gif', 'gif'],
    ['bmp', 'bmp'],
    ['webp', 'webp'],
    ['pdf', 'pdf'],
    ['doc', 'ole'],
    ['docx', 'zip'],
  ] as const)('%s', (kind, expected) => {
    expect(sniffKind(bytesOf(kind))).toBe(expected);
  });

  it('does not recognise an exe or text', () => {
    expect(sniffKind(bytesOf('exe'))).toBeNull();
    expect(sniffKind(bytesOf('text'))).toBeNull();
  });
});

describe('image mode', () => {
  it.each([
    ['png', 'a.png'],
    ['jpeg', 'a.jpg'],
    ['jpeg', 'a.jpeg'],
    ['gif', 'a.GIF'],
    ['bmp', 'a.BMP'],
    ['webp', 'a.webp'],
    ['png', 'A.PNG'],
  ] as const)('accepts %s named %s', async (kind, name) => {
    expect(await check(kind, name, 'image')).toBeNull();
  });

  it.each([
    ['pdf', 'a.pdf'],
    ['exe', 'setup.exe'],
    ['text', 'notes.txt'],
    ['text', 'renamed.png'],
    ['exe', 'renamed.jpg'],
    ['doc', 'a.doc'],
    ['png', 'noextension'],
  ] as const)('refuses %s named %s', async (kind, name) => {
    expect(await check(kind, name, 'image')).toBe('请上传类型是图片的文件');
  });

  it('passes 2 MB − 1 byte and refuses exactly 2 MB and 2 MB + 1', async () => {
    expect(await check('png', 'a.png', 'image', TWO_MB - 1)).toBeNull();
    expect(await check('png', 'a.png', 'image', TWO_MB)).toBe('图片大小不能超过2MB!');
    expect(await check('jpeg', 'a.jpg', 'image', TWO_MB + 1)).toBe('图片大小不能超过2MB!');
  });
});

describe('pdf mode', () => {
  it('accepts a PDF of any size', async () => {
    expect(await check('pdf', 'a.pdf', 'pdf')).toBeNull();
    expect(await check('pdf', 'A.PDF', 'pdf', TWO_MB + 1)).toBeNull();
  });

  it.each([
    ['png', 'a.png'],
    ['exe', 'a.exe'],
    ['text', 'fake.pdf'],
    ['docx', 'a.docx'],
  ] as const)('refuses %s named %s', async (kind, name) => {
    expect(await check(kind, name, 'pdf')).toBe('请上传PDF格式的文件');
  });
});

describe('word/pdf mode', () => {
  it.each([
    ['pdf', 'a.pdf'],
    ['png', 'a.png'],
    ['jpeg', 'a.jpg'],
    ['gif', 'a.gif'],
    ['bmp', 'a.bmp'],
    ['webp', 'a.webp'],
    ['doc', 'a.doc'],
    ['docx', 'a.DOCX'],
  ] as const)('accepts %s named %s', async (kind, name) => {
    expect(await check(kind, name, 'word-pdf')).toBeNull();
  });

  it('has no image size rule', async () => {
    expect(await check('png', 'big.png', 'word-pdf', TWO_MB + 1)).toBeNull();
  });

  it.each([
    ['exe', 'a.exe'],
    ['text', 'a.txt'],
    ['text', 'renamed.docx'],
    ['exe', 'renamed.pdf'],
  ] as const)('refuses %s named %s', async (kind, name) => {
    expect(await check(kind, name, 'word-pdf')).toBe('请上传jpg、png、pdf、word、excel格式的文件');
  });
});

describe('count limit', () => {
  it('allows up to the limit and names it beyond', () => {
    expect(checkCount(1, 2, 3)).toBeNull();
    expect(checkCount(2, 2, 3)).toBe('最多上传3个文件');
    expect(checkCount(0, 9, undefined)).toBeNull();
    expect(UPLOAD_MESSAGES.tooMany(5)).toBe('最多上传5个文件');
    expect(UPLOAD_MESSAGES.failed).toBe('上传失败');
  });
});
