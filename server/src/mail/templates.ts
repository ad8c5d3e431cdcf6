import type { Language } from '@orrery/core/api/language';
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
  language: Language;
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
  const words = FRAME[letter.language];
  const footer = letter.footer ?? words.footer(letter.publicUrl);
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
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#94a3b8">${escapeHtml(words.pasteAddress)} <a href="${escapeHtml(letter.action.url)}" style="color:#f3d98b;word-break:break-all">${escapeHtml(letter.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${letter.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(letter.subject)}</title></head>
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

/** The words of the layout itself, in each language a letter can be written in. */
const FRAME: Record<Language, { footer: (publicUrl: string) => string; pasteAddress: string }> = {
  en: {
    footer: (publicUrl) =>
      `You receive this message because of an account at ${PRODUCT} (${publicUrl}). If you did not ask for it, you can ignore it.`,
    pasteAddress: 'Or paste this address into your browser:',
  },
  de: {
    footer: (publicUrl) =>
      `Du erhältst diese Nachricht wegen eines Kontos bei ${PRODUCT} (${publicUrl}). Wenn du sie nicht angefordert hast, kannst du sie ignorieren.`,
    pasteAddress: 'Oder kopiere diese Adresse in deinen Browser:',
  },
};

interface Recipient {
  email: string;
  name?: string | null;
  /** The language the account chose; a letter to someone who never chose is in English. */
  language?: Language | null;
}

const languageOf = (user: Recipient): Language => user.language ?? 'en';

function greeting(user: Recipient): string {
  const name = user.name?.trim();
  if (languageOf(user) === 'de') return name ? `Hallo ${name},` : 'Hallo,';
  return `Hello ${name || 'there'},`;
}

export function verificationMail(
  user: Recipient,
  url: string,
  publicUrl: string,
  welcomeCredits: number,
): OutgoingMail {
  const de = languageOf(user) === 'de';
  const credits =
    welcomeCredits > 0
      ? de
        ? ` Sobald du das getan hast, bekommst du deine ${welcomeCredits} Willkommens-Credits.`
        : ` Your ${welcomeCredits} welcome credits are added once you do.`
      : '';
  return compose({
    to: user.email,
    language: languageOf(user),
    subject: de
      ? `Bestätige deine E-Mail-Adresse für ${PRODUCT}`
      : `Confirm your email address for ${PRODUCT}`,
    greeting: greeting(user),
    lines: [
      (de
        ? `Bitte bestätige, dass ${user.email} deine Adresse ist.`
        : `Please confirm that ${user.email} is your address.`) + credits,
    ],
    action: { label: de ? 'E-Mail-Adresse bestätigen' : 'Confirm my email address', url },
    after: [de ? 'Der Link gilt 24 Stunden.' : 'The link works for 24 hours.'],
    publicUrl,
  });
}

export function emailChangeMail(
  user: Recipient,
  newEmail: string,
  url: string,
  publicUrl: string,
): OutgoingMail {
  const de = languageOf(user) === 'de';
  return compose({
    to: newEmail,
    language: languageOf(user),
    subject: de
      ? `Bestätige deine neue E-Mail-Adresse für ${PRODUCT}`
      : `Confirm your new email address for ${PRODUCT}`,
    greeting: greeting(user),
    lines: [
      de
        ? `Du möchtest dich bei ${PRODUCT} künftig mit ${newEmail} anmelden. Bitte bestätige, dass diese Adresse dir gehört.`
        : `You asked to sign in to ${PRODUCT} with ${newEmail} from now on. Please confirm it is yours.`,
    ],
    action: { label: de ? 'Neue Adresse bestätigen' : 'Confirm my new address', url },
    after: [
      de
        ? 'Bis dahin behält dein Konto seine bisherige Adresse. Der Link gilt 24 Stunden.'
        : 'Until you do, your account keeps its current address. The link works for 24 hours.',
    ],
    publicUrl,
  });
}

