import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import { BASELINE_PERIOD } from '../domain';
import { computeSummary, type ComputedPeriod } from './computeSummary';
import { assertPeriodOverlaps } from './period';
import { ApiProblem, FieldError } from '../apiProblem';
import type { ApiMessage } from '../i18n/apiMessages';
import { claimPeriod, completePeriod, dataRange, evictPeriods, failPeriod, periodRecord, setPeriodPinned, touchPeriod, type Period } from './repository';

export type PeriodStatus =
  | { status: 'idle'; period: Period }
  | { status: 'running'; period: Period }
  | { status: 'complete'; period: Period; finishedAt: string }
  | { status: 'failed'; period: Period; finishedAt: string; reason: string };

/** What a request to compute a period found: computed already, computing (here or elsewhere), or started by it. */
export type PeriodRequestOutcome = 'unchanged' | 'joined' | 'started';

/**
 * A period that is not available: still being computed elsewhere (a passing state: `retryAfterSeconds`
 * tells the caller when to ask again) or failed (the reason is the computation's error; asking again
 * at once would not help, so there is no Retry-After and the client does not repeat it).
 */
export class PeriodFailedError extends ApiProblem {
  constructor(message: ApiMessage, retryAfterSeconds?: number) {
    super(503, message, { retryAfterSeconds });
  }
}

export interface SummaryPeriodsOptions {
  /** Unpinned periods kept besides the pinned ones (the baseline); the least recently used go first. */
  maxPeriods: number;
  /** How often a process waiting for another replica's computation looks at it. */
  waitIntervalMs?: number;
  /** How long it waits before answering that the period is still being computed. */
  waitLimitMs?: number;
}

