import type { AppDeps } from '../../http/context';
import { pruneRateLimits } from '../../http/rate-limit';
import { pruneStepUps } from '../admin/step-up';
import { renewDueDemoSubscriptions } from '../billing/service';
import { eraseExpiredPersonalData } from '../account/retention';
import { pruneExports } from '../export/jobs';
import { pruneUnusedDraws, sweepStalePendingReadings } from './service';

const SWEEP_EVERY_MS = 60_000;

/**
 * A reading left pending by a crash between debit and completion is refunded at start-up and
 * then once a minute, and rows that only grow (unused draws, old rate-limit windows, run-out admin step-ups) are
 * pruned, as are data exports past their day; the personal fields of accounts deleted longer
 * ago than the privacy policy's retention are erased, and demo subscriptions whose renewal date has come are renewed. Every server may run
 * this: the refund claims each row conditionally, the deletes are idempotent and each renewal
 * is an event applied once.
 */
export function startPendingReadingSweeper(deps: AppDeps): void {
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
      const exports = await pruneExports(deps, new Date(now));
      if (draws + rateWindows + stepUps + exports > 0) {
        deps.logger.info('pruned expired rows', { draws, rateWindows, stepUps, exports });
      }
      const erased = await eraseExpiredPersonalData(deps.database.db, new Date(now));
      if (erased > 0) deps.logger.info('erased personal data of accounts deleted long ago', { erased });
      const renewed = await renewDueDemoSubscriptions(deps, new Date(now));
      if (renewed > 0) deps.logger.info('renewed demo subscriptions', { renewed });
    } catch (error) {
      deps.logger.error('pending reading sweep failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  void sweep();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}
