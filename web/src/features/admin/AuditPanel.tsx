import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { api, call } from '@/lib/api';
import { type MessageKey, useT } from '@/i18n/i18n';
import { auditSentence } from './audit-sentence';
import { formatDateTime } from '@/lib/dates';
import { ADMIN_MESSAGES, adminDataKey, useAdminFailure } from './use-admin';

const PAGE_SIZE = 50;
const ACTIONS = [
  'credit_change',
  'block',
  'unblock',
  'promote',
  'demote',
  'delete_user',
  'step_up_success',
  'step_up_failure',
  'grant_admin',
];

/** The audit trail, newest first, filtered by action. */
export function AuditPanel() {
  const t = useT();
  const filterId = useId();
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const failure = useAdminFailure();
  const audit = useQuery({
    queryKey: [...adminDataKey, 'audit', action, page],
    queryFn: () =>
      call(
        api.admin.audit.$get({
          query: { action: action || undefined, page: String(page), pageSize: String(PAGE_SIZE) },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / PAGE_SIZE)) : 1;
  return (
    <Card>
      <h2 className="text-xl text-slate-50">{t('admin.audit.heading')}</h2>
      <FormField id={filterId} label={t('admin.audit.action')} className="mt-4 max-w-xs">
        {(control) => (
          <Select
            {...control}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('admin.audit.allActions')}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`admin.action.${a}` as MessageKey)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {audit.isError && (
        <FormError className="mt-4" message={failure(audit.error, ADMIN_MESSAGES.loadDataFailed)} />
      )}
      {/* One entry per item, its sentence first: a five-column table broke every email into
          letters on a phone. */}
      <ol className="mt-4 text-sm" aria-label={t('admin.audit.entries')}>
        {audit.data?.entries.map((entry) => {
          const target = entry.targetEmail ?? entry.targetUserId;
          return (
            <li key={entry.id} className="border-t border-white/5 py-3">
              <p className="text-slate-100">{auditSentence(entry)}</p>
              <p className="mt-1 text-xs break-words text-slate-400">
                {target && <span>{t('admin.audit.account', { target })}</span>}
                <span>{t('admin.audit.by', { admin: entry.adminEmail ?? entry.adminUserId ?? '' })}</span>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </p>
            </li>
          );
        })}
      </ol>
      <nav
        className="mt-4 flex items-center justify-between text-sm text-slate-300"
        aria-label={t('admin.audit.pages')}
      >
        <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('admin.previous')}
        </Button>
        <span>
          {t('admin.page', { page, pages })}
          {audit.data && ` ${t('admin.audit.count', { count: audit.data.total })}`}
        </span>
        <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t('admin.next')}
        </Button>
      </nav>
    </Card>
  );
}
