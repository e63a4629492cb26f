import { act, renderHook, waitFor } from '@testing-library/react';
import { countLineEnds, useFileDownload } from './useFileDownload';

jest.mock('../../ui/saveBlob', () => ({ saveBlob: jest.fn() }));
const { saveBlob } = jest.requireMock<{ saveBlob: jest.Mock }>('../../ui/saveBlob');

const bytes = (text: string) => new TextEncoder().encode(text);

/** A response whose body yields the chunks one by one, each when `next()` is called; aborting rejects the read. */
function streamedResponse(chunks: string[], signal: AbortSignal) {
  const waiting: Array<() => void> = [];
  let index = 0;
  const response = {
    headers: { get: () => 'text/csv; charset=utf-8' },
    body: {
      getReader: () => ({
        read: () =>
          new Promise<{ done: boolean; value?: Uint8Array }>((resolve, reject) => {
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            waiting.push(() => resolve(index < chunks.length ? { done: false, value: bytes(chunks[index++]!) } : { done: true }));
          }),
      }),
    },
  } as unknown as Response;
  return { response, next: () => waiting.shift()?.() };
}

beforeEach(() => saveBlob.mockClear());

it('counts line ends', () => {
  expect(countLineEnds(bytes('a,b\r\n1,2\r\n3,4\r\n'))).toBe(3);
  expect(countLineEnds(bytes('no end'))).toBe(0);
});

it('reports rows as they arrive, then saves the whole file under its name', async () => {
  let stream: ReturnType<typeof streamedResponse> | undefined;
  const { result } = renderHook(() => useFileDownload());
  act(() => void result.current.start(async (signal) => (stream = streamedResponse(['h1,h2\r\n1,2\r\n', '3,4\r\n5,6\r\n'], signal)).response, 'Data.csv'));
  await waitFor(() => expect(stream).toBeDefined());
  await act(async () => stream!.next());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'running', rows: 1 }));
  expect(result.current.running).toBe(true);
  await act(async () => stream!.next());
  await act(async () => stream!.next());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'done', rows: 3 }));
  expect(saveBlob).toHaveBeenCalledTimes(1);
  const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
  expect(name).toBe('Data.csv');
  expect(blob.size).toBe('h1,h2\r\n1,2\r\n3,4\r\n5,6\r\n'.length);
});

it('cancels: nothing is saved and the rows so far are said', async () => {
  let stream: ReturnType<typeof streamedResponse> | undefined;
  const { result } = renderHook(() => useFileDownload());
  act(() => void result.current.start(async (signal) => (stream = streamedResponse(['h\r\n1\r\n', '2\r\n'], signal)).response, 'Data.csv'));
  await waitFor(() => expect(stream).toBeDefined());
  await act(async () => stream!.next());
  await act(async () => result.current.cancel());
  await waitFor(() => expect(result.current.state).toEqual({ status: 'cancelled', rows: 1 }));
  expect(saveBlob).not.toHaveBeenCalled();
});

it('reports a failure with its message', async () => {
  const { result } = renderHook(() => useFileDownload());
  await act(async () => result.current.start(() => Promise.reject(new Error('Maximum records for download is 110,000')), 'Data.csv'));
  expect(result.current.state).toEqual({ status: 'failed', message: 'Maximum records for download is 110,000' });
});
