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
import { countOf } from '@/lib/plural';
import { CreditLedgerTable } from '@/features/billing/CreditHistory';

const PAGE_SIZE = 20;

function displayName(user: AdminUser): string {
  return user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

type Sort = 'created_at:desc' | 'created_at:asc' | 'balance:desc' | 'balance:asc';

function UserList({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
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
      <h2 className="text-xl text-slate-50">User Management</h2>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id={ids.search} label="Search users" className="flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder="Name or email"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          )}
        </FormField>
        <FormField id={ids.sort} label="Sort by">
          {(control) => (
            <Select {...control} value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
              <option value="created_at:desc">Newest sign-ups</option>
              <option value="created_at:asc">Oldest sign-ups</option>
              <option value="balance:desc">Highest balance</option>
              <option value="balance:asc">Lowest balance</option>
            </Select>
          )}
        </FormField>
      </div>
      {users.isError && (
        <FormError className="mt-4" message={failure(users.error, ADMIN_MESSAGES.loadUsersFailed)} />
      )}
      <ul className="mt-4 divide-y divide-white/5" aria-label="Users">
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
                <span>{countOf(user.balance, 'credit')}</span>
                <span>{user.role === 'admin' ? 'Admin' : 'User'}</span>
                <span className={user.status === 'blocked' ? 'text-rose-300' : undefined}>
                  {user.status === 'blocked' ? 'Blocked' : 'Active'}
                </span>
                <span>{countOf(user.readingCount, 'reading')}</span>
                <span>Last sign-in: {user.lastSignInAt ? formatDate(user.lastSignInAt) : 'never'}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {users.data && users.data.users.length === 0 && <p className="mt-4 text-slate-400">No users found.</p>}
      <nav className="mt-4 flex items-center justify-between text-sm text-slate-300" aria-label="User pages">
        <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages.toLocaleString()}
          {more} (
          {more
            ? `${(users.data?.total ?? 0).toLocaleString()}+ users`
            : countOf(users.data?.total ?? 0, 'user')}
          )
        </span>
        <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </nav>
    </Card>
  );
}

/** The spec's Credit Management card: a whole number (positive adds, negative deducts) and a reason. */
function CreditManagement({ user }: { user: AdminUser | undefined }) {
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
        `${input.amount > 0 ? 'Added' : 'Deducted'} ${countOf(Math.abs(input.amount), 'credit')}. New balance: ${after.balance}.`,
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
      setError('Select a user first.');
      return;
    }
    const value = Number(amount.trim());
    if (!amount.trim() || !Number.isInteger(value) || value === 0) {
      setAmountError(ADMIN_MESSAGES.invalidNumber);
      return;
    }
    setAmountError(undefined);
    if (!reason.trim()) {
      setError('Please give a reason');
      return;
    }
    change.mutate({ id: user.id, amount: value, reason: reason.trim() });
  }

  return (
    <Card>
      <h2 className="text-xl text-slate-50">Credit Management</h2>
      <p className="mt-1 text-sm text-slate-300">
        {user
          ? `Selected: ${displayName(user)} (${countOf(user.balance, 'credit')})`
          : 'Select a user from the list.'}
      </p>
      <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
        <FormField id={ids.amount} label="Amount (positive adds, negative deducts)" error={amountError}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </FormField>
        <FormField id={ids.reason} label="Reason">
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
          {change.isPending ? 'Updating...' : 'Update Credits'}
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
  if (!detail.data) return <p className="text-slate-400">Loading...</p>;
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
          <dt className="text-slate-400">Email</dt>
          <dd className="break-all text-slate-100">{user.email}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Balance</dt>
          <dd className="text-slate-100">{countOf(user.balance, 'credit')}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Status</dt>
          <dd className="text-slate-100">{user.status}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Role</dt>
          <dd className="text-slate-100">{user.role}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Signed up</dt>
          <dd className="text-slate-100">{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Last sign-in</dt>
          <dd className="text-slate-100">
            {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'never'}
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
              Unblock
            </Button>
          ) : (
            <ConfirmDialog
              trigger="Block"
              triggerSize="sm"
              title={`Block ${name}?`}
              description="They are signed out on every device at once and cannot sign in or spend credits until you unblock them. Their subscription is cancelled; their readings and credits are kept."
              confirmLabel="Block User"
              busyLabel="Blocking..."
              busy={act.isPending}
              onConfirm={() => run({ kind: 'status', status: 'blocked' })}
            />
          )}
          <ConfirmDialog
            trigger={user.role === 'admin' ? 'Demote' : 'Promote'}
            triggerSize="sm"
            title={user.role === 'admin' ? `Demote ${name} to user?` : `Promote ${name} to admin?`}
            description={
              user.role === 'admin'
                ? 'They lose the admin console at once, and their admin confirmation ends.'
                : 'They can open the admin console after confirming their own password: see every user, change credits, block, promote and delete accounts.'
            }
            confirmLabel={user.role === 'admin' ? 'Demote' : 'Promote to Admin'}
            confirmVariant="primary"
            busyLabel="Saving..."
            busy={act.isPending}
            onConfirm={() => run({ kind: 'role', role: user.role === 'admin' ? 'user' : 'admin' })}
          />
          <ConfirmDialog
            trigger="Delete"
            triggerVariant="danger"
            triggerSize="sm"
            title="Delete user"
            description={ADMIN_MESSAGES.deleteConfirm}
            confirmLabel="Delete User"
            busyLabel="Deleting..."
            busy={act.isPending}
            onConfirm={() => run({ kind: 'delete' })}
          />
        </div>
      )}
      <FormError className="mt-4" message={error} />
      <div className="mt-2 max-h-64 overflow-auto">
        <CreditLedgerTable entries={ledger} caption="Credit ledger" />
      </div>
      <h3 className="mt-6 font-sans text-sm font-semibold text-slate-200">Readings</h3>
      {readings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">No readings yet.</p>
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
