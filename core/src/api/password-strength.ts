import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { strengthOf, type PasswordStrength } from './password-score';

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

/** The server's rule, with zxcvbn's whole dictionaries (848 KB gzip: never sent to the browser). */
export function passwordStrength(password: string, context: string[]): PasswordStrength {
  return strengthOf(passwordEstimator().check(password, context.filter(Boolean)));
}
