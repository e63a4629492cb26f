// Worker thread entry (computeThreads.ts): computes shares of periods' series (computeRows), answering
// each task in the order it came.
import { parentPort } from 'node:worker_threads';
import { computeRows, type ComputeTask } from './computeRows';

parentPort!.on('message', (task: ComputeTask) => {
  try {
    parentPort!.postMessage({ type: 'rows', ...computeRows(task) });
  } catch (error) {
    parentPort!.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