/** To the address an account signed in with until now, once a change to another one took effect. */
export function emailChangedMail(
  user: Recipient,
  change: { oldEmail: string; newEmail: string; undoUrl: string; undoDays: number },
  publicUrl: string,
): OutgoingMail {
  const de = languageOf(user) === 'de';
  return compose({
    to: change.oldEmail,
    language: languageOf(user),
    subject: de
      ? `Deine Anmeldeadresse bei ${PRODUCT} wurde geändert`
      : `Your ${PRODUCT} sign-in address was changed`,
    greeting: greeting(user),
    lines: de
      ? [
          `Du meldest dich bei ${PRODUCT} jetzt mit ${change.newEmail} statt mit ${change.oldEmail} an.`,
          'Wenn du das selbst geändert hast, musst du nichts tun.',
        ]
      : [
          `Your ${PRODUCT} account now signs in with ${change.newEmail} instead of ${change.oldEmail}.`,
          'If you made this change, there is nothing to do.',
        ],
    action: {
      label: de ? 'Das war ich nicht: Änderung rückgängig machen' : 'This was not me: undo the change',
      url: change.undoUrl,
    },
    after: [
      de
        ? `Der Link gilt ${change.undoDays} Tage. Wenn du die Änderung rückgängig machst, gilt wieder ${change.oldEmail}, und dein Konto wird auf allen Geräten abgemeldet; wähle danach ein neues Passwort.`
        : `The link works for ${change.undoDays} days. Undoing the change puts ${change.oldEmail} back and signs your account out on every device; then choose a new password.`,
    ],
    publicUrl,
  });
}

export function passwordResetMail(user: Recipient, url: string, publicUrl: string): OutgoingMail {
  const de = languageOf(user) === 'de';
  return compose({
    to: user.email,
    language: languageOf(user),
    subject: de ? `Setze dein Passwort für ${PRODUCT} zurück` : `Reset your ${PRODUCT} password`,
    greeting: greeting(user),
    lines: [
      de
        ? 'Jemand, hoffentlich du, möchte das Passwort deines Kontos zurücksetzen.'
        : 'Someone, hopefully you, asked to reset the password of your account.',
    ],
    action: { label: de ? 'Neues Passwort wählen' : 'Choose a new password', url },
    after: [
      de
        ? 'Der Link funktioniert einmal und eine Stunde lang. Mit dem neuen Passwort wird dein Konto auf allen Geräten abgemeldet.'
        : 'The link works once, for one hour. Choosing a new password signs your account out on every device.',
    ],
    publicUrl,
  });
}

/** Sent when someone signs up with an address that already has an account, instead of saying so on screen. */
export function existingAccountMail(user: Recipient, publicUrl: string): OutgoingMail {
  const de = languageOf(user) === 'de';
  const origin = publicUrl.replace(/\/$/, '');
  return compose({
    to: user.email,
    language: languageOf(user),
    subject: de ? `Du hast schon ein Konto bei ${PRODUCT}` : `You already have an ${PRODUCT} account`,
    greeting: greeting(user),
    lines: [
      de
        ? `Jemand wollte mit ${user.email} ein neues Konto anlegen, aber zu dieser Adresse gibt es schon eins. Wenn du das warst, melde dich einfach an; hast du dein Passwort vergessen, kannst du es auf der Anmeldeseite zurücksetzen.`
        : `Someone tried to create a new account with ${user.email}, which already has one. If that was you, sign in instead; if you have forgotten your password, you can reset it from the sign-in page.`,
    ],
    action: { label: de ? 'Anmelden' : 'Sign in', url: `${origin}/auth` },
    publicUrl,
  });
}

export interface PaymentSummary {
  /** What was bought, already in the recipient's language ("Starter credit pack"). */
  product: string;
  credits: number;
  amountCents: number;
  currency: string;
  paidAt: Date;
  reference: string;
  /** Paid with the demo checkout's test card: no money moved, and the mail says so. */
  test: boolean;
}

/** The words a payment's letters share, per language. */
const PAYMENT_WORDS = {
  en: {
    testLine:
      'This was a test payment with the demo checkout: no money was taken, and this message is not a receipt for any charge.',
    product: 'Product',
    credits: 'Credits',
    amount: 'Amount',
    testAmount: '(test payment, nothing charged)',
    vatIncluded: '(VAT included)',
    date: 'Date',
    reference: 'Payment reference',
    locale: 'en-GB',
    priceLocale: 'en-IE',
  },
  de: {
    testLine:
      'Dies war eine Testzahlung über den Demo-Checkout: Es wurde kein Geld abgebucht, und diese Nachricht ist keine Quittung für eine Belastung.',
    product: 'Produkt',
    credits: 'Credits',
    amount: 'Betrag',
    testAmount: '(Testzahlung, nichts berechnet)',
    vatIncluded: '(inkl. MwSt.)',
    date: 'Datum',
    reference: 'Zahlungsreferenz',
    locale: 'de-DE',
    priceLocale: 'de-DE',
  },
} as const satisfies Record<Language, Record<string, string>>;

