import { Type } from 'typebox';
import { HOST_KEYS } from '../host-kinds';
import { FileBody } from '../primitives';
import { FileDownloadQuery, FileNamesQuery, FilePathParams, StoredFileName, UploadedFile } from '../schemas/files';
import { defineCalls } from './define-call';

// Uploads (spec §7 files/upload) and serving what was uploaded: anyone signed in uploads and looks names up.
const TAGS = ['文件'];

export const filesCalls = defineCalls('files', TAGS, {
  // Anyone signed in who holds a file's address may learn its name, as they may download it.
  names: { method: 'POST', path: 'files/names', body: FileNamesQuery, response: Type.Array(StoredFileName), access: { hosts: HOST_KEYS, open: 'names of files the caller was already shown' }, summary: '按地址查询已上传文件的原始文件名' },
});

// A multipart body in, and a stored file streamed out under its own media type: neither goes through callRoutes,
// so both are declared here and registered by hand from these declarations (server/modules/files/routes.ts).
export const filesStreamCalls = defineCalls('files', TAGS, {
  upload: {
    method: 'POST',
    path: 'files/upload',
    response: Type.Array(UploadedFile),
    access: { hosts: HOST_KEYS, open: 'every form uploads through it' },
    summary: '上传文件（multipart 字段 files，可多个）',
    done: '上传成功',
  },
  // Public on purpose: <img> tags cannot send a bearer token; stored names carry 128 random bits.
  download: {
    method: 'GET',
    path: 'files/*',
    params: FilePathParams,
    query: FileDownloadQuery,
    response: FileBody('application/octet-stream'),
    access: { public: true },
    summary: '下载已上传的文件（以上传时的文件名命名；图片默认内联显示，?download=1 时下载）',
  },
});
