import axios, { type AxiosProgressEvent } from 'axios';
import { uploadUrl } from '@/api/config';
import { ApiError } from '@/api/errors';
import { endSession } from '@/api/session-end';
import { refreshAccessToken } from '@/api/token-refresh';
import type { Envelope, UploadedFile } from '@/api/types';
import { UPLOAD_FIELD_NAME } from '@/lib/constants';
import { UPLOAD_MESSAGES } from '@/lib/upload-rules';
import { useSessionStore } from '@/stores/session';

export interface UploadOptions {
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

// The upload service lives at its own URL (VITE_UPLOAD_URL), outside the per-host API base, and needs
// progress events, so it is posted here directly; tokens follow the same expiry/refresh rule as http.ts.
async function post(form: FormData, token: string | null, options: UploadOptions) {
  return axios.post<Envelope<UploadedFile[]>>(uploadUrl, form, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: options.signal,
    timeout: 120_000,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}

function isExpired(error: unknown): boolean {
  if (!axios.isAxiosError(error) || error.response?.status !== 401) return false;
  const body: unknown = error.response.data;
  return Boolean(body && typeof body === 'object' && 'code' in body && String(body.code) === '401');
}

/** Posts files as multipart field `files`; resolves with what the service stored, rejects with `上传失败`. */
export async function uploadFiles(files: Blob[], options: UploadOptions = {}): Promise<UploadedFile[]> {
  const form = new FormData();
  files.forEach((file) => form.append(UPLOAD_FIELD_NAME, file, file instanceof File ? file.name : 'blob'));
  const token = useSessionStore.getState().accessToken;
  let response;
  try {
    try {
      response = await post(form, token, options);
    } catch (error) {
      if (!isExpired(error)) throw error;
      let fresh: string;
      try {
        fresh = await refreshAccessToken(token);
      } catch {
        throw endSession();
      }
      response = await post(form, fresh, options);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (axios.isAxiosError(error) && error.response?.status === 401) throw endSession();
    throw new ApiError(UPLOAD_MESSAGES.failed, 'http', null, axios.isAxiosError(error) ? (error.response?.status ?? null) : null);
  }
  const body = response.data;
  if (String(body?.code) !== '1' || !Array.isArray(body.data)) {
    throw new ApiError(UPLOAD_MESSAGES.failed, 'business', body ? String(body.code) : null);
  }
  return body.data;
}
