import type { AuditResponse } from '@orrery/core/api/admin';
import { formatDateTime } from '@/lib/dates';
import { countOf } from '@/lib/plural';

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
  return ip ? ` from ${ip}` : '';
};

function creditChange(details: Details): string {
  const amount = number(field(details, 'amount')) ?? 0;
  const before = number(field(details, 'before', 'balance'));
  const after = number(field(details, 'after', 'balance'));
  const reason = text(field(details, 'reason'));
  const verb = amount < 0 ? 'Removed' : 'Added';
  const balance = before !== undefined && after !== undefined ? ` (balance ${before} → ${after})` : '';
  return `${verb} ${countOf(Math.abs(amount), 'credit')}${balance}${reason ? `: ${reason}` : ''}`;
}

function deletion(details: Details): string {
  const balance = number(field(details, 'before', 'balance'));
  const role = text(field(details, 'before', 'role'));
  const kept = [
    role === 'admin' ? 'an admin' : undefined,
    balance !== undefined ? `${countOf(balance, 'credit')} left` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return `Deleted the account${kept ? ` (${kept})` : ''}`;
}

/** One audit entry as a sentence an admin reads at a glance, instead of its stored JSON. */
export function auditSentence(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const details = entry.details;
  switch (entry.action) {
    case 'credit_change':
      return creditChange(details);
    case 'block':
      return 'Blocked the account';
    case 'unblock':
      return 'Unblocked the account';
    case 'promote':
      return 'Promoted to admin';
    case 'demote':
      return 'Demoted to user';
    case 'delete_user':
      return deletion(details);
    case 'grant_admin':
      return 'Made an admin from the command line';
    case 'step_up_success': {
      const until = text(field(details, 'expiresAt'));
      const factors = field(details, 'totp') === true ? 'password and authentication code' : 'password';
      return `Opened the admin panel with ${factors}${from(details)}${until ? `, until ${formatDateTime(until)}` : ''}`;
    }
    case 'step_up_failure':
      return `Failed to open the admin panel: wrong ${field(details, 'factor') === 'totp' ? 'authentication code' : 'password'}${from(details)}`;
    default:
      return entry.action.replaceAll('_', ' ');
  }
}
