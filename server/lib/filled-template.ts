import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * The filled-in template of an import (the multipart field `file`), read whole. A file sent without a name takes the
 * template's. What a route registered by hand reads, as callRoutes does not read multipart bodies.
 */
export async function readFilledTemplate(request: FastifyRequest, templateName: string): Promise<{ name: string; content: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传填好的模板，字段名为 file');
  const part = await request.file();
  if (!part) throw badRequest('请选择要导入的文件');
  const content = await part.toBuffer();
  return { name: part.filename || templateName, content };
}
