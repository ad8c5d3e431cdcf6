import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-strength';

describe('weakPasswordReason', () => {
  it.each(['12345678', 'password', '        ', 'qwertyuiop'])('refuses the common %j', (password) => {
    expect(weakPasswordReason(password, [])).toMatch(/^This password is too easy to guess\./);
  });

  it("refuses a password made of the account's own email or names", () => {
    expect(weakPasswordReason('ada@example.com', ['ada@example.com', 'Ada', 'Lovelace'])).toMatch(/personal/);
    expect(weakPasswordReason('lovelace1815', ['ada@example.com', 'Ada', 'Lovelace'])).not.toBeNull();
  });

  it('accepts a long passphrase', () => {
    expect(weakPasswordReason('stardust and moonlight', ['nova@example.com', 'Nova'])).toBeNull();
  });
});
