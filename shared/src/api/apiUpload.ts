// Uploads files to the data service with the progress of the bytes sent (fetch reports none): one
// XMLHttpRequest, with the bearer token and the error answers of apiFetch. An upload is never asked
// again (docs/client-retries.md: writes are not repeated behind the user's back).
import { currentT } from '../i18n/translate';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { authorizedHeaders, errorFrom } from './apiFetch';

export interface UploadProgress {
  /** Bytes of the body sent so far. */
  loaded: number;
  /** Bytes of the whole body. */
  total: number;
}

export interface ApiUploadOptions {
  /** Called as the body is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (an AbortError). */
  signal?: AbortSignal;
}

/** POSTs `body` (multipart/form-data) to `path` (relative to the API base) and parses the JSON answer; ApiError on an error answer. */
export async function apiUpload<T>(path: string, body: FormData, { onProgress, signal }: ApiUploadOptions = {}): Promise<T> {
  const { headers, expire } = await authorizedHeaders(path, undefined);
  // The answer as much of a Response as errorFrom reads (jsdom, in the tests, has no Response).
  const response = await new Promise<Pick<Response, 'ok' | 'status' | 'headers' | 'json'>>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${getRuntimeConfig().apiBaseUrl}${path}`);
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      const retryAfter = request.getResponseHeader('Retry-After');
      const text = request.responseText;
      resolve({
        ok: request.status >= 200 && request.status < 300,
        status: request.status,
        headers: new Headers(retryAfter ? { 'Retry-After': retryAfter } : {}),
        json: async () => JSON.parse(text) as unknown,
      });
    };
    request.onerror = () => reject(new TypeError(currentT()('shared.api.uploadFailed')));
    request.onabort = () => reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
    if (signal?.aborted) request.abort();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
  if (response.status === 401) expire?.();
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}
