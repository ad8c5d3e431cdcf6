import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { api, call } from '@/lib/api';
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
      <h2 className="text-xl text-slate-50">Audit trail</h2>
      <FormField id={filterId} label="Action" className="mt-4 max-w-xs">
        {(control) => (
          <Select
            {...control}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All actions</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {audit.isError && (
        <FormError className="mt-4" message={failure(audit.error, ADMIN_MESSAGES.loadDataFailed)} />
      )}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm text-slate-300">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                When
              </th>
              <th scope="col" className="py-1 pr-3">
                Admin
              </th>
              <th scope="col" className="py-1 pr-3">
                Action
              </th>
              <th scope="col" className="py-1 pr-3">
                Target
              </th>
              <th scope="col" className="py-1 pr-3">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-white/5 align-top">
                <td className="py-1 pr-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                <td className="py-1 pr-3 break-all">{entry.adminEmail ?? entry.adminUserId}</td>
                <td className="py-1 pr-3">{entry.action.replaceAll('_', ' ')}</td>
                <td className="py-1 pr-3 break-all">{entry.targetEmail ?? entry.targetUserId ?? '—'}</td>
                <td className="py-1 pr-3 font-mono text-xs break-all">
                  {entry.details ? JSON.stringify(entry.details) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="mt-4 flex items-center justify-between text-sm text-slate-300" aria-label="Audit pages">
        <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </nav>
    </Card>
  );
}
