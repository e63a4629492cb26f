import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { useBasinStore } from '../store/store';
import { ApiError } from './apiFetch';
import { apiUpload } from './apiUpload';

/** A stand-in XMLHttpRequest: records the request, reports the upload's progress and answers as told. */
class FakeRequest {
  static last: FakeRequest;
  static answer: { status: number; body: unknown; headers?: Record<string, string> } = { status: 200, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return FakeRequest.answer.headers?.[name] ?? null;
  }
  send() {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    this.status = FakeRequest.answer.status;
    this.responseText = JSON.stringify(FakeRequest.answer.body);
    setTimeout(() => this.onload?.());
  }
  abort() {
    setTimeout(() => this.onabort?.());
  }
}

const expire = jest.fn();
beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test/api' } as RuntimeConfig);
  global.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
});
beforeEach(() => {
  expire.mockReset();
  useBasinStore.getState().signIn({ sub: 'staff', roles: ['Developer'] }, { getAccessToken: async () => 'tok', expire });
});

describe('apiUpload', () => {
  it('POSTs the form with the bearer token, reports the bytes sent and parses the answer', async () => {
    FakeRequest.answer = { status: 200, body: { added: 5 } };
    const progress: number[] = [];
    await expect(apiUpload('/import', new FormData(), { onProgress: ({ loaded, total }) => progress.push(loaded / total) })).resolves.toEqual({ added: 5 });
    expect(FakeRequest.last).toMatchObject({ method: 'POST', url: 'http://api.test/api/import', headers: { authorization: 'Bearer tok', accept: 'application/json' } });
    expect(progress).toEqual([0.5, 1]);
  });

  it("fails with the API's message and field, and ends the session the API refused", async () => {
    FakeRequest.answer = { status: 413, body: { error: 'Payload Too Large', message: 'big.csv is larger than the 200 MiB a file may be' } };
    await expect(apiUpload('/import', new FormData())).rejects.toEqual(new ApiError(413, 'big.csv is larger than the 200 MiB a file may be'));
    FakeRequest.answer = { status: 400, body: { error: 'Bad Request', field: 'files', message: 'no file uploaded' } };
    await expect(apiUpload('/import', new FormData())).rejects.toMatchObject({ status: 400, field: 'files' });
    expect(expire).not.toHaveBeenCalled();
    FakeRequest.answer = { status: 401, body: { error: 'Unauthorized', message: 'Unauthorized: the token has expired.' } };
    await expect(apiUpload('/import', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it('is aborted by its signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiUpload('/import', new FormData(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
