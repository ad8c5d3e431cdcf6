import { runExclusive } from '../../db/single-flight';
import type { AppDeps } from '../../http/context';
import { pruneBlockedSessions } from '../../auth/blocked-sessions';
import { pruneRateLimits } from '../../http/rate-limit';
import { pruneStepUps } from '../admin/step-up';
import { renewDueDemoSubscriptions } from '../billing/service';
import { eraseExpiredPersonalData } from '../account/retention';
import { pruneExports } from '../export/jobs';
import { pruneUnusedDraws, sweepStalePendingReadings } from './service';

export interface SweepReport {
  refunded: number;
  draws: number;
  rateWindows: number;
  stepUps: number;
  blockedSessions: number;
  exports: number;
  erased: number;
  renewed: number;
}

/**
 * One pass of the background jobs, run by one server at a time (null when another server is
 * running it). Each step is also safe if two ran at once (the refund claims each row
 * conditionally, the deletes are idempotent, each renewal is an event applied once): the lock
 * spares the database the duplicate work and keeps the logs and counts to one server.
 */
export async function sweepOnce(deps: AppDeps, now: Date = new Date()): Promise<SweepReport | null> {
  const outcome = await runExclusive(deps.database, 'sweeper', async () => {
    const { db } = deps.database;
    const refunded = await sweepStalePendingReadings(
      db,
      deps.env.PENDING_READING_TIMEOUT_SECONDS,
      (credits) => deps.metrics.creditsRefunded.inc({ cause: 'stale_pending' }, credits),
    );
    const draws = await pruneUnusedDraws(db, now.getTime());
    const rateWindows = await pruneRateLimits(db, now.getTime());
    const stepUps = await pruneStepUps(db, now.getTime());
    const blockedSessions = await pruneBlockedSessions(db, now.getTime());
    const exports = await pruneExports(deps, now);
    const erased = await eraseExpiredPersonalData(db, now);
    const renewed = await renewDueDemoSubscriptions(deps, now);
    return { refunded, draws, rateWindows, stepUps, blockedSessions, exports, erased, renewed };
  });
  return outcome.ran ? outcome.result : null;
}

/**
 * A reading left pending by a crash between debit and completion is refunded at start-up and
 * then every SWEEP_INTERVAL_SECONDS; rows that only grow (unused draws, old rate-limit windows,
 * run-out admin step-ups) are pruned, as are data exports past their day; the personal fields of
 * accounts deleted longer ago than the privacy policy's retention are erased, and demo
 * subscriptions whose renewal date has come are renewed.
 */
export function startPendingReadingSweeper(deps: AppDeps): () => Promise<void> {
  const sweep = async () => {
    try {
      const report = await sweepOnce(deps);
      if (!report) return;
      const { refunded, draws, rateWindows, stepUps, blockedSessions, exports, erased, renewed } = report;
      if (refunded > 0) deps.logger.warn('refunded stale pending readings', { refunded });
      if (draws + rateWindows + stepUps + blockedSessions + exports > 0) {
        deps.logger.info('pruned expired rows', { draws, rateWindows, stepUps, blockedSessions, exports });
      }
      if (erased > 0) deps.logger.info('erased personal data of accounts deleted long ago', { erased });
      if (renewed > 0) deps.logger.info('renewed demo subscriptions', { renewed });
    } catch (error) {
      deps.logger.error('pending reading sweep failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  let running: Promise<void> | null = null;
  // A sweep slower than the interval is not overlapped by the next one.
  const tick = () => {
    running ??= sweep().finally(() => {
      running = null;
    });
  };
  tick();
  const timer = setInterval(tick, deps.env.SWEEP_INTERVAL_SECONDS * 1000);
  timer.unref();
  /** Stops the timer and waits for a sweep under way, so shutdown closes the pool after it. */
  return async () => {
    clearInterval(timer);
    await running;
  };
}
