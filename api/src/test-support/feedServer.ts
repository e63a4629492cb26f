// A stand-in for an agency's service in the feed refresher's tests (feeds/refresh): a local HTTP server on
// a free port answering recorded files by path, with every request it saw.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer: a body with its status (200 by default), or none at all (a service that hangs). */
export type FeedAnswer = { status?: number; body: string } | 'no answer';

export interface FeedServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Each request's path and query, in order. */
  requests: string[];
  /** What a path answers from now on: the exact path and query first, else the path alone; anything else is a 404. */
  answer(path: string, answer: FeedAnswer): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const target = request.url ?? '/';
    requests.push(target);
    const answer = answers.get(target) ?? answers.get(target.split('?')[0] ?? '');
    if (answer === 'no answer') return;
    response.writeHead(answer?.status ?? (answer ? 200 : 404), { 'content-type': 'text/plain; charset=utf-8' });
    response.end(answer?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, answer) => void answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
