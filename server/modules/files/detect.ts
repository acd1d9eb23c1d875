// Recognizes an uploaded file by its bytes, never by its name or the client's Content-Type.
export type FileKind = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'pdf' | 'doc' | 'xls' | 'docx' | 'xlsx';

export interface KindInfo {
  mime: string;
  category: 'image' | 'document';
  // The first one names stored files; any of them may end the uploader's own file name.
  extensions: string[];
}

export const KINDS: Record<FileKind, KindInfo> = {
  jpeg: { mime: 'image/jpeg', category: 'image', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { mime: 'image/png', category: 'image', extensions: ['png'] },
  gif: { mime: 'image/gif', category: 'image', extensions: ['gif'] },
  bmp: { mime: 'image/bmp', category: 'image', extensions: ['bmp'] },
  webp: { mime: 'image/webp', category: 'image', extensions: ['webp'] },
  pdf: { mime: 'application/pdf', category: 'document', extensions: ['pdf'] },
  doc: { mime: 'application/msword', category: 'document', extensions: ['doc'] },
  xls: { mime: 'application/vnd.ms-excel', category: 'document', extensions: ['xls'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    category: 'document',
    extensions: ['docx'],
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    category: 'document',
    extensions: ['xlsx'],
  },
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function startsWith(buf: Buffer, bytes: Buffer | string, at = 0): boolean {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  return buf.length >= at + sig.length && buf.subarray(at, at + sig.length).equals(sig);
}

export function detectKind(buf: Buffer): FileKind | null {
  if (startsWith(buf, Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (startsWith(buf, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (startsWith(buf, 'GIF87a') || startsWith(buf, 'GIF89a')) return 'gif';
  if (isBmp(buf)) return 'bmp';
  if (startsWith(buf, 'RIFF') && startsWith(buf, 'WEBP', 8)) return 'webp';
  if (startsWith(buf, '%PDF-')) return 'pdf';
  if (startsWith(buf, OLE2)) return oleKind(buf);
  if (startsWith(buf, 'PK\x03\x04')) return zipKind(buf);
  return null;
}

// "BM" alone is too weak (any text starting with BM): the header's file size and pixel offset must fit.
function isBmp(buf: Buffer): boolean {
  if (!startsWith(buf, 'BM') || buf.length < 26) return false;
  const declared = buf.readUInt32LE(2);
  const pixels = buf.readUInt32LE(10);
  return declared <= buf.length + 2 && pixels >= 26 && pixels < buf.length;
}

// An OLE2 compound file is a doc or an xls depending on its main stream, found among the 128-byte
// directory entries (UTF-16LE name, then its byte length at offset 64).
function oleKind(buf: Buffer): FileKind | null {
  const streams: [string, FileKind][] = [
    ['WordDocument', 'doc'],
    ['Workbook', 'xls'],
    ['Book', 'xls'],
  ];
  for (const [name, kind] of streams) {
    const entry = Buffer.from(`${name}\0`, 'utf16le');
    for (let at = buf.indexOf(entry, 512); at >= 0; at = buf.indexOf(entry, at + 2)) {
      if (at % 128 === 0 && at + 66 <= buf.length && buf.readUInt16LE(at + 64) === entry.length) return kind;
    }
  }
  return null;
}

// A docx or xlsx is a zip whose central directory lists word/ or xl/ parts.
function zipKind(buf: Buffer): FileKind | null {
  const names = zipEntryNames(buf);
  if (!names || !names.includes('[Content_Types].xml')) return null;
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  return null;
}

function zipEntryNames(buf: Buffer): string[] | null {
  const eocd = buf.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
  if (eocd < 0 || eocd + 22 > buf.length) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buf.length) return null;
    names.push(buf.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}
