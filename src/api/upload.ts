import { uploadUrl } from '@/api/config';
import { ApiError } from '@/api/errors';
import { http } from '@/api/http';
import type { CallAnswer } from '@contract/calls/define-call';
import type { filesStreamCalls } from '@contract/calls/files';
import { UPLOAD_FIELD_NAME } from '@contract/constants';
import { uploadMessages } from '@/lib/upload-rules';

export interface UploadOptions {
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const UPLOAD_TIMEOUT_MS = 120_000;

/** Posts files as multipart field `files`; resolves with what the service stored, rejects with `上传失败`. */
export async function uploadFiles(files: Blob[], options: UploadOptions = {}): Promise<CallAnswer<typeof filesStreamCalls.upload>> {
  const form = new FormData();
  files.forEach((file) => form.append(UPLOAD_FIELD_NAME, file, file instanceof File ? file.name : 'blob'));
  try {
    // The upload service has its own URL (VITE_UPLOAD_URL), outside the per-host API base.
    const stored = await http.post<CallAnswer<typeof filesStreamCalls.upload>>(uploadUrl, form, {
      baseURL: '',
      quiet: true,
      timeout: UPLOAD_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onUploadProgress: options.onProgress } : {}),
    });
    if (!Array.isArray(stored)) throw new ApiError(uploadMessages().failed, 'business');
    return stored;
  } catch (error) {
    // An ended session keeps its own message and redirect; every other failure is the spec's '上传失败'.
    if (error instanceof ApiError && error.kind === 'session') throw error;
    const known = error instanceof ApiError ? error : null;
    throw new ApiError(uploadMessages().failed, known?.kind === 'business' ? 'business' : 'http', known?.code ?? null, known?.status ?? null);
  }
}
