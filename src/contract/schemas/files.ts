// Uploads (spec §7: files/upload).
import { Type, type Static } from 'typebox';
import { Envelope, Nullable, Params, Text } from '../primitives';

export const UploadedFile = Type.Object({
  url: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  type: Type.String({ description: '按文件内容识别的 MIME 类型' }),
});
export type UploadedFile = Static<typeof UploadedFile>;
export const UploadAnswer = Envelope(Nullable(Type.Array(UploadedFile)));

/** The stored path after `files/`. */
export const FilePathParams = Params({ '*': Text(500) });
export type FilePathParams = Static<typeof FilePathParams>;