function paymentDetails(payment: PaymentSummary, language: Language): [string, string][] {
  const words = PAYMENT_WORDS[language];
  const price = formatPrice(payment.amountCents, payment.currency, words.priceLocale);
  return [
    [words.product, payment.product],
    [words.credits, String(payment.credits)],
    [words.amount, `${price} ${payment.test ? words.testAmount : words.vatIncluded}`],
    [words.date, formatDate(payment.paidAt, language)],
    [words.reference, payment.reference],
  ];
}

const formatDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(PAYMENT_WORDS[language].locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );

const testLines = (payment: PaymentSummary, language: Language) =>
  payment.test ? [PAYMENT_WORDS[language].testLine] : [];

/** The receipt the terms promise for a pack or a subscription's first payment. */
export function receiptMail(user: Recipient, payment: PaymentSummary, publicUrl: string): OutgoingMail {
  const language = languageOf(user);
  const de = language === 'de';
  const origin = publicUrl.replace(/\/$/, '');
  const kind = de ? (payment.test ? 'Testquittung' : 'Quittung') : payment.test ? 'test receipt' : 'receipt';
  return compose({
    to: user.email,
    language,
    subject: de
      ? `Deine ${kind} von ${PRODUCT}: ${payment.product}`
      : `Your ${PRODUCT} ${kind}: ${payment.product}`,
    greeting: greeting(user),
    lines: [
      ...testLines(payment, language),
      de
        ? `Danke für deinen Kauf. Deine ${payment.credits} Credits sind auf deinem Konto.`
        : `Thank you for your purchase. Your ${payment.credits} credits are in your account.`,
    ],
    details: paymentDetails(payment, language),
    action: {
      label: de ? 'Meinen Credit-Verlauf ansehen' : 'See my credit history',
      url: `${origin}/profile`,
    },
    publicUrl,
  });
}

/** Why we gave a payment back, in the words its notice uses. */
const REFUND_EXPLANATIONS: Record<Language, Record<string, string>> = {
  en: {
    duplicate_subscription:
      'You already have an active subscription, so this second subscription was cancelled straight away and its payment refunded in full. No credits were added for it, and your existing subscription carries on as before.',
    subscription_stopped:
      'Your subscription had already ended, so this renewal payment was refunded in full and no credits were added.',
    account_blocked:
      'Your account is blocked, so this subscription was cancelled straight away and its payment refunded in full.',
    account_deleted:
      'Your account has been deleted, so this subscription was cancelled straight away and its payment refunded in full.',
  },
  de: {
    duplicate_subscription:
      'Du hast bereits ein aktives Abo. Dieses zweite Abo wurde deshalb sofort beendet und seine Zahlung vollständig erstattet. Dafür wurden keine Credits gutgeschrieben, und dein bestehendes Abo läuft unverändert weiter.',
    subscription_stopped:
      'Dein Abo war bereits beendet. Diese Verlängerungszahlung wurde deshalb vollständig erstattet, und es wurden keine Credits gutgeschrieben.',
    account_blocked:
      'Dein Konto ist gesperrt. Dieses Abo wurde deshalb sofort beendet und seine Zahlung vollständig erstattet.',
    account_deleted:
      'Dein Konto wurde gelöscht. Dieses Abo wurde deshalb sofort beendet und seine Zahlung vollständig erstattet.',
  },
};

