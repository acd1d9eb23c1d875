// Uploads (spec §7: files/upload).
import { Type, type Static } from 'typebox';
import { DOWNLOAD_PARAM, FILE_NAME_MAX, FILE_NAMES_MAX } from '../files';
import { Body, Matching, Name, Params, Text } from '../primitives';

/** A stored upload or a picture address: the upload service's path or an http(s) address. */
export const FileUrl = Matching('^(?:/api/files/|https?://)[^\\u0000-\\u001F\\u007F\\s]*$', 500);

/** The one file reference every field with files stores (`FileRef` of contract/files.ts). */
export const FileRef = Type.Object({ name: Name(FILE_NAME_MAX), url: FileUrl }, { additionalProperties: false });
export type FileRef = Static<typeof FileRef>;

export const UploadedFile = Type.Object({
  url: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  type: Type.String({ description: '按文件内容识别的 MIME 类型' }),
});
export type UploadedFile = Static<typeof UploadedFile>;

/** The stored path after `files/`. */
export const FilePathParams = Params({ '*': Text(500) });
export type FilePathParams = Static<typeof FilePathParams>;

/** `?download=1` asks for the file as a download named by its original name (pictures are shown inline otherwise). */
export const FileDownloadQuery = Type.Object({ [DOWNLOAD_PARAM]: Type.Optional(Type.String({ maxLength: 5 })) });

/** The original names of stored files, by their URLs (any other address is left out of the answer). */
export const FileNamesQuery = Body({ urls: Type.Array(Text(500, { minLength: 1 }), { minItems: 1, maxItems: FILE_NAMES_MAX }) });
export type FileNamesQuery = Static<typeof FileNamesQuery>;

/** A stored file's original name, by the address it was asked for. */
export const StoredFileName = Type.Object({ url: Type.String(), name: Type.String() });
