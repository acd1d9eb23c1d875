import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';
import { MIME, bytesOf, type FileKindName } from '../../unit/lib/fixtures/files';

// jsdom's FormData, File and Blob are not readable by Node's fetch Request, which msw uses to hand the
// multipart body to a handler; Node's own are, and axios and antd's Upload treat them the same.
async function nodeFormData(): Promise<typeof FormData> {
  const form = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  return form.constructor as typeof FormData;
}

/** Swaps in Node's FormData, File and Blob for the test file, so msw handlers can read uploaded bytes. */
export function installNodeFormData(): void {
  const original = { FormData: globalThis.FormData, File: globalThis.File, Blob: globalThis.Blob };
  beforeAll(async () => {
    globalThis.FormData = await nodeFormData();
    globalThis.File = NodeFile as unknown as typeof File;
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
  });
  afterAll(() => {
    Object.assign(globalThis, original);
  });
}

/** A Node File holding the kind's real bytes (zero-padded to `size`). */
export function uploadFile(kind: FileKindName, name: string, size?: number, type = MIME[kind]): File {
  return new NodeFile([bytesOf(kind, size)], name, { type }) as unknown as File;
}
