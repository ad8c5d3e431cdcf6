import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api';
import { AuthRequestError } from '@/lib/auth-request';
import { authErrorMessage, describeOAuthError } from './auth-errors';

const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials';
const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a moment and try again.';
const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Sign in instead.';
const PASSWORD_TOO_SHORT_MESSAGE = 'Use a password of at least 8 characters.';
const AUTH_FAILED_MESSAGE = 'Authentication failed. Please try again.';
const NETWORK_ERROR_MESSAGE = 'Network connection issue. Please check your internet and try again.';

describe('authErrorMessage', () => {
  it.each([
    [
      new AuthRequestError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
      INVALID_CREDENTIALS_MESSAGE,
    ],
    [new AuthRequestError(401, null, ''), INVALID_CREDENTIALS_MESSAGE],
    [new AuthRequestError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'x'), ACCOUNT_EXISTS_MESSAGE],
    [new AuthRequestError(422, 'USER_ALREADY_EXISTS', 'x'), ACCOUNT_EXISTS_MESSAGE],
    [new AuthRequestError(400, 'PASSWORD_TOO_SHORT', 'x'), PASSWORD_TOO_SHORT_MESSAGE],
    [
      new AuthRequestError(400, 'PASSWORD_TOO_WEAK', 'This password is too easy to guess. Add more words.'),
      'This password is too easy to guess. Add more words.',
    ],
    [
      new AuthRequestError(
        403,
        'INVALID_ORIGIN',
        'This server only accepts requests from http://localhost:3000.',
      ),
      'This server only accepts requests from http://localhost:3000.',
    ],
    [new AuthRequestError(429, null, 'Too many requests'), TOO_MANY_ATTEMPTS_MESSAGE],
    [new AuthRequestError(500, 'SOMETHING_NEW', 'Internal'), AUTH_FAILED_MESSAGE],
    [new ApiRequestError(0, 'network_error', NETWORK_ERROR_MESSAGE), NETWORK_ERROR_MESSAGE],
    [new ApiRequestError(429, 'rate_limited', 'slow down'), TOO_MANY_ATTEMPTS_MESSAGE],
    [new ApiRequestError(500, 'internal', 'Something went wrong'), AUTH_FAILED_MESSAGE],
    [new Error('boom'), AUTH_FAILED_MESSAGE],
  ])('maps %o by its code', (error, message) => {
    expect(authErrorMessage(error)).toBe(message);
  });

  it("shows the API's own words for an account that can no longer sign in", () => {
    const deleted = new ApiRequestError(401, 'account_deleted', 'This account has been deleted.');
    expect(authErrorMessage(deleted)).toBe('This account has been deleted.');
  });
});

describe('authErrorMessage in German', () => {
  beforeAll(() => activateLanguage('de'));
  afterAll(() => activateLanguage('en'));

  it('words better-auth codes in German, not by their English text', () => {
    expect(
      authErrorMessage(new AuthRequestError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')),
    ).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(authErrorMessage(new ApiRequestError(429, 'rate_limited', 'slow down'))).toMatch(
      /^Zu viele Versuche/,
    );
  });
});

describe('describeOAuthError', () => {
  it('explains a failed state or PKCE check by its code', () => {
    expect(describeOAuthError(new URLSearchParams({ error: 'state_mismatch' }))).toBe(
      'Authentication failed due to security validation. Please try signing in again.',
    );
  });

  it("shows the provider's own description otherwise, and nothing without an error", () => {
    const denied = new URLSearchParams({ error: 'access_denied', error_description: 'User cancelled' });
    expect(describeOAuthError(denied)).toBe('User cancelled');
    expect(describeOAuthError(new URLSearchParams({ error: 'access_denied' }))).toBe(
      'Authentication failed. Please try again.',
    );
    expect(describeOAuthError(new URLSearchParams())).toBeNull();
  });
});
