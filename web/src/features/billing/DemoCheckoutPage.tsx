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
import { formatPrice } from '@orrery/core/credits/price';
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

  if (session.isPending) return <FullPageLoading label="Loading checkout..." />;
  if (session.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <FormError
          title="Checkout not found"
          message={
            isApiError(session.error, 'not_found')
              ? 'This checkout does not exist or belongs to another account. Nothing was charged.'
              : session.error.message
          }
        >
          <Link to="/pricing" className="mt-2 inline-block underline">
            Back to Pricing
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
  const price = formatPrice(checkout.priceCents, checkout.currency);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pay.isPending) return;
    const digits = cardNumber.replace(/\D/g, '');
    if (digits.length < 12) {
      setCardError('Enter the card number (12 to 19 digits).');
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
          <strong className="font-semibold">Test payment.</strong> This is Orrery&apos;s demo checkout: no
          money is taken and no real card is needed.
        </span>
      </p>
      <Card className="mt-6 p-6 sm:p-8">
        <h1 className="text-3xl text-slate-50">Checkout</h1>
        <dl className="mt-5 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">{monthly ? 'Monthly subscription' : 'Credit pack'}</dt>
            <dd className="text-slate-100">{checkout.tierName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-400">Credits</dt>
            <dd className="text-slate-100">
              {checkout.credits}
              {monthly ? ' every month' : ''}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-white/10 pt-2 text-base">
            <dt className="text-slate-200">Total (VAT included)</dt>
            <dd className="font-semibold text-gold-300">
              {price}
              {monthly ? '/month' : ''}
            </dd>
          </div>
        </dl>

        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <FormField
            id={ids.card}
            label="Card number"
            error={fieldError}
            describedBy={(errorId) => (errorId ? `${ids.hint} ${errorId}` : ids.hint)}
            after={
              <p id={ids.hint} className="mt-2 text-xs text-slate-400">
                Test cards: {groupDigits(DEMO_CARD_PAYS)} pays; {groupDigits(DEMO_CARD_DECLINED)} is declined.
                No expiry date or security code is needed.
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
          {declined && (
            <FormError
              title="Your card was declined"
              message="Nothing was charged and no credits were added. Try another card."
            />
          )}
          {pay.error && !declined && !serverFieldError && (
            <FormError title="The payment did not go through" message={pay.error.message} />
          )}
          <Button type="submit" size="lg" className="w-full" disabled={pay.isPending}>
            <Lock className="h-4 w-4" aria-hidden />
            {pay.isPending ? 'Paying...' : `Pay ${price}`}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm">
          <Link to="/cancel" className="text-slate-400 underline hover:text-slate-200">
            Cancel and return to Orrery
          </Link>
        </p>
      </Card>
    </div>
  );
}
