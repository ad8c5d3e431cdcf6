import { type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromCookie,
  languageOfTag,
} from '@orrery/core/api/language';
import { useCallback } from 'react';
import en from './catalogues/en.json';

/** Every message id; a component can only ask for a message the English catalogue has. */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

// The build compiles each catalogue's ICU strings (vite.config.ts), so no parser ships to the browser.
const english = en as unknown as Messages;

const CATALOGUES: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  // Only a German reader downloads German. It lies over English so that a message not yet
  // translated reads in English rather than as its id; the catalogue test keeps the two complete.
  de: () => import('./catalogues/de.json').then((m) => ({ ...english, ...(m.default as unknown as Messages) })),
};

export const i18n = setupI18n({
  // A missing id fails the test that rendered it; a reader would only ever see the id itself.
  missing:
    import.meta.env.MODE === 'test'
      ? (locale: string, id: string) => {
          throw new Error(`Message "${id}" is missing from the ${locale} catalogue`);
        }
      : undefined,
});

export function currentLanguage(): Language {
  return i18n.locale === 'de' ? 'de' : 'en';
}

/** Loads a language's catalogue if needed, shows it, and tells the page (and screen readers) its language. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const messages = await CATALOGUES[language]();
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The signed-out memory of a choice; the server reads it to serve the next first paint in it. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * The language of this visit: the stored choice, else the one the server chose from
 * Accept-Language for <html lang>, else the browser's own list.
 */
export function initialLanguage(): Language {
  return (
    languageFromCookie(document.cookie) ??
    languageOfTag(document.documentElement.lang) ??
    navigator.languages.map(languageOfTag).find((language) => language !== null) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * The locale for `Intl` dates and numbers: the browser's own regional variant when it is of the
 * chosen language (en-US, de-AT), else that language's main one.
 */
export function intlLocale(): string {
  const language = currentLanguage();
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (browser && languageOfTag(browser) === language) return browser;
  return language === 'de' ? 'de-DE' : 'en-GB';
}

/** A message in the active language; components re-render with it when the language changes. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const { _ } = useLingui();
  return useCallback((key, values) => _(key, values), [_]);
}

/** The same outside React (error messages built in event handlers and query functions). */
export function t(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}
