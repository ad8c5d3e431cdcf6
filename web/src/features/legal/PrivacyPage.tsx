import { LegalDocument, LegalLayout } from './LegalLayout';
import { privacyDe } from './content/privacy.de';
import { privacyEn } from './content/privacy.en';
import { PRIVACY_SECTIONS } from './content/types';
import { useCurrentLanguage } from '@/i18n/i18n';

const PRIVACY = { de: privacyDe, en: privacyEn };

export default function PrivacyPage() {
  return (
    <LegalLayout title={PRIVACY[useCurrentLanguage()].title}>
      <LegalDocument texts={PRIVACY} order={PRIVACY_SECTIONS} />
    </LegalLayout>
  );
}
