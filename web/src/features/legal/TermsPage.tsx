import { LegalDocument, LegalLayout } from './LegalLayout';
import { termsDe } from './content/terms.de';
import { termsEn } from './content/terms.en';
import { TERMS_SECTIONS } from './content/types';
import { useCurrentLanguage } from '@/i18n/i18n';

const TERMS = { de: termsDe, en: termsEn };

export default function TermsPage() {
  return (
    <LegalLayout title={TERMS[useCurrentLanguage()].title}>
      <LegalDocument texts={TERMS} order={TERMS_SECTIONS} />
    </LegalLayout>
  );
}
