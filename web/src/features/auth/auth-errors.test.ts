import { describe, expect, it } from 'vitest';
import { mapAuthError } from './auth-errors';

describe('mapAuthError', () => {
  it.each([
    ['SSL handshake failed', 'Connection security error. Please check your network and try again.', true],
    ['Failed: NETWORK_ERROR', 'Network connection issue. Please check your internet and try again.', true],
    [
      'Too many requests. Please try again later.',
      'Too many attempts. Please wait a moment and try again.',
      true,
    ],
    ['Invalid login credentials', 'Invalid login credentials', false],
    ['Email not confirmed', 'Email not confirmed', false],
    ['boom', 'Authentication failed. Please try again.', true],
  ])('maps %s', (raw, message, retry) => {
    expect(mapAuthError(raw)).toEqual({ message, retry });
  });
});
