import { useState } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { useSession } from '@/features/auth/session';
import { FormError } from '@/components/ui/form-error';
import { type MessageKey, useT } from '@/i18n/i18n';
import { isApiError } from '@/lib/api';
import { AuditPanel } from './AuditPanel';
import { StatsPanel } from './StatsPanel';
import { StepUpForm } from './StepUpForm';
import { UsersPanel } from './UsersPanel';
import { ADMIN_MESSAGES, useAdminStatus } from './use-admin';

type Tab = 'overview' | 'users' | 'audit';
const TABS: { id: Tab; label: MessageKey }[] = [
  { id: 'overview', label: 'admin.tab.overview' },
  { id: 'users', label: 'admin.tab.users' },
  { id: 'audit', label: 'admin.tab.audit' },
];

/**
 * /admin: the route guard has checked sign-in; here the role (non-admins go to /app with the
 * spec's message), then the step-up prompt, then the console. The server checks both again on
 * every admin call.
 */
export default function AdminPage() {
  const t = useT();
  const { data: me } = useSession();
  const isAdmin = me?.profile.role === 'admin';
  const status = useAdminStatus(isAdmin);
  const [tab, setTab] = useState<Tab>('overview');

  if (!me) return <FullPageLoading />;
  if (!isAdmin || isApiError(status.error, 'admin_required')) {
    return <Navigate to="/app" replace state={{ notice: ADMIN_MESSAGES.accessDenied }} />;
  }
  if (status.isPending) return <FullPageLoading label={t('admin.verifying')} />;
  if (status.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <FormError message={ADMIN_MESSAGES.verifyFailed} />
      </div>
    );
  }
  if (!status.data.stepUpExpiresAt) {
    return (
      <div className="px-4 py-12">
        <StepUpForm totpEnrolled={status.data.totpEnrolled} totpRequired={status.data.totpRequired} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl text-slate-50">{t('admin.heading')}</h1>
        <p role="status" className="text-sm text-emerald-300">
          {ADMIN_MESSAGES.accessGranted}
        </p>
      </div>
      <div role="tablist" aria-label={t('admin.sections')} className="mt-6 flex gap-2">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`admin-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`admin-panel-${item.id}`}
            onClick={() => setTab(item.id)}
            className="rounded-full px-4 py-2 text-sm text-slate-200 ring-1 ring-white/10 hover:bg-white/10 aria-selected:bg-gold-400 aria-selected:text-night-950"
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} className="mt-6">
        {tab === 'overview' && <StatsPanel />}
        {tab === 'users' && <UsersPanel selfId={me.user.id} />}
        {tab === 'audit' && <AuditPanel />}
      </div>
    </div>
  );
}
