export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  payload: unknown;
}
export interface Envelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}
/** The parts of a Sentry event the tests read. */
export interface ReceivedEvent {
  tags?: Record<string, string>;
  release?: string;
  environment?: string;
  transaction?: string;
  request?: { url?: string; headers?: Record<string, string>; cookies?: unknown; query_string?: unknown };
  exception?: { values?: Array<{ type?: string; value?: string }> };
  [key: string]: unknown;
}
export interface SentryReceiver {
  origin: string;
  dsn: string;
  envelopes: Envelope[];
  events(): ReceivedEvent[];
  waitForEvent(matches?: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): Promise<void>;
}
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] };
export function startSentryReceiver(options?: { port?: number; host?: string }): Promise<SentryReceiver>;
