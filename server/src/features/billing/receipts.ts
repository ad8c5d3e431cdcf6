import { isLanguage, type Language } from '@orrery/core/api/language';
import type { AppDeps } from '../../http/context';
import { receiptMail, refundedPaymentMail, renewalMail } from '../../mail/templates';

/** What a payment bought, as its letter names it in the recipient's language. */
function productName(kind: string | null, tier: string, language: Language): string {
  if (language === 'de') {
    if (kind === 'one_time') return `Credit-Paket ${tier}`;
    if (kind === 'plan_change') return `Wechsel zu ${tier} für den Rest dieses Monats`;
    return `Monatsabo ${tier}`;
  }
  if (kind === 'one_time') return `${tier} credit pack`;
  if (kind === 'plan_change') return `Upgrade to ${tier} for the rest of this month`;
  return `${tier} monthly subscription`;
}

/**
 * Mails the receipt of a pack or a subscription's first payment, the renewal notice of a
 * renewal, or, for a payment we refunded instead of honouring (a second subscription, a renewal
 * of a stopped one), a notice that says so. Called once the payment's transaction has committed; a failure here is logged and
 * never reaches the provider, which would otherwise redeliver an event that was applied.
 */
export async function sendPaymentMail(deps: AppDeps, paymentId: string): Promise<void> {
  const { mailer } = deps;
  if (!mailer) return;
  try {
    const row = await deps.database.db
      .selectFrom('payments')
      .innerJoin('profiles', 'profiles.id', 'payments.user_id')
      .leftJoin('pricing_tiers', 'pricing_tiers.tier_id', 'payments.tier_id')
      .select([
        'payments.kind',
        'payments.provider',
        'payments.amount_cents',
        'payments.currency',
        'payments.credits_granted',
        'payments.created_at',
        'payments.provider_reference',
        'payments.payment_intent_id',
        'payments.invoice_id',
        'payments.refund_reason',
        'pricing_tiers.tier_name',
        'profiles.email',
        'profiles.first_name',
        'profiles.full_name',
        'profiles.language',
        'profiles.next_renewal_date',
        'profiles.status',
      ])
      .where('payments.id', '=', paymentId)
      .executeTakeFirst();
    if (!row || row.status === 'deleted') return;
    const tier = row.tier_name ?? 'Credits';
    const language = isLanguage(row.language) ? row.language : 'en';
    const payment = {
      product: productName(row.kind, tier, language),
      credits: row.credits_granted,
      amountCents: row.amount_cents,
      currency: row.currency,
      paidAt: new Date(row.created_at),
      // The provider's own reference, which its statement and support know the payment by.
      reference: row.invoice_id ?? row.payment_intent_id ?? row.provider_reference,
      test: row.provider === 'demo',
    };
    const recipient = { email: row.email, name: row.first_name ?? row.full_name, language };
    const publicUrl = deps.env.PUBLIC_URL;
    mailer.send(
      row.refund_reason
        ? refundedPaymentMail(recipient, payment, row.refund_reason, publicUrl)
        : row.kind === 'renewal'
          ? renewalMail(
              recipient,
              payment,
              row.next_renewal_date ? new Date(row.next_renewal_date) : null,
              publicUrl,
            )
          : receiptMail(recipient, payment, publicUrl),
      { counted: false },
    );
  } catch (error) {
    deps.logger.error('payment mail not sent', {
      paymentId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
