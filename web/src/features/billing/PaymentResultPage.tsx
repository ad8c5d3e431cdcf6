import type { CheckoutStatus } from '@orrery/core/api/billing';
import { appByRouteId } from '@orrery/core/catalogue';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LEGAL } from '@/features/legal/constants';
import { rememberedReading } from '@/features/readings/generators/remembered-reading';
import { api, call } from '@/lib/api';
import { sessionStore } from '@/lib/memory-storage';
import { useT } from '@/i18n/i18n';
import { appName } from '@/i18n/messages-by-code';
import { RichText } from '@/i18n/Trans';
import { CreditHistoryTable } from './CreditHistory';
import { useAfterBalanceChange } from './use-billing';

/** Confirmation normally lands within a second or two; after this the page says it is still waiting. */
const STILL_CONFIRMING_AFTER_MS = 15_000;
const FAST_POLL_MS = 1_000;
const SLOW_POLL_MS = 5_000;

function ResultCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center">
        {icon}
        <h1 className="mt-4 text-3xl text-slate-50">{title}</h1>
        {children}
      </Card>
    </div>
  );
}

function Links({ success, children }: { success: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      {children}
      <Button asChild variant={children ? 'outline' : 'primary'}>
        <Link to="/app">{t('payment.toDashboard')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/pricing">{t(success ? 'payment.viewPricing' : 'payment.backToPricing')}</Link>
      </Button>
    </div>
  );
}

function Confirmed({ status }: { status: CheckoutStatus }) {
  const t = useT();
  const [remembered] = useState(() => rememberedReading(sessionStore(), Date.now()));
  const app = remembered ? appByRouteId(remembered.request.app) : null;
  return (
    <ResultCard
      icon={<CheckCircle2 className="mx-auto h-14 w-14 text-emerald-300" aria-hidden />}
      title={t('payment.successTitle')}
    >
      <p className="mt-3 text-slate-300">{t('payment.creditsAdded')}</p>
      <p role="status" className="mt-4 text-lg text-slate-100">
        <RichText
          id="payment.newBalance"
          values={{ credits: status.credits, balance: status.balance }}
          components={{ 0: <span className="font-semibold text-gold-300" /> }}
        />
      </p>
      {status.billing === 'subscription' && (
        <p className="mt-2 text-sm text-slate-300">
          {t('payment.subscriptionActive', { tier: status.tierName ?? '', credits: status.credits })}
        </p>
      )}
      <div className="text-left">
        <CreditHistoryTable limit={3} caption={t('payment.latestChanges')} />
      </div>
      <p className="mt-4 text-sm text-slate-400">
        {status.provider === 'demo' ? `${t('payment.testPayment')} ` : ''}
        {status.receiptSentTo
          ? t(status.provider === 'demo' ? 'payment.testReceiptSent' : 'payment.receiptSent', {
              email: status.receiptSentTo,
            })
          : t('payment.noReceipt')}
      </p>
      <Links success>
        {app && (
          <Button asChild>
            <Link to={app.formPath}>
              {t('payment.continueReading', { app: appName(app.routeId, app.name) })}
            </Link>
          </Button>
        )}
      </Links>
    </ResultCard>
  );
}

/**
 * /success: the provider has sent the buyer back, but the credits count only once its signed
 * confirmation has been applied on the server. Until then the page says it is confirming,
 * never that credits were added.
 */
function SuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const startedAt = useRef(Date.now());
  const [slow, setSlow] = useState(false);
  const afterChange = useAfterBalanceChange();
  const status = useQuery({
    queryKey: ['billing', 'checkout', sessionId],
    queryFn: () =>
      call(api.billing['checkout-sessions'][':sessionId'].$get({ param: { sessionId: sessionId ?? '' } })),
    enabled: Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data?.status === 'open'
        ? Date.now() - startedAt.current < STILL_CONFIRMING_AFTER_MS
          ? FAST_POLL_MS
          : SLOW_POLL_MS
        : false,
  });

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_CONFIRMING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  // Once per confirmation, the header and dashboard take the new balance.
  const announced = useRef(false);
  const confirmedBalance = status.data?.status === 'completed' ? status.data.balance : undefined;
  useEffect(() => {
    if (confirmedBalance === undefined || announced.current) return;
    announced.current = true;
    afterChange(confirmedBalance);
  }, [confirmedBalance, afterChange]);

  if (!sessionId || status.isError) {
    return (
      <ResultCard
        icon={<Clock className="mx-auto h-14 w-14 text-gold-300" aria-hidden />}
        title={t('payment.notFoundTitle')}
      >
        <p className="mt-3 text-slate-300">{t('payment.notFound')}</p>
        <Links success={false} />
      </ResultCard>
    );
  }
  if (!status.data || status.data.status === 'open') {
    return (
      <ResultCard
        icon={
          <span
            aria-hidden
            className="mx-auto block h-12 w-12 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
          />
        }
        title={t(slow ? 'payment.stillConfirmingTitle' : 'payment.confirmingTitle')}
      >
        <p role="status" className="mt-3 text-slate-300">
          {t(slow ? 'payment.stillConfirming' : 'payment.confirming')}
        </p>
        {slow && <Links success />}
      </ResultCard>
    );
  }
  if (status.data.status === 'expired') {
    return (
      <ResultCard
        icon={<XCircle className="mx-auto h-14 w-14 text-rose-300" aria-hidden />}
        title={t('payment.expiredTitle')}
      >
        <p className="mt-3 text-slate-300">{t('payment.expired')}</p>
        <Links success={false} />
      </ResultCard>
    );
  }
  return <Confirmed status={status.data} />;
}

function CancelPage() {
  const t = useT();
  return (
    <ResultCard
      icon={<XCircle className="mx-auto h-14 w-14 text-rose-300" aria-hidden />}
      title={t('payment.cancelTitle')}
    >
      <p className="mt-3 text-slate-300">{t('payment.cancelled')}</p>
      <p className="mt-2 text-sm text-slate-400">
        <RichText
          id="payment.trouble"
          components={{ 0: <a href={`mailto:${LEGAL.supportEmail}`} className="text-gold-300 underline" /> }}
        />
      </p>
      <Links success={false} />
    </ResultCard>
  );
}

/** /success and /cancel, where the payment provider sends the buyer back. */
export default function PaymentResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  return outcome === 'success' ? <SuccessPage /> : <CancelPage />;
}
