import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import { rebuildSummary } from './rebuild';
import { currentPeriod, type Period } from './repository';

export type RebuildState =
  | { status: 'idle' }
  | { status: 'running'; period: Period }
  | { status: 'complete'; period: Period; finishedAt: string }
  | { status: 'failed'; period: Period; finishedAt: string; reason: string };

export type RebuildRequestOutcome = 'started' | 'joined' | 'unchanged';

/**
 * The background rebuild of this API instance: at most one runs at a time; a request while one runs
 * (or while another request is checking the current period) joins it instead of starting another.
 */
export class RebuildJobs {
  private running: { period: Period; done: Promise<void> } | null = null;
  private last: RebuildState = { status: 'idle' };

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async request(period: Period): Promise<RebuildRequestOutcome> {
    if (this.running) return 'joined';
    // Claimed before the first await, so requests arriving while the current period is read join this one
    // (checking, awaiting, then starting let three simultaneous requests each start a rebuild).
    let release!: () => void;
    this.running = { period, done: new Promise<void>((resolve) => (release = resolve)) };
    let started = false;
    try {
      const current = await currentPeriod(this.db);
      if (current && current.start === period.start && current.end === period.end) return 'unchanged';
      const done = rebuildSummary(this.db, period).then(
        (outcome) => {
          this.log.info(outcome, 'water-quality summary rebuilt');
          this.last = { status: 'complete', period, finishedAt: new Date().toISOString() };
        },
        (error: unknown) => {
          this.log.error({ err: error }, 'water-quality summary rebuild failed');
          this.last = { status: 'failed', period, finishedAt: new Date().toISOString(), reason: error instanceof Error ? error.message : String(error) };
        },
      );
      started = true;
      void done.finally(() => {
        this.running = null;
        release();
      });
      return 'started';
    } finally {
      if (!started) {
        this.running = null;
        release();
      }
    }
  }

  /** Resolves when the running rebuild (if any) has ended; for tests and shutdown. */
  async settled(): Promise<void> {
    await this.running?.done;
  }

  async state(): Promise<RebuildState> {
    if (this.running) return { status: 'running', period: this.running.period };
    if (this.last.status !== 'idle') return this.last;
    const current = await currentPeriod(this.db);
    return current ? { status: 'complete', period: { start: current.start, end: current.end }, finishedAt: current.computedAt } : { status: 'idle' };
  }
}
