// Input rules from the product spec (tarot question at most 300 words, Celtic Cross at most
// 500 characters; names must contain letters), shared by the composers and the zod schemas.
import { InputError } from './errors';
import { countWords } from './text';

export const QUESTION_LIMITS = {
  'three-card': { maxWords: 300 },
  'celtic-cross': { maxChars: 500 },
} as const;

export const MAX_NAME_LENGTH = 100;

export function checkQuestion(
  question: string,
  spread: 'three-card' | 'celtic-cross',
  field = 'question',
): string {
  const q = question.trim();
  if (q === '') throw new InputError(field, 'required', `${field} is required`);
  if (spread === 'three-card' && countWords(q) > QUESTION_LIMITS['three-card'].maxWords) {
    throw new InputError(
      field,
      'too_long',
      `${field} must be at most ${QUESTION_LIMITS['three-card'].maxWords} words`,
    );
  }
  if (spread === 'celtic-cross' && [...q].length > QUESTION_LIMITS['celtic-cross'].maxChars) {
    throw new InputError(
      field,
      'too_long',
      `${field} must be at most ${QUESTION_LIMITS['celtic-cross'].maxChars} characters`,
    );
  }
  return q;
}

/** A personal name: required, bounded, and containing at least one letter in any script. */
export function checkName(name: string, field: string): string {
  const n = name.trim();
  if (n === '') throw new InputError(field, 'required', `${field} is required`);
  if ([...n].length > MAX_NAME_LENGTH)
    throw new InputError(field, 'too_long', `${field} must be at most ${MAX_NAME_LENGTH} characters`);
  if (!/\p{L}/u.test(n)) throw new InputError(field, 'no_letters', `${field} must contain letters`);
  return n;
}
