import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn's scale runs 0 to 4; 3 resists an offline attack on a slow hash for a long time. */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

/** Built on first use: ranking the dictionaries takes a few hundred milliseconds. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/**
 * Why a password is too easy to guess, or null when it is strong enough. `context` holds what
 * an attacker would try first for this account (its email address and names).
 */
export function weakPasswordReason(password: string, context: string[]): string | null {
  return passwordStrength(password, context).reason;
}

export interface PasswordStrength {
  /** zxcvbn's 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** Why the password would be refused, or null when it is strong enough. */
  reason: string | null;
}

/** The estimate behind both the server's refusal and the meter on the forms, so they never disagree. */
export function passwordStrength(password: string, context: string[]): PasswordStrength {
  const result = passwordEstimator().check(password, context.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, reason: null };
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return { score: result.score, reason: `This password is too easy to guess.${advice ? ` ${advice}` : ''}` };
}
