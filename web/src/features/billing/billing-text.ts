import { formatPrice } from '@orrery/core/credits/price';
import { currentLanguage, intlLocale, type MessageKey, t } from '@/i18n/i18n';

/** A price in the reader's locale: "€34.99" in English, "34,99 €" in German. */
export function money(cents: number, currency: string): string {
  return formatPrice(cents, currency, intlLocale());
}

// The tiers' words are the operator's data and are stored in English. Other languages show the
// catalogue's words for the texts the installation is seeded with (server/src/db/migrations/
// 0002_seed_catalog.ts), and the operator's own words for anything they have written since.
const SEEDED: Record<string, MessageKey> = {
  'Essential guidance for beginners.': 'tier.1.description',
  'Deeper insights and flexibility.': 'tier.2.description',
  'Premium access for frequent seekers.': 'tier.3.description',
  'Ultimate plan for power seekers.': 'tier.4.description',
  'All five reading types': 'tier.feature.allReadings',
  'AI voice guide after every reading': 'tier.feature.voiceGuide',
  'Personal reading library': 'tier.feature.library',
  'Priority support': 'tier.feature.prioritySupport',
  'Email support': 'tier.feature.emailSupport',
};

/** A tier's description or one of its features in the reader's language. */
export function tierText(text: string): string {
  if (currentLanguage() === 'en') return text;
  const credits = /^(\d+) credits$/.exec(text);
  if (credits) return t('tier.feature.credits', { count: Number(credits[1]) });
  const key = SEEDED[text];
  return key ? t(key) : text;
}
