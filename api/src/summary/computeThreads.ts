// The worker threads that compute summaries (computeWorker.ts): started on the first computation and
// kept, so later ones run on warmed-up code (a fresh thread computes about 40 % slower). A thread holds
// the process open only while it has work.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ComputedRows, ComputeTask } from './computeRows';

/** Threads a computation uses: the machine's cores, at most 4 (the shares get too small beyond). */
export const SUMMARY_THREADS = Math.max(1, Math.min(4, os.availableParallelism()));

type Answer = ({ type: 'rows' } & ComputedRows) | { type: 'error'; message: string };

interface Thread {
  worker: Worker;
  /** Callers waiting for this thread's answers, in the order of their tasks (a thread answers in order). */
  waiting: Array<{ resolve: (rows: ComputedRows) => void; reject: (error: Error) => void }>;
}

/** The worker runs compiled JavaScript; from TypeScript sources (jest) through the db's shim. */
function spawnComputeWorker(): Worker {
  if (path.extname(__filename) === '.js') return new Worker(path.join(__dirname, 'computeWorker.js'));
  return new Worker(path.join(__dirname, '..', 'db', 'ts-worker-shim.cjs'), { workerData: { entry: path.join(__dirname, 'computeWorker.ts') } });
}

const threads: Array<Thread | undefined> = [];

function startThread(index: number): Thread {
  const thread: Thread = { worker: spawnComputeWorker(), waiting: [] };
  const fail = (error: Error) => {
    threads[index] = undefined; // the next task starts a new thread
    for (const caller of thread.waiting.splice(0)) caller.reject(error);
  };
  thread.worker.on('message', (answer: Answer) => {
    const caller = thread.waiting.shift()!;
    if (thread.waiting.length === 0) thread.worker.unref();
    if (answer.type === 'rows') caller.resolve({ series: answer.series, rows: answer.rows });
    else caller.reject(new Error(answer.message));
  });
  thread.worker.on('error', fail);
  thread.worker.on('exit', (code) => fail(new Error(`the summary thread stopped (exit code ${code})`)));
  thread.worker.unref();
  threads[index] = thread;
  return thread;
}

/** Computes a task on thread `index` (0 .. SUMMARY_THREADS - 1). */
export function computeOnThread(index: number, task: ComputeTask): Promise<ComputedRows> {
  const thread = threads[index] ?? startThread(index);
  return new Promise((resolve, reject) => {
    thread.waiting.push({ resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage(task);
  });
}
