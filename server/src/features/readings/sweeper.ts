import type { AppDeps } from '../../http/context';
import { pruneRateLimits } from '../../http/rate-limit';
import { pruneStepUps } from '../admin/step-up';
import { renewDueDemoSubscriptions } from '../billing/service';
import { pruneUnusedDraws, sweepStalePendingReadings } from './service';

/**
 * A reading left pending by a crash between debit and completion is refunded at start-up and
 * then every SWEEP_INTERVAL_SECONDS, and rows that only grow (unused draws, old rate-limit windows, run-out admin step-ups) are
 * pruned, and demo subscriptions whose renewal date has come are renewed. Every server may run
 * this: the refund claims each row conditionally, the deletes are idempotent and each renewal
 * is an event applied once.
 */
export function startPendingReadingSweeper(deps: AppDeps): () => Promise<void> {
  const sweep = async () => {
    try {
      const refunded = await sweepStalePendingReadings(
        deps.database.db,
        deps.env.PENDING_READING_TIMEOUT_SECONDS,
      );
      if (refunded > 0) deps.logger.warn('refunded stale pending readings', { refunded });
      const now = Date.now();
      const draws = await pruneUnusedDraws(deps.database.db, now);
      const rateWindows = await pruneRateLimits(deps.database.db, now);
      const stepUps = await pruneStepUps(deps.database.db, now);
      if (draws + rateWindows + stepUps > 0) {
        deps.logger.info('pruned expired rows', { draws, rateWindows, stepUps });
      }
      const renewed = await renewDueDemoSubscriptions(deps, new Date(now));
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
