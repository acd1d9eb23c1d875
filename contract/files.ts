// A reference to an uploaded file, and the rules of its name. The upload service keeps every file under a stored key
// it makes itself (`[test/]YYYY/MM/DD/<32 hex>.<ext>`, served at `/api/files/<key>`) and records the name the file had
// on the uploader's machine beside it (table `uploads`): that record is the truth of a file's name, which every
// display resolves and every download is named by. Fields holding several files store `FileRef`s; a few older fields
// hold the URL alone (an agency's licence, strength photos, a company record's upload fields) and resolve its name.

/** A stored file as fields keep it, `{ url, name }` (its schema in ./schemas/files.ts). */
export type { FileRef } from './schemas/files';

/** The longest file name kept (the rest of a longer one is cut from its start, keeping the extension). */
export const FILE_NAME_MAX = 200;
/** Where the upload service serves stored files. */
export const STORED_FILE_PREFIX = '/api/files/';
/** The query parameter that asks the file service for a download (`Content-Disposition: attachment`) by name. */
export const DOWNLOAD_PARAM = 'download';
/** The most file names one name lookup resolves. */
export const FILE_NAMES_MAX = 200;

/** A stored key as the upload service makes it, never taken from the client: `[test/]YYYY/MM/DD/<32 hex>.<ext>`. */
export const STORED_KEY_PATTERN = /^(?:test\/)?\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z]{3,4}$/;

/** The stored key a URL of the upload service names (query and fragment ignored), or null for any other address. */
export function storedKeyOf(url: string): string | null {
  if (!url.startsWith(STORED_FILE_PREFIX)) return null;
  const candidate = url.slice(STORED_FILE_PREFIX.length).split(/[?#]/)[0] ?? '';
  return STORED_KEY_PATTERN.test(candidate) ? candidate : null;
}

/** Whether a URL is one of the upload service's stored files (whose name the service knows). */
export function isStoredFileUrl(url: string): boolean {
  return storedKeyOf(url) !== null;
}

/** The last path segment of a URL: what shows until (or when never) the real name is known. */
export function fileNameOfUrl(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The address that downloads a stored file under its original name; other addresses are returned as they are. */
export function downloadUrlOf(url: string): string {
  return isStoredFileUrl(url) ? `${url}${url.includes('?') ? '&' : '?'}${DOWNLOAD_PARAM}=1` : url;
}

/** Whether a name or URL ends in a picture's extension (what a display shows as an image rather than a link). */
export function isImageName(nameOrUrl: string): boolean {
  return /\.(?:jpe?g|jpe|jfif|png|gif|bmp|webp|svg)$/i.test(nameOrUrl.split(/[?#]/)[0] ?? '');
}

/** The media type of an .xlsx workbook (exports, import templates, uploads of a sheet). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The name the room import template is saved under. */
export const IMPORT_TEMPLATE_NAME = '房间导入模板.xlsx';
