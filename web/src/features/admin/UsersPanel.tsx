import type { AdminUser } from '@orrery/core/api/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { api, call } from '@/lib/api';
import { ADMIN_MESSAGES, adminDataKey, useAdminFailure } from './use-admin';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useT } from '@/i18n/i18n';
import { formatCount } from '@/lib/numbers';
import { CreditLedgerTable } from '@/features/billing/CreditHistory';

const PAGE_SIZE = 20;

function displayName(user: AdminUser): string {
  return user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

type Sort = 'created_at:desc' | 'created_at:asc' | 'balance:desc' | 'balance:asc';

function UserList({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const t = useT();
  const ids = { search: useId(), sort: useId() };
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>('created_at:desc');
  const failure = useAdminFailure();
  const [sortBy, order] = sort.split(':') as ['created_at' | 'balance', 'asc' | 'desc'];
  const users = useQuery({
    queryKey: [...adminDataKey, 'users', q, page, sort],
    queryFn: () =>
      call(
        api.admin.users.$get({
          query: { q: q || undefined, page: String(page), pageSize: String(PAGE_SIZE), sort: sortBy, order },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / PAGE_SIZE)) : 1;
  const more = users.data?.totalIsLowerBound ? '+' : '';
  return (
    <Card>
      <h2 className="text-xl text-slate-50">{t('admin.users.heading')}</h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id={ids.search} label={t('admin.users.search')} className="flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder={t('admin.users.searchPlaceholder')}
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          )}
        </FormField>
        <FormField id={ids.sort} label={t('admin.users.sortBy')}>
          {(control) => (
            <Select {...control} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
              <option value="created_at:desc">{t('admin.users.newest')}</option>
              <option value="created_at:asc">{t('admin.users.oldest')}</option>
              <option value="balance:desc">{t('admin.users.highest')}</option>
              <option value="balance:asc">{t('admin.users.lowest')}</option>
            </Select>
          )}
        </FormField>
      </div>
      {users.isError && (
        <FormError className="mt-4" message={failure(users.error, ADMIN_MESSAGES.loadUsersFailed)} />
      )}
      <ul className="mt-4 divide-y divide-white/5" aria-label={t('admin.users.list')}>
        {users.data?.users.map((user) => (
          <li key={user.id}>
            <button
              type="button"
              onClick={() => onSelect(user.id)}
              aria-current={user.id === selectedId ? 'true' : undefined}
              className="flex w-full flex-col gap-1 rounded-lg px-2 py-3 text-left hover:bg-white/5 aria-[current=true]:bg-gold-400/10 sm:flex-row sm:items-center sm:justify-between"
            >
              <span>
                <span className="block text-slate-100">{displayName(user)}</span>
                <span className="block text-sm text-slate-400">{user.email}</span>
              </span>
              <span className="flex flex-wrap gap-x-4 text-sm text-slate-300">
                <span>{t('admin.users.credits', { count: user.balance })}</span>
                <span>{user.role === 'admin' ? t('admin.users.roleAdmin') : t('admin.users.roleUser')}</span>
                <span className={user.status === 'blocked' ? 'text-rose-300' : undefined}>
                  {user.status === 'blocked' ? t('admin.users.blocked') : t('admin.users.active')}
                </span>
                <span>{t('admin.users.readings', { count: user.readingCount })}</span>
                <span>
                  {t('admin.users.lastSignIn', {
                    when: user.lastSignInAt ? (formatDate(user.lastSignInAt) ?? '') : t('admin.users.never'),
                  })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {users.data && users.data.users.length === 0 && (
        <p className="mt-4 text-slate-400">{t('admin.users.none')}</p>
      )}
      <nav
        className="mt-4 flex items-center justify-between text-sm text-slate-300"
        aria-label={t('admin.users.pages')}
      >
        <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('admin.previous')}
        </Button>
        <span>
          {t('admin.page', { page, pages: formatCount(pages) })}
          {more}{' '}
          {more
            ? t('admin.users.totalAtLeast', { count: formatCount(users.data?.total ?? 0) })
            : t('admin.users.total', { count: users.data?.total ?? 0 })}
        </span>
        <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t('admin.next')}
        </Button>
      </nav>
    </Card>
  );
}

/** The spec's Credit Management card: a whole number (positive adds, negative deducts) and a reason. */
function CreditManagement({ user }: { user: AdminUser | undefined }) {
  const t = useT();
  const ids = { amount: useId(), reason: useId() };
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const queryClient = useQueryClient();
  const failure = useAdminFailure();
  const change = useMutation({
    mutationFn: (input: { id: string; amount: number; reason: string }) =>
      call(
        api.admin.users[':id'].credits.$post({
          param: { id: input.id },
          json: { amount: input.amount, reason: input.reason },
        }),
      ),
    onSuccess: async ({ user: after }, input) => {
      setDone(
        t(input.amount > 0 ? 'admin.credits.added' : 'admin.credits.deducted', {
          count: Math.abs(input.amount),
          balance: after.balance,
        }),
      );
      setAmount('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: adminDataKey });
    },
    onError: (err) => setError(failure(err, ADMIN_MESSAGES.updateCreditsFailed)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    if (!user) {
      setError(t('admin.credits.selectFirst'));
      return;
    }
    const value = Number(amount.trim());
    if (!amount.trim() || !Number.isInteger(value) || value === 0) {
      setAmountError(ADMIN_MESSAGES.invalidNumber);
      return;
    }
    setAmountError(undefined);
    if (!reason.trim()) {
      setError(t('admin.credits.giveReason'));
      return;
    }
    change.mutate({ id: user.id, amount: value, reason: reason.trim() });
  }

  return (
    <Card>
      <h2 className="text-xl text-slate-50">{t('admin.credits.heading')}</h2>
      <p className="mt-1 text-sm text-slate-300">
        {user
          ? t('admin.credits.selected', { name: displayName(user), count: user.balance })
          : t('admin.credits.selectFromList')}
      </p>
      <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
        <FormField id={ids.amount} label={t('admin.credits.amount')} error={amountError}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={ids.reason} label={t('admin.credits.reason')}>
          {(control) => (
            <Input {...control} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          )}
        </FormField>
        <FormError message={error} />
        {done && (
          <p role="status" className="text-sm text-emerald-300">
            {done}
          </p>
        )}
        <Button type="submit" disabled={change.isPending || !user || user.status === 'deleted'}>
          {change.isPending ? t('admin.credits.updating') : t('admin.credits.update')}
        </Button>
      </form>
    </Card>
  );
}

function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: [...adminDataKey, 'user', id],
    queryFn: () => call(api.admin.users[':id'].$get({ param: { id: id ?? '' } })),
    enabled: id !== null,
  });
}

function UserDetail({ id, selfId, onDeleted }: { id: string; selfId: string; onDeleted: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const failure = useAdminFailure();
  const [error, setError] = useState<string>();
  const detail = useUserDetail(id);
  const act = useMutation({
    mutationFn: (
      action:
        | { kind: 'status'; status: 'active' | 'blocked' }
        | { kind: 'role'; role: 'user' | 'admin' }
        | { kind: 'delete' },
    ) => {
      if (action.kind === 'status') {
        return call(api.admin.users[':id'].status.$post({ param: { id }, json: { status: action.status } }));
      }
      if (action.kind === 'role') {
        return call(api.admin.users[':id'].role.$post({ param: { id }, json: { role: action.role } }));
      }
      return call(api.admin.users[':id'].$delete({ param: { id } }));
    },
    onMutate: () => setError(undefined),
    onSuccess: async (_, action) => {
      await queryClient.invalidateQueries({ queryKey: adminDataKey });
      if (action.kind === 'delete') onDeleted();
    },
    onError: (err, action) =>
      setError(
        failure(
          err,
          action.kind === 'status'
            ? ADMIN_MESSAGES.updateStatusFailed
            : action.kind === 'role'
              ? ADMIN_MESSAGES.updateRoleFailed
              : ADMIN_MESSAGES.deleteUserFailed,
        ),
      ),
  });

  if (detail.isError) return <FormError message={failure(detail.error, ADMIN_MESSAGES.loadUsersFailed)} />;
  if (!detail.data) return <p className="text-slate-400">{t('admin.detail.loading')}</p>;
  const { user, ledger, readings } = detail.data;
  const isSelf = user.id === selfId;
  const name = user.fullName || user.email;
  // The dialog closes once the action settles; its failure shows below the buttons.
  const run = (action: Parameters<typeof act.mutate>[0]) => act.mutateAsync(action).catch(() => {});
  const deleted = user.status === 'deleted';
  return (
    <Card>
      <h2 className="text-xl text-slate-50">{displayName(user)}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-400">{t('admin.detail.email')}</dt>
          <dd className="break-all text-slate-100">{user.email}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('admin.detail.balance')}</dt>
          <dd className="text-slate-100">{t('admin.users.credits', { count: user.balance })}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('admin.detail.status')}</dt>
          <dd className="text-slate-100">{t(`admin.status.${user.status}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('admin.detail.role')}</dt>
          <dd className="text-slate-100">{t(`admin.role.${user.role}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('admin.detail.signedUp')}</dt>
          <dd className="text-slate-100">{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('admin.detail.lastSignIn')}</dt>
          <dd className="text-slate-100">
            {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('admin.users.never')}
          </dd>
        </div>
      </dl>
      {!isSelf && !deleted && (
        <div className="mt-4 flex flex-wrap gap-2">
          {user.status === 'blocked' ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={act.isPending}
              onClick={() => act.mutate({ kind: 'status', status: 'active' })}
            >
              {t('admin.detail.unblock')}
            </Button>
          ) : (
            <ConfirmDialog
              trigger={t('admin.detail.block')}
              triggerSize="sm"
              title={t('admin.detail.blockTitle', { name })}
              description={t('admin.detail.blockText')}
              confirmLabel={t('admin.detail.blockConfirm')}
              busyLabel={t('admin.detail.blocking')}
              busy={act.isPending}
              onConfirm={() => run({ kind: 'status', status: 'blocked' })}
            />
          )}
          <ConfirmDialog
            trigger={user.role === 'admin' ? t('admin.detail.demote') : t('admin.detail.promote')}
            triggerSize="sm"
            title={
              user.role === 'admin'
                ? t('admin.detail.demoteTitle', { name })
                : t('admin.detail.promoteTitle', { name })
            }
            description={user.role === 'admin' ? t('admin.detail.demoteText') : t('admin.detail.promoteText')}
            confirmLabel={user.role === 'admin' ? t('admin.detail.demote') : t('admin.detail.promoteConfirm')}
            confirmVariant="primary"
            busyLabel={t('admin.detail.saving')}
            busy={act.isPending}
            onConfirm={() => run({ kind: 'role', role: user.role === 'admin' ? 'user' : 'admin' })}
          />
          <ConfirmDialog
            trigger={t('admin.detail.delete')}
            triggerVariant="danger"
            triggerSize="sm"
            title={t('admin.detail.deleteTitle')}
            description={ADMIN_MESSAGES.deleteConfirm}
            confirmLabel={t('admin.detail.deleteConfirm')}
            busyLabel={t('admin.detail.deleting')}
            busy={act.isPending}
            onConfirm={() => run({ kind: 'delete' })}
          />
        </div>
      )}
      <FormError className="mt-4" message={error} />
      <div className="mt-2 max-h-64 overflow-auto">
        <CreditLedgerTable entries={ledger} caption={t('admin.detail.ledger')} />
      </div>
      <h3 className="mt-6 font-sans text-sm font-semibold text-slate-200">{t('admin.detail.readings')}</h3>
      {readings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{t('admin.detail.noReadings')}</p>
      ) : (
        <ul className="mt-2 max-h-48 overflow-auto text-sm text-slate-300">
          {readings.map((reading) => (
            <li key={reading.id} className="flex justify-between border-t border-white/5 py-1">
              <span>{reading.title}</span>
              <span>{formatDateTime(reading.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function UsersPanel({ selfId }: { selfId: string }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useUserDetail(selectedId).data?.user;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <UserList selectedId={selectedId} onSelect={setSelectedId} />
      <div className="min-w-0 space-y-6">
        <CreditManagement user={selected} />
        {selectedId && <UserDetail id={selectedId} selfId={selfId} onDeleted={() => setSelectedId(null)} />}
      </div>
    </div>
  );
}