/** Sent when we refunded a payment ourselves instead of honouring it: what, how much and why. */
export function refundedPaymentMail(
  user: Recipient,
  payment: PaymentSummary,
  reason: string,
  publicUrl: string,
): OutgoingMail {
  const language = languageOf(user);
  const de = language === 'de';
  const origin = publicUrl.replace(/\/$/, '');
  const what = de ? (payment.test ? 'Testzahlung' : 'Zahlung') : payment.test ? 'test payment' : 'payment';
  return compose({
    to: user.email,
    language,
    subject: de
      ? `Deine ${what} bei ${PRODUCT} wurde erstattet: ${payment.product}`
      : `Your ${PRODUCT} ${what} was refunded: ${payment.product}`,
    greeting: greeting(user),
    lines: [
      ...testLines(payment, language),
      REFUND_EXPLANATIONS[language][reason] ??
        (de
          ? 'Diese Zahlung wurde vollständig erstattet, und es wurden keine Credits gutgeschrieben.'
          : 'This payment was refunded in full and no credits were added.'),
      ...(payment.test
        ? []
        : [
            de
              ? 'Die Erstattung erreicht deine Karte innerhalb von 5 bis 10 Werktagen.'
              : 'The refund reaches your card within 5 to 10 working days.',
          ]),
    ],
    details: paymentDetails({ ...payment, credits: 0 }, language),
    action: { label: de ? 'Mein Abo verwalten' : 'Manage my subscription', url: `${origin}/profile` },
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
  const language = languageOf(user);
  const de = language === 'de';
  const origin = publicUrl.replace(/\/$/, '');
  const hours = LEGAL.cancelHoursBeforeRenewal;
  return compose({
    to: user.email,
    language,
    subject: de
      ? `Dein ${PRODUCT}-Abo wurde verlängert${payment.test ? ' (Testzahlung)' : ''}`
      : `Your ${PRODUCT} subscription has renewed${payment.test ? ' (test payment)' : ''}`,
    greeting: greeting(user),
    lines: [
      ...testLines(payment, language),
      de
        ? `Dein Abo wurde verlängert, und die ${payment.credits} Credits dieses Monats sind auf deinem Konto.`
        : `Your subscription has renewed and this month's ${payment.credits} credits are in your account.`,
    ],
    details: paymentDetails(payment, language),
    action: { label: de ? 'Mein Abo verwalten' : 'Manage my subscription', url: `${origin}/profile` },
    after: [
      de
        ? (nextRenewal ? `Die nächste Verlängerung ist am ${formatDate(nextRenewal, language)}. ` : '') +
          `Wenn du es beenden möchtest, kündige spätestens ${hours} Stunden vor dem Verlängerungstermin in deinem Profil.`
        : (nextRenewal ? `It renews next on ${formatDate(nextRenewal, language)}. ` : '') +
          `To stop it, cancel at least ${hours} hours before the renewal date from your profile.`,
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
  const de = languageOf(user) === 'de';
  const at = `${hourLabel(confirm.hour)} (${confirm.timeZone})`;
  return compose({
    to: user.email,
    language: languageOf(user),
    subject: de ? `Bestätige deine tägliche Notiz von ${PRODUCT}` : `Confirm your daily note from ${PRODUCT}`,
    greeting: greeting(user),
    lines: [
      de
        ? `Du möchtest jeden Tag um ${at} eine kurze Notiz zu deinem Himmel per E-Mail bekommen. Bitte bestätige das.`
        : `You asked for a short note on your sky by email every day at ${at}. Please confirm that you want it.`,
    ],
    action: {
      label: de ? 'Ja, schickt mir die tägliche Notiz' : 'Yes, send me the daily note',
      url: confirm.url,
    },
    after: [
      de
        ? 'Wenn du das nicht angefordert hast, ignoriere diese Nachricht; dann wird nichts verschickt. Jede Notiz enthält einen Link, mit dem du sie mit einem Klick abbestellst.'
        : 'If you did not ask for it, ignore this message and nothing will be sent. Every note has a link that stops them with one click.',
    ],
    publicUrl,
  });
}

/**
 * One day's note. The plain text is the note itself; the unsubscribe link is in the body as well
 * as in the List-Unsubscribe header the caller adds, for mail programs that show neither button.
 * The note is composed in the recipient's language, its authored transit texts too.
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
  const de = languageOf(user) === 'de';
  return compose({
    to: user.email,
    language: languageOf(user),
    subject: note.subject,
    greeting: opening,
    lines: paragraphs,
    action: { label: de ? 'Den ganzen Tag ansehen' : 'See today in full', url: links.today },
    footer: de
      ? `Du erhältst diese Notiz, weil du sie bei ${PRODUCT} (${publicUrl}) bestellt hast. Ändere ihre Uhrzeit in deinem Profil (${links.settings}) oder bestelle sie mit einem Klick ab: ${links.unsubscribe}`
      : `You receive this note because you asked ${PRODUCT} (${publicUrl}) for it. Change its hour in your profile (${links.settings}), or stop it with one click: ${links.unsubscribe}`,
    publicUrl,
  });
}
