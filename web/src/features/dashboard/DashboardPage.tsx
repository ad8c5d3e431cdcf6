import type { ReadingRouteId } from '@orrery/core/catalogue';
import { BookOpen, Clock, MessageSquare, Mic, Sparkles, Sun } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { blockedMessage } from '@/features/auth/blocked';
import { useSession } from '@/features/auth/session';
import { creditProgress, dashboardApps, hasCompleteBirthData } from './apps';
import { useApps } from './use-apps';
import { FormError } from '@/components/ui/form-error';
import { RefreshCreditsButton, subscriptionStatusText } from '@/features/billing/SubscriptionPanel';
import { useSubscription } from '@/features/billing/use-billing';
import { formatDate } from '@/lib/dates';
import { useT } from '@/i18n/i18n';
import { appDescription, appName } from '@/i18n/messages-by-code';

const GLYPHS: Record<ReadingRouteId, string> = {
  'tarot-traditional': '✦',
  natalbirthchart: '☉',
  lifepathnumber: '∞',
  'tarot-celtic-cross': '✚',
  compatibility: '♀♂',
  'year-ahead': '♄',
};

/** The dashboard's summary of the plan, from the same subscription view as the profile's card. */
function SubscriptionCard() {
  const t = useT();
  const { data: view } = useSubscription();
  if (!view?.subscriptionStatus) return null;
  const percent = creditProgress(view.creditsRemaining, view.creditsPerMonth);
  const healthy = view.subscriptionStatus === 'active';
  return (
    <Card className="mt-8" role="region" aria-label={t('dashboard.subscription')}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-gold-400">
            {t('dashboard.subscription')}
          </p>
          <h2 className="mt-1 text-2xl text-slate-50">{view.subscriptionTier ?? t('subscription.title')}</h2>
        </div>
        <span
          className={
            healthy
              ? 'rounded-full bg-emerald-500/15 px-3 py-1 text-sm text-emerald-200 ring-1 ring-emerald-400/30'
              : 'rounded-full bg-amber-500/15 px-3 py-1 text-sm text-amber-100 ring-1 ring-amber-400/30'
          }
        >
          {t('dashboard.statusLabel', { status: subscriptionStatusText(view) })}
        </span>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-400">
            {t(
              view.subscriptionStatus === 'cancelled'
                ? 'subscription.accessEnds'
                : 'subscription.nextRenewal',
            )}
          </dt>
          <dd className="text-slate-100">
            {formatDate(view.nextRenewalDate) ?? t('subscription.notScheduled')}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-400">{t('subscription.creditsPerMonth')}</dt>
          <dd className="text-slate-100">{view.creditsPerMonth}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-400">{t('subscription.creditsRemaining')}</dt>
          <dd className="text-slate-100">{view.creditsRemaining}</dd>
        </div>
      </dl>
      <div
        className="mt-5 h-2.5 overflow-hidden rounded-full bg-night-950/70"
        role="progressbar"
        aria-label={t('dashboard.creditsThisMonth')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold-500 to-gold-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <RefreshCreditsButton view={view} />
    </Card>
  );
}

function isNotice(state: unknown): state is { notice: string } {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string';
}

export default function DashboardPage() {
  const t = useT();
  const { data: me } = useSession();
  const apps = useApps();
  // Another screen that sent the user here may leave a reason (the admin panel's access denied).
  const { state } = useLocation();
  const notice = isNotice(state) ? state.notice : undefined;
  if (!me) return null;
  const cards = dashboardApps(apps.data?.apps);
  const blocked = me.profile.status === 'blocked';

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl text-slate-50 sm:text-4xl">{t('dashboard.title')}</h1>
          <p className="mt-2 text-slate-300">
            {me.profile.firstName
              ? t('dashboard.welcomeName', { name: me.profile.firstName, balance: me.balance })
              : t('dashboard.welcome', { balance: me.balance })}
            {me.balance === 0 && !blocked && (
              <>
                {' '}
                <Link to="/pricing" className="text-gold-300 underline">
                  {t('dashboard.buyCredits')}
                </Link>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/today">
              <Sun className="h-4 w-4" aria-hidden />
              {t('dashboard.skyToday')}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link to="/library">
              <BookOpen className="h-4 w-4" aria-hidden />
              {t('dashboard.library')}
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
            <Link to="/about#feedback">
              <MessageSquare className="h-4 w-4" aria-hidden />
              {t('dashboard.feedback')}
            </Link>
          </Button>
        </div>
      </div>

      {blocked && <FormError className="mt-6" message={blockedMessage()} />}
      {notice && !blocked && <FormError className="mt-6" message={notice} />}

      {!hasCompleteBirthData(me.profile) && (
        <Card className="mt-6 flex flex-col gap-4 bg-gold-400/10 ring-gold-400/30 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-sans text-base font-semibold text-gold-300">
              {t('dashboard.completeTitle')}
            </h2>
            <p className="mt-1 text-sm text-slate-300">{t('dashboard.completeText')}</p>
          </div>
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to="/profile">{t('dashboard.completeProfile')}</Link>
          </Button>
        </Card>
      )}

      {me.isSubscriber && <SubscriptionCard />}

      <h2 className="mt-10 text-2xl text-slate-50">{t('dashboard.chooseReading')}</h2>
      {apps.isError && <p className="mt-2 text-sm text-slate-400">{t('dashboard.standardPrices')}</p>}
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((app) => {
          const name = appName(app.routeId, app.name);
          return (
            <li key={app.routeId}>
              <Card className="flex h-full flex-col">
                <div className="flex items-start justify-between gap-3">
                  <span
                    aria-hidden
                    className="flex h-12 w-12 items-center justify-center rounded-xl bg-gold-400/15 text-2xl text-gold-300"
                  >
                    {GLYPHS[app.routeId]}
                  </span>
                  <span className="rounded-full bg-violet-glow/15 px-2.5 py-1 text-xs text-violet-200 ring-1 ring-violet-glow/30">
                    <Mic className="mr-1 inline h-3 w-3" aria-hidden />
                    {t('dashboard.voiceGuide')}
                  </span>
                </div>
                <h3 className="mt-4 text-xl text-slate-50">{name}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-300">
                  {appDescription(app.routeId, app.description)}
                </p>
                <p className="mt-4 flex items-center gap-3 text-sm">
                  <span className="font-semibold text-gold-300">
                    {t('dashboard.cost', { cost: app.cost })}
                  </span>
                  {app.voiceMinutes > 0 && (
                    <span className="text-slate-400">
                      <Clock className="mr-1 inline h-3.5 w-3.5" aria-hidden />
                      {t('dashboard.voiceMinutes', { minutes: app.voiceMinutes })}
                    </span>
                  )}
                </p>
                <Button asChild className="mt-5 w-full" disabled={blocked}>
                  <Link to={app.formPath} aria-label={t('dashboard.beginLabel', { app: name })}>
                    {t('dashboard.begin')}
                  </Link>
                </Button>
              </Card>
            </li>
          );
        })}
        <li>
          <Card
            className="flex h-full flex-col items-center justify-center border border-dashed border-white/15 bg-night-800/40 text-center opacity-70"
            aria-disabled="true"
          >
            <Sparkles className="h-8 w-8 text-slate-400" aria-hidden />
            <h3 className="mt-3 text-xl text-slate-300">{t('dashboard.comingSoon')}</h3>
            <p className="mt-2 text-sm text-slate-400">{t('dashboard.comingSoonText')}</p>
            <Button className="mt-5" variant="secondary" disabled>
              {t('dashboard.comingSoon')}
            </Button>
          </Card>
        </li>
      </ul>
    </div>
  );
}
