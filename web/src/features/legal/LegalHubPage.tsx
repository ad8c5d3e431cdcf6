import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { RichText } from './RichText';
import { impressumDe } from './content/impressum.de';
import { impressumEn } from './content/impressum.en';
import { privacyDe } from './content/privacy.de';
import { privacyEn } from './content/privacy.en';
import { termsDe } from './content/terms.de';
import { termsEn } from './content/terms.en';
import { useCurrentLanguage } from '@/i18n/i18n';
import { useChrome } from './language';

/** Each document under its own title in the reader's language. */
const TITLES = {
  de: { terms: termsDe.title, privacy: privacyDe.title, impressum: impressumDe.title },
  en: { terms: termsEn.title, privacy: privacyEn.title, impressum: impressumEn.title },
};
const PATHS = { terms: '/terms-of-service', privacy: '/privacy-policy', impressum: '/impressum' } as const;

export default function LegalHubPage() {
  const chrome = useChrome();
  const titles = TITLES[useCurrentLanguage()];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl text-slate-50 sm:text-4xl">{chrome.hubTitle}</h1>
      <p className="mt-3 text-slate-300">{chrome.hubIntro}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-3">
        {(Object.keys(PATHS) as (keyof typeof PATHS)[]).map((document) => (
          <li key={document}>
            <Link
              to={PATHS[document]}
              className="block h-full rounded-2xl bg-night-800/70 p-6 ring-1 ring-white/10 hover:ring-gold-400/40"
            >
              <h2 className="text-xl text-gold-300">{titles[document]}</h2>
              <p className="mt-2 text-sm text-slate-300">{chrome.hubDocuments[document]}</p>
            </Link>
          </li>
        ))}
      </ul>

      <Card className="mt-10">
        <h2 className="text-2xl text-slate-50">{chrome.creditsHeading}</h2>
        <ul className="mt-4 space-y-4 text-sm text-slate-300">
          {chrome.credits.map((credit) => (
            <li key={credit.label}>
              <span className="font-semibold text-slate-100">{credit.label}:</span>{' '}
              <RichText text={credit.text} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
