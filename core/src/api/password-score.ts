import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/** zxcvbn's scale runs 0 to 4; 3 resists an offline attack on a slow hash for a long time. */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordStrength {
  /** zxcvbn's 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** Why the password would be refused, or null when it is strong enough. */
  reason: string | null;
}

/** One wording for the server's refusal and the browser's estimate, whichever dictionaries scored it. */
export function strengthOf(result: ZxcvbnResult): PasswordStrength {
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, reason: null };
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return { score: result.score, reason: `This password is too easy to guess.${advice ? ` ${advice}` : ''}` };
}
