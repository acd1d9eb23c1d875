import type { Readable } from 'node:stream';

// Where the server keeps files (issue 23 point 3): one interface, a folder by default or an S3-compatible object
// store by settings (file-store-for.ts), so every instance on one store serves what any of them wrote.

declare module 'fastify' {
  interface FastifyInstance {
    // The app's one file store (decorated in app.ts): uploads and finished exports.
    fileStore: FileStore;
  }
}

/** What lives in the store, each under its own first key segment: `uploads/<stored key>`, `exports/<park>/<file>`. */
export const FILE_AREAS = ['uploads', 'exports'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

export interface StoredObjectInfo {
  size: number;
  /** As the store keeps it; null where it keeps none (the folder): the caller knows the type it stored. */
  contentType: string | null;
}

export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

export interface FileStore {
  readonly kind: 'folder' | 's3';
  /** Writes the whole file or nothing: a reader never sees a part of it, and a failed write leaves nothing. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file as a stream, or null when the store holds no such key. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the file; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Whether the store can be written, checked once at start-up so a wrong setting stops the server there. */
  check(): Promise<void>;
}

/** A key outside the store's rule (`..`, an absolute path, an unknown area…): refused before it reaches a back end. */
export class FileKeyError extends Error {
  constructor(key: string) {
    super(`not a file store key: ${JSON.stringify(key).slice(0, 200)}`);
  }
}

// A segment never starts with a dot: no `.`, no `..`, no hidden names (the folder's staging lives under `.staging`).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 1024;

export function isFileKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH) return false;
  const [area, ...rest] = key.split('/');
  return (FILE_AREAS as readonly string[]).includes(area ?? '') && rest.length > 0 && rest.every((s) => SEGMENT.test(s));
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new FileKeyError(key);
}

/** The key of a path inside an area, refused when the path would leave it. */
export function fileKey(area: FileArea, pathInArea: string): string {
  const key = `${area}/${pathInArea}`;
  assertFileKey(key);
  return key;
}
