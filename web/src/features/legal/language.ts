import { useLingui } from '@lingui/react';
import type { Language } from '@orrery/core/api/language';
import { chromeDe } from './content/chrome.de';
import { chromeEn } from './content/chrome.en';
import type { LegalChrome } from './content/types';

const CHROME: Record<Language, LegalChrome> = { de: chromeDe, en: chromeEn };

/** The reader's language, for the page around the texts; it re-renders when they switch. */
export function useReaderLanguage(): Language {
  const { i18n } = useLingui();
  return i18n.locale === 'de' ? 'de' : 'en';
}

export function useChrome(): LegalChrome {
  return CHROME[useReaderLanguage()];
}
