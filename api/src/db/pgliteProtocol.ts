// Messages between the API's main thread and the PGlite worker thread.
export interface WorkerSettings {
  dataDir: string;
}
export type WorkerRequest = { type: 'stop' };
export type WorkerReply = { type: 'ready'; port: number } | { type: 'stopped' } | { type: 'error'; message: string };
