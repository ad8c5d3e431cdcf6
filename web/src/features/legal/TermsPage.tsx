import { LegalDocument, LegalLayout } from './LegalLayout';
import { termsDe } from './content/terms.de';
import { termsEn } from './content/terms.en';
import { TERMS_SECTIONS } from './content/types';
import { useReaderLanguage } from './language';

const TERMS = { de: termsDe, en: termsEn };

export default function TermsPage() {
  return (
    <LegalLayout title={TERMS[useReaderLanguage()].title}>
      <LegalDocument texts={TERMS} order={TERMS_SECTIONS} />
    </LegalLayout>
  );
}
