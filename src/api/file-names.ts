import { uploadUrl } from '@/api/config';
import { http } from '@/api/http';
import type { CallAnswer } from '@contract/calls/define-call';
import type { filesCalls } from '@contract/calls/files';
import { FILE_NAMES_MAX } from '@contract/files';

/** The file service's name lookup, beside its upload URL. */
const namesUrl = uploadUrl.replace(/upload$/, 'names');

interface Waiting {
  resolve: (name: string | null) => void;
  reject: (error: unknown) => void;
}

let batch: Map<string, Waiting[]> | null = null;

async function flush(waiting: Map<string, Waiting[]>): Promise<void> {
  const urls = [...waiting.keys()];
  for (let at = 0; at < urls.length; at += FILE_NAMES_MAX) {
    const chunk = urls.slice(at, at + FILE_NAMES_MAX);
    try {
      const found = await http.post<CallAnswer<typeof filesCalls.names>>(namesUrl, { urls: chunk }, { baseURL: '', quiet: true });
      const names = new Map(found.map((f) => [f.url, f.name]));
      for (const url of chunk) waiting.get(url)?.forEach((w) => w.resolve(names.get(url) ?? null));
    } catch (error) {
      for (const url of chunk) waiting.get(url)?.forEach((w) => w.reject(error));
    }
  }
}

/**
 * The original name of a stored file, or null when the service does not know it. Lookups asked in the same turn
 * (every file of a screen) go out as one call.
 */
export function fetchFileName(url: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (!batch) {
      const current = new Map<string, Waiting[]>();
      batch = current;
      setTimeout(() => {
        batch = null;
        void flush(current);
      }, 0);
    }
    batch.set(url, [...(batch.get(url) ?? []), { resolve, reject }]);
  });
}
