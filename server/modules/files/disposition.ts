import { FILE_NAME_MAX } from '@contract/files';

// encodeURIComponent leaves ' ( ) * as they are, which RFC 5987 does not allow in a filename* value.
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A stored name made safe for a header: no path separators, quotes or control characters, bounded, never empty. */
export function headerName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim();
  return (safe || 'file').slice(-FILE_NAME_MAX);
}

/**
 * `Content-Disposition` naming the file by its original name: `filename*` (RFC 6266/5987, UTF-8, so Chinese names
 * survive) and a plain `filename` for old clients with every non-ASCII character as `_`.
 */
export function contentDisposition(name: string, attachment: boolean): string {
  const safe = headerName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `${attachment ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${rfc5987(safe)}`;
}
