import { useQueries, type QueryClient } from '@tanstack/react-query';
import { fetchFileName } from '@/api/file-names';
import { fileNameOfUrl, isStoredFileUrl, type FileRef } from '@contract/files';

/** One stored file's original name in the server-data cache (it never changes, so it never goes stale). */
export const fileNameKey = (url: string) => ['files/names', url] as const;

/** Puts names the console already knows (an upload's answer) into the cache, so they show without a lookup. */
export function primeFileNames(queryClient: QueryClient, files: FileRef[]): void {
  for (const f of files) queryClient.setQueryData(fileNameKey(f.url), f.name);
}

/** The name to show for a file: the service's record of it, else the name it was stored with, else its URL's end. */
export function useFileNames(files: (FileRef | string)[]): string[] {
  const results = useQueries({
    queries: files.map((f) => {
      const url = typeof f === 'string' ? f : f.url;
      return { queryKey: fileNameKey(url), queryFn: () => fetchFileName(url), enabled: isStoredFileUrl(url), staleTime: Infinity, retry: false };
    }),
  });
  return files.map((f, i) => results[i]?.data ?? (typeof f === 'string' ? fileNameOfUrl(f) : f.name || fileNameOfUrl(f.url)));
}
