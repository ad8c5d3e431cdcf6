import type { AuditResponse } from '@orrery/core/api/admin';
import { t } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/dates';

type AuditEntry = AuditResponse['entries'][number];
type Details = AuditEntry['details'];

function field(details: Details, ...path: string[]): unknown {
  let value: unknown = details;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const from = (details: Details) => {
  const ip = text(field(details, 'ip'));
  return ip ? t('admin.sentence.fromIp', { ip }) : '';
};

function creditChange(details: Details): string {
  const amount = number(field(details, 'amount')) ?? 0;
  const before = number(field(details, 'before', 'balance'));
  const after = number(field(details, 'after', 'balance'));
  const reason = text(field(details, 'reason'));
  const balance =
    before !== undefined && after !== undefined ? t('admin.sentence.balance', { before, after }) : '';
  return t(amount < 0 ? 'admin.sentence.removed' : 'admin.sentence.added', {
    count: Math.abs(amount),
    balance,
    reason: reason ? `: ${reason}` : '',
  });
}

function deletion(details: Details): string {
  const balance = number(field(details, 'before', 'balance'));
  const role = text(field(details, 'before', 'role'));
  const kept = [
    role === 'admin' ? t('admin.sentence.anAdmin') : undefined,
    balance !== undefined ? t('admin.sentence.creditsLeft', { count: balance }) : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return kept ? t('admin.sentence.deletedKept', { kept }) : t('admin.sentence.deleted');
}

/** One audit entry as a sentence an admin reads at a glance, instead of its stored JSON. */
export function auditSentence(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const details = entry.details;
  switch (entry.action) {
    case 'credit_change':
      return creditChange(details);
    case 'block':
      return t('admin.sentence.blocked');
    case 'unblock':
      return t('admin.sentence.unblocked');
    case 'promote':
      return t('admin.sentence.promoted');
    case 'demote':
      return t('admin.sentence.demoted');
    case 'delete_user':
      return deletion(details);
    case 'grant_admin':
      return t('admin.sentence.granted');
    case 'step_up_success': {
      const until = text(field(details, 'expiresAt'));
      return t('admin.sentence.opened', {
        factors: field(details, 'totp') === true ? 'totp' : 'password',
        from: from(details),
        until: until ? t('admin.sentence.until', { time: formatDateTime(until) }) : '',
      });
    }
    case 'step_up_failure':
      return t('admin.sentence.failed', {
        factor: field(details, 'factor') === 'totp' ? 'totp' : 'password',
        from: from(details),
      });
    default:
      return entry.action.replaceAll('_', ' ');
  }
}