const isBaseline = (period: Period) => period.start === BASELINE_PERIOD.start && period.end === BASELINE_PERIOD.end;
const keyOf = (period: Period) => `${period.start}/${period.end}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Computes a claimed period and stores it in one transaction, or records the failure (nothing of it
 * written). Null when another process took the claim over meanwhile (its result stands).
 */
async function computeClaimed(db: Database, period: Period, claimId: string): Promise<ComputedPeriod | null> {
  try {
    const computed = await computeSummary(db, period);
    return (await completePeriod(db, period, claimId, computed.rows, computed.milliseconds)) ? computed : null;
  } catch (error) {
    await failPeriod(db, period, claimId, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    throw error;
  }
}

/** Computes a period now unless it is computed or claimed already (the seeder's baseline); null then. */
export async function computePeriod(db: Database, period: Period): Promise<ComputedPeriod | null> {
  const claimId = await claimPeriod(db, period, isBaseline(period));
  return claimId === null ? null : computeClaimed(db, period, claimId);
}

/**
 * The computed summaries, one per period, shared through the database by every process: asking for a
 * period computes it when nobody has (once, even when several requests or replicas ask at the same
 * moment), joins the computation when one runs, and reads it when it is there. A visitor's period is
 * named by its dates (the map's URL), so nobody changes what another visitor sees.
 */
export class SummaryPeriods {
  /** Periods this process is claiming, computing or waiting for, each with the work's end. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** Computations this process has run (the tests count them across instances). */
  computations = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: SummaryPeriodsOptions,
  ) {}

  /**
   * Starts or joins the computation of a period and answers at once (POST /rebuild). Registered before
   * the first await, so requests of this process arriving together join one computation.
   */
  request(period: Period): Promise<PeriodRequestOutcome> {
    const key = keyOf(period);
    if (this.inFlight.has(key)) return Promise.resolve('joined');
    let answer!: (outcome: PeriodRequestOutcome) => void;
    let refuse!: (error: unknown) => void;
    const outcome = new Promise<PeriodRequestOutcome>((resolve, reject) => ((answer = resolve), (refuse = reject)));
    const work = this.run(period, answer).catch(refuse).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return outcome;
  }

  /**
   * Resolves with the period when it is computed (computing it if needed: about a second); throws
   * FieldError for a period outside the data, PeriodFailedError when it cannot be computed. With no
   * results at all (an empty portal, issue 29) every summary is empty: resolves at once, nothing stored.
   */
  async ready(period: Period): Promise<Period> {
    const record = await periodRecord(this.db, period);
    if (record?.state === 'complete') {
      if (record.usedLongAgo) await touchPeriod(this.db, period);
      return period;
    }
    const range = await dataRange(this.db);
    if (!range) return period;
    assertPeriodOverlaps(range, period);
    await this.request(period);
    await this.inFlight.get(keyOf(period));
    const after = await periodRecord(this.db, period);
    if (after?.state === 'complete') return period;
    if (after?.state === 'running') throw new PeriodFailedError({ id: 'summary.computing', values: { start: period.start, end: period.end } }, 5);
    throw new PeriodFailedError({ id: after?.reason ? 'summary.failed' : 'summary.failedRemoved', values: { start: period.start, end: period.end, reason: after?.reason ?? '' } });
  }

  /**
   * Pins a period (staff, PUT /dynamic-period-of-record/pinned): kept forever, computed now when it is
   * not (as a rebuild starts it). Resolves once the pin is stored, with the computation's state.
   */
  async pin(period: Period): Promise<PeriodStatus> {
    await this.request(period);
    if (!(await setPeriodPinned(this.db, period, true))) {
      // Joined a computation of this process whose claim was not written yet: pin once it is.
      await this.inFlight.get(keyOf(period));
      await setPeriodPinned(this.db, period, true);
    }
    return this.status(period);
  }

  /**
   * Unpins a period: it is evicted again like any other once unused. Throws FieldError for the baseline,
   * which stays pinned; resolves false when the period has no summary.
   */
  async unpin(period: Period): Promise<boolean> {
    if (isBaseline(period)) throw new FieldError('startDate', 'summary.baselinePinned', { start: period.start, end: period.end });
    return setPeriodPinned(this.db, period, false);
  }

  async status(period: Period): Promise<PeriodStatus> {
    const record = await periodRecord(this.db, period);
    // In flight here but not complete: claimed a moment ago (the row may not be written yet) or computing.
    if (this.inFlight.has(keyOf(period)) && record?.state !== 'complete') return { status: 'running', period };
    if (!record) return { status: 'idle', period };
    if (record.state === 'running') return { status: 'running', period };
    if (record.state === 'failed') return { status: 'failed', period, finishedAt: record.finishedAt ?? '', reason: record.reason ?? 'unknown' };
    return { status: 'complete', period, finishedAt: record.finishedAt ?? '' };
  }

  /**
   * Computes the baseline once without storing it, so the computing threads are started and their code
   * optimised before a visitor's first new period (the first computation after a start takes up to
   * twice as long). The servers call it after they listen; failures only cost that head start.
   */
  async warmUp(): Promise<void> {
    const computed = await computeSummary(this.db, BASELINE_PERIOD);
    this.log.info({ milliseconds: computed.milliseconds }, 'summary threads warmed up');
  }

  /** Resolves when nothing is in flight in this process; for tests and shutdown. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  private async run(period: Period, answer: (outcome: PeriodRequestOutcome) => void): Promise<void> {
    const claimId = await claimPeriod(this.db, period, isBaseline(period));
    if (claimId === null) {
      const record = await periodRecord(this.db, period);
      if (record?.state === 'complete') return answer('unchanged');
      answer('joined');
      return this.waitForOtherProcess(period);
    }
    answer('started');
    try {
      this.computations += 1;
      const computed = await computeClaimed(this.db, period, claimId);
      if (!computed) {
        this.log.warn({ period }, 'summary computed, but another process took the period over meanwhile; its result stands');
        return;
      }
      this.log.info({ period, series: computed.series, rows: computed.rows.length, milliseconds: computed.milliseconds }, 'water-quality summary computed');
      const evicted = await evictPeriods(this.db, this.options.maxPeriods);
      if (evicted > 0) this.log.info({ evicted }, 'least recently used summary periods evicted');
    } catch (error) {
      this.log.error({ err: error, period }, 'water-quality summary computation failed');
    }
  }

  /** Another process holds the claim: follow its row until it ends or the wait limit passes. */
  private async waitForOtherProcess(period: Period): Promise<void> {
    const deadline = Date.now() + (this.options.waitLimitMs ?? 60_000);
    while (Date.now() < deadline) {
      await sleep(this.options.waitIntervalMs ?? 100);
      const record = await periodRecord(this.db, period);
      if (record?.state !== 'running') return;
    }
  }
}
