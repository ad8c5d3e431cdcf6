import type { AppDeps } from '../../http/context';
import { sweepStalePendingReadings } from './service';

const SWEEP_EVERY_MS = 60_000;

/**
 * A reading left pending by a crash between debit and completion is refunded at start-up and
 * then once a minute. Every server may run this: the refund claims each row conditionally.
 */
export function startPendingReadingSweeper(deps: AppDeps): void {
  const sweep = async () => {
    try {
      const refunded = await sweepStalePendingReadings(
        deps.database.db,
        deps.env.PENDING_READING_TIMEOUT_SECONDS,
      );
      if (refunded > 0) deps.logger.warn('refunded stale pending readings', { refunded });
    } catch (error) {
      deps.logger.error('pending reading sweep failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  void sweep();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}
