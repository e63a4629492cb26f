// The period this browser last asked to compute, kept in a cookie: the rebuild (../rebuild) sets it, a
// status request without dates (./index.ts) reports it.
import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../../../cookies';
import { BASELINE_PERIOD } from '../../../domain';
import { periodOf } from '../../../summary/period';
import type { Period } from '../../../summary/repository';

const LAST_PERIOD_COOKIE = 'summary_period';
const COOKIE_PATH = '/api/dynamic-period-of-record';

/** The Set-Cookie header remembering `period` for a day. */
export const lastPeriodCookie = (period: Period) => `${LAST_PERIOD_COOKIE}=${period.start}_${period.end}; Path=${COOKIE_PATH}; Max-Age=86400; HttpOnly; SameSite=Lax`;

export function lastRequestedPeriod(request: FastifyRequest): Period {
  const [start, end] = (cookieValue(request.headers.cookie, LAST_PERIOD_COOKIE) ?? '').split('_');
  try {
    return start && end ? periodOf({ startDate: start, endDate: end }) : { ...BASELINE_PERIOD };
  } catch {
    return { ...BASELINE_PERIOD }; // a cookie edited into nonsense is ignored, not an error
  }
}
