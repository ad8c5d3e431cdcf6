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
  const result = passwordEstimator().check(password, context.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess.${advice ? ` ${advice}` : ''}`;
}
