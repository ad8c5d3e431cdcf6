import type { BillingType, Price, Tier } from '@orrery/core/api/billing';
import { appByRouteId } from '@orrery/core/catalogue';
import { Check, FlaskConical, MailCheck, Sparkles } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { meQueryKey, usePublicConfig, useSession } from '@/features/auth/session';
import { socialProviders, startSocialSignIn } from '@/features/auth/social-sign-in';
import { rememberedReading } from '@/features/readings/generators/remembered-reading';
import { authErrorMessage } from '@/features/auth/auth-errors';
import { sessionStore } from '@/lib/memory-storage';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';
import { RichText } from '@/i18n/Trans';
import { money, tierText } from './billing-text';
import {
  type PendingPurchase,
  peekPendingPurchase,
  savePendingPurchase,
  takePendingPurchase,
} from './pending-purchase';
import { ChangePlanDialog, ResumeSubscriptionDialog } from './PlanDialogs';
import { useStartCheckout, useSubscription, useTiers } from './use-billing';

/** The spec's pause between signing in and the purchase resuming, so the page can settle first. */
const RESUME_DELAY_MS = 500;
const EMAIL_CHECK_MS = 3_000;
const RETURN_URL = '/pricing';

function tierName(tiers: Tier[] | undefined, tierId: number): string | undefined {
  return tiers?.find((tier) => tier.tierId === tierId)?.name;
}

function priceOf(tier: Tier, billing: BillingType): Price | undefined {
  return tier.prices.find((price) => price.billing === billing);
}

function BillingToggle({ value, onChange }: { value: BillingType; onChange: (next: BillingType) => void }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('pricing.billing')}
      className="inline-grid grid-cols-2 rounded-full bg-night-950/60 p-1 ring-1 ring-white/10"
    >
      {(['subscription', 'one_time'] as const).map((billing) => (
        <button
          key={billing}
          type="button"
          aria-pressed={value === billing}
          onClick={() => onChange(billing)}
          className={cn(
            'rounded-full px-6 py-2 text-sm font-medium',
            value === billing ? 'bg-gold-400 text-night-950' : 'text-slate-300 hover:text-slate-100',
          )}
        >
          {t(`pricing.billing.${billing}`)}
        </button>
      ))}
    </div>
  );
}

