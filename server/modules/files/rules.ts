import { MAX_IMAGE_SIZE_BYTES } from '@contract/constants';
import { badRequest } from '../../lib/errors';
import { KINDS, detectKind, extensionOf, type FileKind } from './detect';

export const MAX_IMAGE_BYTES = MAX_IMAGE_SIZE_BYTES;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;
const MAX_NAME_LENGTH = 200;

export interface IncomingFile {
  name: string;
  content: Buffer;
}

export interface CheckedFile extends IncomingFile {
  kind: FileKind;
}

// Keeps only the last path segment of what the browser sent, without control characters.
export function cleanName(raw: string): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (printable || 'file').slice(-MAX_NAME_LENGTH);
}

// The allow-list, by content: the file's bytes decide its type; its name may only agree with them.
export function checkFile(file: IncomingFile): CheckedFile {
  const kind = detectKind(file.content);
  if (!kind) {
    throw badRequest(`文件「${file.name}」的类型不支持，请上传jpg、png、gif、bmp、webp、pdf、word、excel格式的文件`);
  }
  const info = KINDS[kind];
  const extension = extensionOf(file.name);
  if (extension && !info.extensions.includes(extension)) {
    throw badRequest(`文件「${file.name}」的扩展名与实际内容（${kind}）不符`);
  }
  if (info.category === 'image' && file.content.length > MAX_IMAGE_BYTES) {
    throw badRequest(`图片大小不能超过2MB!（${file.name}）`);
  }
  if (file.content.length > MAX_DOCUMENT_BYTES) {
    throw badRequest(`文件大小不能超过20MB（${file.name}）`);
  }
  return { ...file, kind };
}
