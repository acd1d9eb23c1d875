import { describe, expect, it } from 'vitest';
import { detectKind, extensionOf } from '../../../server/modules/files/detect';
import { DOCX_MINI, HTML_PAGE, JPEG_2PX, PDF_MINI, PNG_2PX, XLSX_MINI, oleOf, zipOf } from './fixtures';

describe('file kind by content', () => {
  it('recognizes every allowed kind', () => {
    expect(detectKind(PNG_2PX)).toBe('png');
    expect(detectKind(JPEG_2PX)).toBe('jpeg');
    expect(detectKind(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(detectKind(Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(8)]))).toBe('webp');
    expect(detectKind(PDF_MINI)).toBe('pdf');
    expect(detectKind(DOCX_MINI)).toBe('docx');
    expect(detectKind(XLSX_MINI)).toBe('xlsx');
    expect(detectKind(oleOf('WordDocument'))).toBe('doc');
    expect(detectKind(oleOf('Workbook'))).toBe('xls');
  });

  it('recognizes a bitmap by its header, not by two letters', () => {
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    expect(detectKind(bmp)).toBe('bmp');
    expect(detectKind(Buffer.from('BMW drivers club newsletter, plain text'))).toBeNull();
  });

  it('refuses what is not on the allow-list', () => {
    expect(detectKind(HTML_PAGE)).toBeNull();
    expect(detectKind(Buffer.alloc(0))).toBeNull();
    expect(detectKind(zipOf({ 'payload.exe': 'MZ' }))).toBeNull();
    expect(detectKind(oleOf('PowerPoint Document'))).toBeNull();
    expect(detectKind(Buffer.from('PK\x03\x04 truncated', 'latin1'))).toBeNull();
  });

  it('reads the extension of the last path segment only', () => {
    expect(extensionOf('报告.PDF')).toBe('pdf');
    expect(extensionOf('a.b/noext')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('C:\\x\\y.JPG')).toBe('jpg');
  });
});