function TierCard({
  tier,
  price,
  isCurrentPlan,
  changeLabel,
  blockedReasonId,
  busy,
  onChoose,
}: {
  tier: Tier;
  price: Price;
  isCurrentPlan: boolean;
  /** For a subscriber's other monthly tiers: "Upgrade to …" or "Switch to …". */
  changeLabel?: string;
  /** Set when this card cannot be bought now; the id of the text that says why. */
  blockedReasonId?: string;
  busy: boolean;
  onChoose: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const monthly = price.billing === 'subscription';
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn(
        'relative flex h-full flex-col',
        tier.popular && 'ring-2 ring-gold-400/70',
        isCurrentPlan && 'ring-2 ring-emerald-400/60',
      )}
    >
      {(tier.popular || isCurrentPlan) && (
        <p
          className={cn(
            'absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold tracking-widest',
            isCurrentPlan ? 'bg-emerald-400 text-night-950' : 'bg-gold-400 text-night-950',
          )}
        >
          {t(isCurrentPlan ? 'pricing.yourPlan' : 'pricing.mostPopular')}
        </p>
      )}
      <h2 id={headingId} className="text-2xl text-slate-50">
        {tier.name}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{tierText(tier.description)}</p>
      <p className="mt-5">
        <span className="font-display text-4xl text-gold-300">{money(price.priceCents, price.currency)}</span>
        {monthly && <span className="text-slate-400">{t('pricing.perMonth')}</span>}
      </p>
      <p className="text-xs text-slate-500">{t('pricing.vatIncluded')}</p>
      <p className="mt-3 font-medium text-slate-100">
        {t(monthly ? 'pricing.creditsMonthly' : 'pricing.creditsOnce', { count: price.creditsIncluded })}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-slate-300">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-gold-300" aria-hidden />
            {tierText(feature)}
          </li>
        ))}
      </ul>
      <div className="mt-5 rounded-xl bg-night-950/50 p-3 text-sm ring-1 ring-white/5">
        <p className="text-xs font-semibold uppercase tracking-widest text-slate-400">
          {t(monthly ? 'pricing.eachMonthBuys' : 'pricing.buys')}
        </p>
        <dl className="mt-2 space-y-1">
          {price.readings.map((estimate) => (
            <div key={estimate.routeId} className="flex justify-between gap-3">
              <dt className="text-slate-300">{appName(estimate.routeId, estimate.appName)}</dt>
              <dd className="tabular-nums text-slate-100">
                <RichText
                  id="pricing.readingsCount"
                  values={{ count: estimate.readings }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-auto pt-6">
        <Button
          className="w-full"
          variant={tier.popular ? 'primary' : 'outline'}
          disabled={busy || isCurrentPlan || Boolean(blockedReasonId)}
          aria-describedby={blockedReasonId}
          onClick={onChoose}
        >
          {isCurrentPlan
            ? t('pricing.currentPlan')
            : (changeLabel ?? t(monthly ? 'pricing.subscribeTo' : 'pricing.buy', { tier: tier.name }))}
        </Button>
      </div>
    </Card>
  );
}

function SignInToContinueDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const config = usePublicConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const returnParam = `returnUrl=${encodeURIComponent(RETURN_URL)}`;

  async function social(provider: string) {
    setBusy(provider);
    setError(undefined);
    try {
      await startSocialSignIn(provider, RETURN_URL);
    } catch (err) {
      setError(authErrorMessage(err));
      setBusy(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('pricing.signInTitle')} description={t('pricing.signInDescription')}>
        <div className="mt-6 space-y-3">
          <Link to={`/auth?mode=sign-up&${returnParam}`} className={buttonVariants({ className: 'w-full' })}>
            {t('pricing.createAccount')}
          </Link>
          <Link
            to={`/auth?${returnParam}`}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            {t('pricing.signInWithEmail')}
          </Link>
          {socialProviders(config.data, { includeApple: true }).map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              className="w-full"
              disabled={busy !== null}
              onClick={() => void social(provider.id)}
            >
              {busy === provider.id
                ? t('auth.connecting')
                : t('auth.continueWith', { provider: provider.name })}
            </Button>
          ))}
          <FormError message={error} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

export default function PricingPage() {
  const t = useT();
  const { data: me } = useSession();
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const tiers = useTiers();
  const subscription = useSubscription();
  const checkout = useStartCheckout();
  // Stable across renders (unlike the mutation's result object), so effects may depend on it.
  const startCheckout = checkout.mutate;
  const [billing, setBilling] = useState<BillingType>('subscription');
  const [signInOpen, setSignInOpen] = useState(false);
  // Read after the first render: the prerendered page, which hydration must match, has none.
  const [remembered, setRemembered] = useState<ReturnType<typeof rememberedReading>>(null);
  useEffect(() => setRemembered(rememberedReading(sessionStore(), Date.now())), []);
  const resumed = useRef<PendingPurchase | null | undefined>(undefined);
  const subscribedNoteId = useId();
  const [changingTo, setChangingTo] = useState<Tier | null>(null);

  // Buying needs a confirmed address when the server sends mail; until then the pick waits.
  const mustConfirmEmail = Boolean(me && config.data?.email && !me.user.emailVerified);
  const [waiting, setWaiting] = useState<PendingPurchase | null>(null);

  // After signing in (here, or back from a provider's page), the tier picked before opens its checkout.
  useEffect(() => {
    if (!me || !config.data) return;
    if (mustConfirmEmail) {
      setWaiting(peekPendingPurchase(sessionStore(), Date.now()));
      return;
    }
    setWaiting(null);
    resumed.current ??= takePendingPurchase(sessionStore(), Date.now());
    const pending = resumed.current;
    if (!pending) return;
    setBilling(pending.billing);
    const timer = setTimeout(() => {
      resumed.current = null;
      startCheckout({ tierId: pending.tierId, billing: pending.billing });
    }, RESUME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [me, config.data, mustConfirmEmail, startCheckout]);

  // The link is usually opened in another tab or on the phone: this tab notices by itself.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
      EMAIL_CHECK_MS,
    );
    return () => clearInterval(timer);
  }, [waiting, queryClient]);

  function choose(tier: Tier) {
    if (!me || mustConfirmEmail) {
      const pick = { tierId: tier.tierId, billing, savedAt: Date.now() };
      savePendingPurchase(sessionStore(), pick);
      if (me) setWaiting(pick);
      else setSignInOpen(true);
      return;
    }
    checkout.mutate({ tierId: tier.tierId, billing });
  }

  const plan = subscription.data?.isSubscriber ? subscription.data : null;
  const resumable = subscription.data?.resumable ? subscription.data : null;
  const currentPrice = plan
    ? tiers.data?.tiers
        .find((tier) => tier.tierId === plan.tierId)
        ?.prices.find((p) => p.billing === 'subscription')
    : undefined;
  // A failed renewal is settled before the plan can change (the server says the same).
  const canChangePlan = plan?.subscriptionStatus === 'active';
  const shown = (tiers.data?.tiers ?? []).flatMap((tier) => {
    const price = priceOf(tier, billing);
    return price ? [{ tier, price }] : [];
  });
  const redirecting = checkout.isPending || checkout.isSuccess;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {me && (
        <Link to="/app" className="text-sm text-gold-300 hover:underline">
          {t('pricing.back')}
        </Link>
      )}
      <div className="mt-4 text-center">
        <h1 className="text-4xl text-slate-50 sm:text-5xl">{t('pricing.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-300">{t('pricing.intro')}</p>
      </div>

      {config.data?.payments === 'demo' && (
        <p className="mx-auto mt-6 flex max-w-2xl items-start gap-2 rounded-xl bg-amber-400/10 px-4 py-3 text-sm text-amber-100 ring-1 ring-amber-300/30">
          <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('pricing.demo')}
        </p>
      )}

      {remembered && (
        <Card className="mx-auto mt-6 flex max-w-2xl gap-3 bg-gold-400/10 ring-gold-400/30">
          <Sparkles className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" aria-hidden />
          <p className="text-sm text-slate-200">
            <RichText
              id="pricing.remembered"
              values={{
                app: appName(remembered.request.app, appByRouteId(remembered.request.app).name),
                cost: remembered.cost,
                balance: remembered.balance,
              }}
              components={{
                0: (
                  <Link
                    to={appByRouteId(remembered.request.app).formPath}
                    className="text-gold-300 underline"
                  />
                ),
              }}
            />
          </p>
        </Card>
      )}

      {waiting && me && (
        <Card role="status" className="mx-auto mt-6 flex max-w-2xl gap-3 bg-gold-400/10 ring-gold-400/30">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" aria-hidden />
          <div className="text-sm text-slate-200">
            <p className="font-semibold text-gold-300">{t('pricing.confirmEmailTitle')}</p>
            <p className="mt-1">
              {t(waiting.billing === 'subscription' ? 'pricing.waitingSubscription' : 'pricing.waitingPack', {
                tier: tierName(tiers.data?.tiers, waiting.tierId) ?? t('pricing.chosenTier'),
                email: me.user.email,
              })}
            </p>
          </div>
        </Card>
      )}

      <div className="mt-8 flex justify-center">
        <BillingToggle value={billing} onChange={setBilling} />
      </div>

      {plan && billing === 'subscription' && (
        <p id={subscribedNoteId} className="mx-auto mt-4 max-w-2xl text-center text-sm text-slate-300">
          {t(canChangePlan ? 'pricing.subscribedCanChange' : 'pricing.subscribedPastDue', {
            tier: plan.subscriptionTier ?? '',
          })}
        </p>
      )}
      <ChangePlanDialog tier={changingTo} onClose={() => setChangingTo(null)} />

      {resumable && (
        <Card className="mx-auto mt-6 max-w-2xl text-center">
          <p className="text-sm text-slate-200">
            {t('pricing.resumable', {
              tier: resumable.subscriptionTier ?? '',
              date: formatDate(resumable.nextRenewalDate) ?? '',
            })}
          </p>
          <div className="mt-3">
            <ResumeSubscriptionDialog view={resumable} />
          </div>
        </Card>
      )}

      {redirecting && (
        <p role="status" className="mt-6 text-center text-slate-200">
          {t('pricing.redirecting')}
        </p>
      )}
      {checkout.isError && (
        <FormError
          className="mx-auto mt-6 max-w-2xl"
          title={t('pricing.checkoutFailed')}
          message={checkout.error.message}
        />
      )}

      {tiers.isPending ? (
        <p role="status" className="mt-12 text-center text-slate-400">
          {t('pricing.loading')}
        </p>
      ) : tiers.isError ? (
        <FormError className="mx-auto mt-10 max-w-md" message={t('pricing.loadFailed')}>
          <button type="button" className="mt-2 underline" onClick={() => void tiers.refetch()}>
            {t('pricing.tryAgain')}
          </button>
        </FormError>
      ) : shown.length === 0 ? (
        <p className="mt-12 text-center text-slate-400">{t(`pricing.noOptions.${billing}`)}</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {shown.map(({ tier, price }) => {
            const isCurrentPlan = billing === 'subscription' && plan?.tierId === tier.tierId;
            const changes = Boolean(plan) && billing === 'subscription' && !isCurrentPlan;
            const upgrade = (currentPrice?.priceCents ?? 0) < price.priceCents;
            return (
              <li key={tier.tierId}>
                <TierCard
                  tier={tier}
                  price={price}
                  isCurrentPlan={isCurrentPlan}
                  changeLabel={
                    changes
                      ? t(upgrade ? 'pricing.upgradeTo' : 'pricing.switchTo', { tier: tier.name })
                      : undefined
                  }
                  blockedReasonId={changes && !canChangePlan ? subscribedNoteId : undefined}
                  busy={redirecting}
                  onChoose={() => (changes ? setChangingTo(tier) : choose(tier))}
                />
              </li>
            );
          })}
        </ul>
      )}

      <p className="mx-auto mt-10 max-w-3xl text-center text-xs text-slate-500">
        <RichText
          id="pricing.terms"
          components={{ 0: <Link to="/terms-of-service" className="underline" /> }}
        />
      </p>

      <SignInToContinueDialog
        open={signInOpen}
        onOpenChange={(open) => {
          setSignInOpen(open);
          // Closing the dialog means the visitor changed their mind: nothing resumes later.
          if (!open) takePendingPurchase(sessionStore(), Date.now());
        }}
      />
    </div>
  );
}
