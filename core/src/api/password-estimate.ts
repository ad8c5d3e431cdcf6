import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  ENGLISH_FEEDBACK,
  KEYBOARD_GRAPHS,
  PASSWORD_DICTIONARY_HEADS,
} from './password-dictionary.generated';
import { strengthOf, type PasswordStrength } from './password-score';

let estimator: ZxcvbnFactory | null = null;

function lightEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: Object.fromEntries(
      Object.entries(PASSWORD_DICTIONARY_HEADS).map(([name, words]) => [name, words.split('\n')]),
    ),
    graphs: KEYBOARD_GRAPHS,
    translations: ENGLISH_FEEDBACK,
  });
  return estimator;
}

/**
 * The browser's estimate while a password is typed: the server's estimator and wording, with
 * only the most frequent words of its dictionaries. What it misses are rarer words, which it
 * scores as their letters, so it can rate a password higher than the server, never lower; the
 * server's refusal (passwordStrength) stays the rule.
 */
export function estimatePasswordStrength(password: string, context: string[]): PasswordStrength {
  return strengthOf(lightEstimator().check(password, context.filter(Boolean)));
}
