import type { Language } from '@orrery/core/api/language';
import { useCurrentLanguage } from '@/i18n/i18n';
import { chromeDe } from './content/chrome.de';
import { chromeEn } from './content/chrome.en';
import type { LegalChrome } from './content/types';

const CHROME: Record<Language, LegalChrome> = { de: chromeDe, en: chromeEn };

export function useChrome(): LegalChrome {
  return CHROME[useCurrentLanguage()];
}
