import { DEMO_CARD_DECLINED, DEMO_CARD_PAYS } from '@orrery/core/api/billing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FullPageLoading } from '@/features/auth/RequireAuth';
import { api, call, isApiError } from '@/lib/api';
import { useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';
import { money } from './billing-text';
import { useAfterBalanceChange } from './use-billing';
/** "4242424242424242" → "4242 4242 4242 4242", as the number is typed. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The built-in checkout used when no payment provider is configured. It looks like a payment
 * page but says plainly that it is a test: the server signs the outcome and sends it through
 * the same webhook pipeline a real provider's confirmation takes.
 */
export default function DemoCheckoutPage() {
  const t = useT();
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const afterChange = useAfterBalanceChange();
  const ids = { card: useId(), hint: useId() };
  const [cardNumber, setCardNumber] = useState('');
  const [cardError, setCardError] = useState<string>();

  const session = useQuery({
    queryKey: ['billing', 'checkout', sessionId],
    queryFn: () => call(api.billing['checkout-sessions'][':sessionId'].$get({ param: { sessionId } })),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: (card: string) =>
      call(
        api.billing.demo['checkout-sessions'][':sessionId'].pay.$post({
          param: { sessionId },
          json: { cardNumber: card },
        }),
      ),
    onSuccess: (paid) => {
      afterChange(paid.balance);
      navigate(`/success?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
    },
  });

  if (session.isPending) return <FullPageLoading label={t('demo.loading')} />;
  if (session.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <FormError
          title={t('demo.notFoundTitle')}
          message={isApiError(session.error, 'not_found') ? t('demo.notFound') : session.error.message}
        >
          <Link to="/pricing" className="mt-2 inline-block underline">
            {t('payment.backToPricing')}
          </Link>
        </FormError>
      </div>
    );
  }
  const checkout = session.data;
  if (checkout.status === 'completed') {
    return <Navigate to={`/success?session_id=${encodeURIComponent(sessionId)}`} replace />;
  }

  const monthly = checkout.billing === 'subscription';
  const price = money(checkout.priceCents, checkout.currency);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pay.isPending) return;
    const digits = cardNumber.replace(/\D/g, '');
    if (digits.length < 12) {
      setCardError(t('demo.cardNumberMissing'));
      return;
    }
    setCardError(undefined);
    pay.mutate(digits);
  }

  const serverFieldError =
    pay.error && isApiError(pay.error, 'validation_failed') ? pay.error.fields[0]?.message : undefined;
  const fieldError = cardError ?? (serverFieldError ? `${serverFieldError}.` : undefined);
  const declined = pay.error && isApiError(pay.error, 'card_declined');

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <p className="flex items-start gap-2 rounded-xl bg-amber-400/10 px-4 py-3 text-sm text-amber-100 ring-1 ring-amber-300/30">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <RichText id="demo.testPayment" components={{ 0: <strong className="font-semibold" /> }} />
        </span>
      </p>
      <Card className="mt-6 p-6 sm:p-8">
        <h1 className="text-3xl text-slate-50">{t('demo.title')}</h1>
        <dl className="mt-5 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">{t(monthly ? 'demo.monthlySubscription' : 'demo.creditPack')}</dt>
            <dd className="text-slate-100">{checkout.tierName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">{t('demo.credits')}</dt>
            <dd className="text-slate-100">
              {monthly ? t('demo.creditsMonthly', { count: checkout.credits }) : checkout.credits}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-white/10 pt-2 text-base">
            <dt className="text-slate-200">{t('demo.total')}</dt>
            <dd className="font-semibold text-gold-300">
              {monthly ? t('demo.pricePerMonth', { price }) : price}
            </dd>
          </div>
        </dl>

        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <FormField
            id={ids.card}
            label={t('demo.cardNumber')}
            error={fieldError}
            describedBy={(errorId) => (errorId ? `${ids.hint} ${errorId}` : ids.hint)}
            after={
              <p id={ids.hint} className="mt-2 text-xs text-slate-400">
                {t('demo.testCards', {
                  pays: groupDigits(DEMO_CARD_PAYS),
                  declined: groupDigits(DEMO_CARD_DECLINED),
                })}
              </p>
            }
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                value={cardNumber}
                disabled={pay.isPending}
                onChange={(event) => {
                  setCardNumber(groupDigits(event.target.value));
                  setCardError(undefined);
                }}
              />
            )}
          </FormField>
          {declined && <FormError title={t('demo.declinedTitle')} message={t('demo.declined')} />}
          {pay.error && !declined && !serverFieldError && (
            <FormError title={t('demo.failedTitle')} message={pay.error.message} />
          )}
          <Button type="submit" size="lg" className="w-full" disabled={pay.isPending}>
            <Lock className="h-4 w-4" aria-hidden />
            {pay.isPending ? t('demo.paying') : t('demo.pay', { price })}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/cancel" className="text-slate-400 underline hover:text-slate-200">
            {t('demo.cancel')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
