import { formatPrice } from '@orrery/core/credits/price';
import { LEGAL } from '@orrery/core/legal';
import type { OutgoingMail } from './mailer';

const PRODUCT = 'Orrery';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button, as plain text. */
  lines: string[];
  /** Label and value pairs (a receipt's lines), after the paragraphs. */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  publicUrl: string;
  /** Replaces the closing line that says why the message came (the daily note says how to stop it). */
  footer?: string;
}

/**
 * One layout for every message: the plain-text part reads on its own, and the HTML part uses
 * the app's night background and gold accent with inline styles, which is all mail clients keep.
 */
function compose(letter: Letter): OutgoingMail {
  const footer =
    letter.footer ??
    `You receive this message because of an account at ${PRODUCT} (${letter.publicUrl}). If you did not ask for it, you can ignore it.`;
  const text = [
    letter.greeting,
    '',
    ...letter.lines.flatMap((line) => [line, '']),
    ...(letter.details ? [...letter.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(letter.action ? [`${letter.action.label}: ${letter.action.url}`, ''] : []),
    ...(letter.after ?? []).flatMap((line) => [line, '']),
    `-- ${PRODUCT}`,
    footer,
  ].join('\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#e2e8f0">${escapeHtml(line)}</p>`;
  const details = letter.details
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">
${letter.details.map(([label, value]) => `<tr><td style="padding:6px 16px 6px 0;font-size:14px;color:#94a3b8;border-bottom:1px solid rgba(255,255,255,0.1)">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:14px;color:#e2e8f0;border-bottom:1px solid rgba(255,255,255,0.1)">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`
    : '';
  const button = letter.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(letter.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:9999px;background:#e8c36a;color:#07061a;font-weight:600;text-decoration:none">${escapeHtml(letter.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#94a3b8">Or paste this address into your browser: <a href="${escapeHtml(letter.action.url)}" style="color:#f3d98b;word-break:break-all">${escapeHtml(letter.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#07061a;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#07061a;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 24px;font-family:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;font-size:28px;color:#f3d98b">${PRODUCT}</td></tr>
<tr><td style="background:#0b0a1f;border:1px solid rgba(255,255,255,0.1);border-radius:16px;padding:32px">
${paragraph(letter.greeting)}
${letter.lines.map(paragraph).join('\n')}
${details}
${button}
${(letter.after ?? []).map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:24px 8px 0;font-size:12px;line-height:1.5;color:#64748b">${escapeHtml(footer)}<br>&copy; ${PRODUCT}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { to: letter.to, subject: letter.subject, text, html };
}

interface Recipient {
  email: string;
  name?: string | null;
}

const greeting = (user: Recipient) => `Hello ${user.name?.trim() || 'there'},`;

export function verificationMail(
  user: Recipient,
  url: string,
  publicUrl: string,
  welcomeCredits: number,
): OutgoingMail {
  return compose({
    to: user.email,
    subject: `Confirm your email address for ${PRODUCT}`,
    greeting: greeting(user),
    lines: [
      `Please confirm that ${user.email} is your address.` +
        (welcomeCredits > 0 ? ` Your ${welcomeCredits} welcome credits are added once you do.` : ''),
    ],
    action: { label: 'Confirm my email address', url },
    after: ['The link works for 24 hours.'],
    publicUrl,
  });
}

export function emailChangeMail(
  user: Recipient,
  newEmail: string,
  url: string,
  publicUrl: string,
): OutgoingMail {
  return compose({
    to: newEmail,
    subject: `Confirm your new email address for ${PRODUCT}`,
    greeting: greeting(user),
    lines: [`You asked to sign in to ${PRODUCT} with ${newEmail} from now on. Please confirm it is yours.`],
    action: { label: 'Confirm my new address', url },
    after: ['Until you do, your account keeps its current address. The link works for 24 hours.'],
    publicUrl,
  });
}

/** To the address an account signed in with until now, once a change to another one took effect. */
export function emailChangedMail(
  user: Recipient,
  change: { oldEmail: string; newEmail: string; undoUrl: string; undoDays: number },
  publicUrl: string,
): OutgoingMail {
  return compose({
    to: change.oldEmail,
    subject: `Your ${PRODUCT} sign-in address was changed`,
    greeting: greeting(user),
    lines: [
      `Your ${PRODUCT} account now signs in with ${change.newEmail} instead of ${change.oldEmail}.`,
      'If you made this change, there is nothing to do.',
    ],
    action: { label: 'This was not me: undo the change', url: change.undoUrl },
    after: [
      `The link works for ${change.undoDays} days. Undoing the change puts ${change.oldEmail} back and signs your account out on every device; then choose a new password.`,
    ],
    publicUrl,
  });
}

export function passwordResetMail(user: Recipient, url: string, publicUrl: string): OutgoingMail {
  return compose({
    to: user.email,
    subject: `Reset your ${PRODUCT} password`,
    greeting: greeting(user),
    lines: ['Someone, hopefully you, asked to reset the password of your account.'],
    action: { label: 'Choose a new password', url },
    after: [
      'The link works once, for one hour. Choosing a new password signs your account out on every device.',
    ],
    publicUrl,
  });
}

/** Sent when someone signs up with an address that already has an account, instead of saying so on screen. */
export function existingAccountMail(user: Recipient, publicUrl: string): OutgoingMail {
  const origin = publicUrl.replace(/\/$/, '');
  return compose({
    to: user.email,
    subject: `You already have an ${PRODUCT} account`,
    greeting: greeting(user),
    lines: [
      `Someone tried to create a new account with ${user.email}, which already has one. If that was you, sign in instead; if you have forgotten your password, you can reset it from the sign-in page.`,
    ],
    action: { label: 'Sign in', url: `${origin}/auth` },
    publicUrl,
  });
}

export interface PaymentSummary {
  product: string;
  credits: number;
  amountCents: number;
  currency: string;
  paidAt: Date;
  reference: string;
  /** Paid with the demo checkout's test card: no money moved, and the mail says so. */
  test: boolean;
}

const TEST_PAYMENT_LINE =
  'This was a test payment with the demo checkout: no money was taken, and this message is not a receipt for any charge.';

function paymentDetails(payment: PaymentSummary): [string, string][] {
  return [
    ['Product', payment.product],
    ['Credits', String(payment.credits)],
    [
      'Amount',
      payment.test
        ? `${formatPrice(payment.amountCents, payment.currency)} (test payment, nothing charged)`
        : `${formatPrice(payment.amountCents, payment.currency)} (VAT included)`,
    ],
    ['Date', formatDate(payment.paidAt)],
    ['Payment reference', payment.reference],
  ];
}

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The receipt the terms promise for a pack or a subscription's first payment. */
export function receiptMail(user: Recipient, payment: PaymentSummary, publicUrl: string): OutgoingMail {
  const origin = publicUrl.replace(/\/$/, '');
  return compose({
    to: user.email,
    subject: `Your ${PRODUCT} ${payment.test ? 'test receipt' : 'receipt'}: ${payment.product}`,
    greeting: greeting(user),
    lines: [
      ...(payment.test ? [TEST_PAYMENT_LINE] : []),
      `Thank you for your purchase. Your ${payment.credits} credits are in your account.`,
    ],
    details: paymentDetails(payment),
    action: { label: 'See my credit history', url: `${origin}/profile` },
    publicUrl,
  });
}

/** Why we gave a payment back, in the words its notice uses. */
export const REFUND_EXPLANATIONS: Record<string, string> = {
  duplicate_subscription:
    'You already have an active subscription, so this second subscription was cancelled straight away and its payment refunded in full. No credits were added for it, and your existing subscription carries on as before.',
  subscription_stopped:
    'Your subscription had already ended, so this renewal payment was refunded in full and no credits were added.',
  account_blocked:
    'Your account is blocked, so this subscription was cancelled straight away and its payment refunded in full.',
  account_deleted:
    'Your account has been deleted, so this subscription was cancelled straight away and its payment refunded in full.',
};

/** Sent when we refunded a payment ourselves instead of honouring it: what, how much and why. */
export function refundedPaymentMail(
  user: Recipient,
  payment: PaymentSummary,
  reason: string,
  publicUrl: string,
): OutgoingMail {
  const origin = publicUrl.replace(/\/$/, '');
  return compose({
    to: user.email,
    subject: `Your ${PRODUCT} ${payment.test ? 'test payment' : 'payment'} was refunded: ${payment.product}`,
    greeting: greeting(user),
    lines: [
      ...(payment.test ? [TEST_PAYMENT_LINE] : []),
      REFUND_EXPLANATIONS[reason] ?? 'This payment was refunded in full and no credits were added.',
      ...(payment.test ? [] : ['The refund reaches your card within 5 to 10 working days.']),
    ],
    details: paymentDetails({ ...payment, credits: 0 }),
    action: { label: 'Manage my subscription', url: `${origin}/profile` },
    publicUrl,
  });
}

/** Sent when a subscription renews: what was charged, the new month's credits and the next renewal. */
export function renewalMail(
  user: Recipient,
  payment: PaymentSummary,
  nextRenewal: Date | null,
  publicUrl: string,
): OutgoingMail {
  const origin = publicUrl.replace(/\/$/, '');
  return compose({
    to: user.email,
    subject: `Your ${PRODUCT} subscription has renewed${payment.test ? ' (test payment)' : ''}`,
    greeting: greeting(user),
    lines: [
      ...(payment.test ? [TEST_PAYMENT_LINE] : []),
      `Your subscription has renewed and this month's ${payment.credits} credits are in your account.`,
    ],
    details: paymentDetails(payment),
    action: { label: 'Manage my subscription', url: `${origin}/profile` },
    after: [
      (nextRenewal ? `It renews next on ${formatDate(nextRenewal)}. ` : '') +
        `To stop it, cancel at least ${LEGAL.cancelHoursBeforeRenewal} hours before the renewal date from your profile.`,
    ],
    publicUrl,
  });
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The double opt-in: no daily note goes by email until this link is followed. */
export function dailyConfirmMail(
  user: Recipient,
  confirm: { url: string; hour: number; timeZone: string },
  publicUrl: string,
): OutgoingMail {
  return compose({
    to: user.email,
    subject: `Confirm your daily note from ${PRODUCT}`,
    greeting: greeting(user),
    lines: [
      `You asked for a short note on your sky by email every day at ${hourLabel(confirm.hour)} (${confirm.timeZone}). Please confirm that you want it.`,
    ],
    action: { label: 'Yes, send me the daily note', url: confirm.url },
    after: [
      'If you did not ask for it, ignore this message and nothing will be sent. Every note has a link that stops them with one click.',
    ],
    publicUrl,
  });
}

/**
 * One day's note. The plain text is the note itself; the unsubscribe link is in the body as well
 * as in the List-Unsubscribe header the caller adds, for mail programs that show neither button.
 */
export function dailyNoteMail(
  user: Recipient,
  note: { subject: string; text: string },
  links: { today: string; unsubscribe: string; settings: string },
  publicUrl: string,
): OutgoingMail {
  // The note opens with its own greeting ("Ada, here is your sky for …"), so no "Hello" before it.
  const [opening = greeting(user), ...paragraphs] = note.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return compose({
    to: user.email,
    subject: note.subject,
    greeting: opening,
    lines: paragraphs,
    action: { label: 'See today in full', url: links.today },
    footer: `You receive this note because you asked ${PRODUCT} (${publicUrl}) for it. Change its hour in your profile (${links.settings}), or stop it with one click: ${links.unsubscribe}`,
    publicUrl,
  });
}
