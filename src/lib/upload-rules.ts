import { MAX_IMAGE_SIZE_BYTES } from '@contract/constants';
import { formatLanguage } from '@/lib/i18n/format-language';
import { UPLOAD_MESSAGES_EN } from '@/lib/i18n/upload-en-US';

/** image: pictures only, under 2 MB; pdf: PDF only; image-pdf: a picture under 2 MB or a PDF (licences); word-pdf: PDF, pictures, doc and docx, no size rule. */
export type UploadMode = 'image' | 'pdf' | 'image-pdf' | 'word-pdf';

export type FileKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'webp' | 'pdf' | 'ole' | 'zip';

export const UPLOAD_MESSAGES = {
  notImage: '请上传类型是图片的文件',
  imageTooLarge: '图片大小不能超过2MB!',
  notPdf: '请上传PDF格式的文件',
  notWordPdf: '请上传jpg、png、pdf、word、excel格式的文件',
  notImagePdf: '请上传图片或PDF格式的文件',
  failed: '上传失败',
  tooMany: (max: number) => `最多上传${max}个文件`,
} as const;

/** The messages in the language in effect (set by the language store, as dates and money are). */
export const uploadMessages = (): typeof UPLOAD_MESSAGES | typeof UPLOAD_MESSAGES_EN => (formatLanguage() === 'en-US' ? UPLOAD_MESSAGES_EN : UPLOAD_MESSAGES);

const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'bmp', 'gif', 'webp'];
const IMAGE_KINDS: FileKind[] = ['png', 'jpeg', 'gif', 'bmp', 'webp'];

/** How many leading bytes `sniffKind` needs. */
export const SNIFF_BYTES = 16;

function startsWith(head: Uint8Array, bytes: number[], at = 0): boolean {
  return bytes.every((b, i) => head[at + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** Recognizes a file by its first bytes, so a renamed text file is not taken for a picture. */
export function sniffKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('BM'))) return 'bmp';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return null;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export interface FileFacts {
  name: string;
  size: number;
  head: Uint8Array;
}

function isImage(ext: string, kind: FileKind | null): boolean {
  return IMAGE_EXTENSIONS.includes(ext) && kind !== null && IMAGE_KINDS.includes(kind);
}

/**
 * The spec's "under 2MB" is read strictly: 2 MB − 1 byte passes, exactly 2 MB (2,097,152 bytes) does not.
 * Returns the message to show, or null when the file may be uploaded.
 */
export function checkFile(file: FileFacts, mode: UploadMode): string | null {
  const ext = extensionOf(file.name);
  const kind = sniffKind(file.head);
  if (mode === 'pdf') return ext === 'pdf' && kind === 'pdf' ? null : uploadMessages().notPdf;
  if (mode === 'image-pdf') {
    if (ext === 'pdf' && kind === 'pdf') return null;
    if (!isImage(ext, kind)) return uploadMessages().notImagePdf;
    return file.size >= MAX_IMAGE_SIZE_BYTES ? uploadMessages().imageTooLarge : null;
  }
  if (mode === 'word-pdf') {
    const ok =
      (ext === 'pdf' && kind === 'pdf') ||
      isImage(ext, kind) ||
      (ext === 'doc' && kind === 'ole') ||
      (ext === 'docx' && kind === 'zip');
    return ok ? null : uploadMessages().notWordPdf;
  }
  if (!isImage(ext, kind)) return uploadMessages().notImage;
  if (file.size >= MAX_IMAGE_SIZE_BYTES) return uploadMessages().imageTooLarge;
  return null;
}

/** The `最多上传{n}个文件` message when adding `adding` files to `existing` would pass `max`. */
export function checkCount(existing: number, adding: number, max: number | undefined): string | null {
  if (max === undefined || existing + adding <= max) return null;
  return uploadMessages().tooMany(max);
}

export function acceptFor(mode: UploadMode): string {
  if (mode === 'pdf') return '.pdf,application/pdf';
  const images = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');
  if (mode === 'image-pdf') return `${images},.pdf`;
  return mode === 'image' ? images : `${images},.pdf,.doc,.docx`;
}

export async function readHead(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, SNIFF_BYTES);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}
