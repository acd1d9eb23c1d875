import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { filesCalls, filesStreamCalls } from '@contract/calls/files';
import { Envelope } from '@contract/primitives';
import { AppError, badRequest } from '../../lib/errors';
import { doneIn } from '../../lib/done-in';
import { ok } from '../../lib/envelope';
import { DOWNLOAD_PARAM } from '@contract/files';
import { FileDownloadQuery, FilePathParams } from '@contract/schemas/files';
import { callRoutes } from '../../lib/call-routes';
import { contextOf } from '../../lib/request-context';
import { MAX_DOCUMENT_BYTES, MAX_FILES, checkFile, cleanName, type CheckedFile } from './rules';
import { contentDisposition } from './disposition';
import { namesOf } from './names';
import { openUpload, requireUploader, saveUploads } from './service';

const FIELD = 'files';

function limitError(err: unknown): AppError | null {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(`最多上传${MAX_FILES}个文件`);
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(`文件大小不能超过${MAX_DOCUMENT_BYTES / 1024 / 1024}MB`, { code: 413, status: 413 });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('上传的表单字段过多');
  return null;
}

// Reads every part, checking each file as it arrives, so a bad file refuses the request before anything is stored.
async function readFiles(request: FastifyRequest): Promise<CheckedFile[]> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传文件，字段名为 files');
  const files: CheckedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.fieldname !== FIELD) throw badRequest(`不支持的字段：${part.fieldname}，文件请放在字段 files 中`);
      if (part.type !== 'file') throw badRequest('字段 files 只能是文件');
      const content = await part.toBuffer();
      files.push(checkFile({ name: cleanName(part.filename), content }));
    }
  } catch (err) {
    throw limitError(err) ?? err;
  }
  if (files.length === 0) throw badRequest('请选择要上传的文件');
  return files;
}

const declaredRoutes = callRoutes(filesCalls, {
  names: (db, _ctx, { body }) => namesOf(db, body.urls),
});

export const filesRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(declaredRoutes);

  // By hand from their declarations: the upload reads a multipart body, the download streams the stored file.
  const { upload, download } = filesStreamCalls;
  app.post(
    `/${upload.path}`,
    {
      config: { access: upload.access },
      schema: {
        operationId: upload.id,
        tags: [...upload.tags],
        summary: upload.summary,
        description: '按内容识别类型：jpeg、png、gif、bmp、webp（≤2MB），pdf、doc、docx、xls、xlsx（≤20MB）。',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(upload.response) },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      requireUploader(ctx);
      const files = await readFiles(request);
      return ok(await saveUploads(app.db, app.fileStore, app.config, ctx, files), doneIn(request, upload.done));
    },
  );

  plugin.get<{ Params: FilePathParams; Querystring: Static<typeof FileDownloadQuery> }>(
    `/${download.path}`,
    {
      config: { access: download.access },
      schema: {
        operationId: download.id,
        tags: [...download.tags],
        summary: download.summary,
        params: FilePathParams,
        querystring: FileDownloadQuery,
        response: { 200: { description: '文件（按上传时识别的类型）', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const stored = await openUpload(app.db, app.fileStore, request.params['*']);
      reply
        .header('Content-Type', stored.mime)
        .header('Content-Length', String(stored.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable');
      const asDownload = request.query[DOWNLOAD_PARAM] === '1';
      reply.header('Content-Disposition', contentDisposition(stored.name, stored.attachment || asDownload));
      return reply.send(stored.body);
    },
  );
};
