import { t } from '@/i18n/i18n';

/** "MM:SS" for the session countdown; never negative. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The local moment a session ends, from the server's remaining seconds when it answered: the
 * browser's own clock may be wrong, so only its elapsed time since the answer is trusted.
 */
export function localDeadline(remainingSeconds: number, receivedAt: number): number {
  return receivedAt + remainingSeconds * 1000;
}

export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The hint under a disabled reactivation button, in the spec's words. */
export function insufficientCreditsHint(balance: number, cost: number): string | null {
  return balance < cost ? t('voice.insufficientHint', { balance, cost }) : null;
}
