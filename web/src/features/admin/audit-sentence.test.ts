import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

describe('an admin reading the audit trail', () => {
  it('reads a credit grant with its balance and reason', () => {
    const details = {
      amount: 10,
      reason: 'Sorry for the outage',
      before: { balance: 200 },
      after: { balance: 210 },
    };
    expect(auditSentence({ action: 'credit_change', details })).toBe(
      'Added 10 credits (balance 200 → 210): Sorry for the outage',
    );
  });

  it('reads a deduction of one credit in the singular', () => {
    const details = { amount: -1, reason: 'Duplicate', before: { balance: 5 }, after: { balance: 4 } };
    expect(auditSentence({ action: 'credit_change', details })).toBe(
      'Removed 1 credit (balance 5 → 4): Duplicate',
    );
  });

  it('reads status and role changes as what happened to the account', () => {
    const status = { before: { status: 'active' }, after: { status: 'blocked' } };
    expect(auditSentence({ action: 'block', details: status })).toBe('Blocked the account');
    expect(
      auditSentence({ action: 'promote', details: { before: { role: 'user' }, after: { role: 'admin' } } }),
    ).toBe('Promoted to admin');
    expect(auditSentence({ action: 'demote', details: null })).toBe('Demoted to user');
  });

  it('reads a deletion with what the account held', () => {
    const details = { before: { status: 'active', role: 'user', balance: 35 }, after: { status: 'deleted' } };
    expect(auditSentence({ action: 'delete_user', details })).toBe('Deleted the account (35 credits left)');
  });

  it('reads step-up attempts with the factor and the address', () => {
    expect(auditSentence({ action: 'step_up_failure', details: { factor: 'totp', ip: '203.0.113.9' } })).toBe(
      'Failed to open the admin panel: wrong authentication code from 203.0.113.9',
    );
    expect(
      auditSentence({
        action: 'step_up_success',
        details: { totp: true, ip: '203.0.113.9', expiresAt: null },
      }),
    ).toBe('Opened the admin panel with password and authentication code from 203.0.113.9');
  });

  it('never shows raw JSON, even for an action it does not know', () => {
    expect(auditSentence({ action: 'some_new_action', details: { a: 1 } })).toBe('some new action');
  });

  it('writes each entry in German for a German admin', async () => {
    const { activateLanguage } = await import('@/i18n/i18n');
    await activateLanguage('de');
    try {
      const details = {
        amount: -5,
        reason: 'Rückerstattung',
        before: { balance: 12 },
        after: { balance: 7 },
      };
      expect(auditSentence({ action: 'credit_change', details })).toBe(
        '5 Credits abgezogen (Stand 12 → 7): Rückerstattung',
      );
      expect(
        auditSentence({ action: 'step_up_failure', details: { factor: 'totp', ip: '203.0.113.9' } }),
      ).toBe('Admin-Panel nicht geöffnet: falscher Authentifizierungscode von 203.0.113.9');
      expect(auditSentence({ action: 'delete_user', details: { before: { balance: 1 } } })).toBe(
        'Konto gelöscht (1 Credit übrig)',
      );
    } finally {
      await activateLanguage('en');
    }
  });
});
