import { describe, expect, it } from 'vitest';
import * as common from '@zxcvbn-ts/language-common';
import { estimatePasswordStrength } from './password-estimate';
import { passwordStrength } from './password-strength';

const CONTEXT = ['nova@example.com', 'Nova', 'Starling'];

/** Common passwords past the browser's head, and phrases and names with digits around them. */
const SAMPLE = [
  ...common.dictionary['passwords-common'].filter((_, index) => index % 421 === 0).map(String),
  'password1',
  'Password123!',
  'novastarling',
  'starling1990',
  'stardust and moonlight',
  'lantern over quiet harbour',
  'correct horse battery staple',
  'Tr0ub4dor&3',
  'qwertyuiop[]',
  'zxcvbnm,./',
  'aaaaaaaaaaaa',
  'abcdefgh1234',
  'iloveyou2024',
  'summer of 69',
  'x7$Kq!2mPz',
];

describe('estimatePasswordStrength', () => {
  it('gives the words it keeps the same score and wording as the server', () => {
    for (const password of ['password1', '123456', 'qwerty', 'dragon', 'letmein', 'sunshine']) {
      expect(estimatePasswordStrength(password, CONTEXT)).toEqual(passwordStrength(password, CONTEXT));
    }
  });

  it('never rates a password lower than the server does', () => {
    for (const password of SAMPLE) {
      expect(estimatePasswordStrength(password, CONTEXT).score).toBeGreaterThanOrEqual(
        passwordStrength(password, CONTEXT).score,
      );
    }
  }, 30_000); // about 130 passwords through both estimators: seconds on a busy machine

  it('refuses what the account itself gives away', () => {
    expect(estimatePasswordStrength('novastarling', CONTEXT).reason).toMatch(
      /^This password is too easy to guess\./,
    );
  });

  it('calls the passphrases the server accepts strong', () => {
    for (const password of ['stardust and moonlight', 'lantern over quiet harbour']) {
      expect(passwordStrength(password, CONTEXT).reason).toBeNull();
      expect(estimatePasswordStrength(password, CONTEXT).reason).toBeNull();
    }
  });
});
