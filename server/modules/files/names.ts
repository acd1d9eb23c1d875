import { storedKeyOf, type FileRef } from '@contract/files';
import type { Conn } from '../../lib/db';
import { uploadNames } from './queries';

/** The original names of the stored files among these URLs (other addresses, and unknown files, are left out). */
export async function namesOf(conn: Conn, urls: string[]): Promise<FileRef[]> {
  const paths = new Map(urls.map((url) => [url, storedKeyOf(url)] as const));
  const names = await uploadNames(conn, [...new Set([...paths.values()].filter((p): p is string => p !== null))]);
  return [...paths].flatMap(([url, path]) => {
    const name = path === null ? undefined : names.get(path);
    return name === undefined ? [] : [{ url, name }];
  });
}

/**
 * File references as saved: a stored file carries the name it was uploaded under, whatever the caller sent (the
 * console may only know the stored key); any other address keeps the name given.
 */
export async function withUploadNames<T extends FileRef>(conn: Conn, refs: T[]): Promise<T[]> {
  if (refs.length === 0) return refs;
  const known = new Map((await namesOf(conn, refs.map((r) => r.url))).map((r) => [r.url, r.name]));
  return refs.map((r) => ({ ...r, name: known.get(r.url) ?? r.name }));
}
