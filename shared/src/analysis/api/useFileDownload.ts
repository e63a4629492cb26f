// A file the API streams (the Query & Download CSV), received chunk by chunk with its progress in
// rows, cancellable, and saved under its name once complete. The page stays usable meanwhile.
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from '../../ui/saveBlob';

export type FileDownloadState =
  | { status: 'idle' }
  | { status: 'running'; rows: number }
  | { status: 'done'; rows: number }
  | { status: 'cancelled'; rows: number }
  | { status: 'failed'; message: string };

const NEWLINE = 0x0a;

/** Line ends in a chunk of text: each CSV row ends with one (the header's included). */
export function countLineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (let index = chunk.indexOf(NEWLINE); index !== -1; index = chunk.indexOf(NEWLINE, index + 1)) count += 1;
  return count;
}

/**
 * `const download = useFileDownload(); download.start((signal) => apiSendForFile(...), 'Data.csv')`.
 * `rows` counts data rows received (line ends after the header). Leaving the page cancels it.
 */
export function useFileDownload() {
  const [state, setState] = useState<FileDownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (open: (signal: AbortSignal) => Promise<Response>, fileName: string) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let lineEnds = 0;
    const rows = () => Math.max(0, lineEnds - 1);
    setState({ status: 'running', rows: 0 });
    try {
      const response = await open(abort.signal);
      const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        lineEnds += countLineEnds(value);
        setState({ status: 'running', rows: rows() });
      }
      saveBlob(new Blob(chunks, { type }), fileName);
      setState({ status: 'done', rows: rows() });
    } catch (error) {
      if (abort.signal.aborted) setState({ status: 'cancelled', rows: rows() });
      else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel, running: state.status === 'running' };
}
