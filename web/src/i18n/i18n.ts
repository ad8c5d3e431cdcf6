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
import shellEn from './catalogues/shell.en.json';
import type landingEn from './catalogues/landing.en.json';
import type pagesEn from './catalogues/pages.en.json';
import type resultsEn from './catalogues/results.en.json';
import type chartEn from './catalogues/chart.en.json';
import type skyEn from './catalogues/sky.en.json';
import type adminEn from './catalogues/admin.en.json';
import type screensEn from './catalogues/screens.en.json';

/** Every message id; a component can only ask for a message the English catalogues have. */
export type MessageKey =
  | keyof typeof shellEn
  | keyof typeof landingEn
  | keyof typeof screensEn
  | keyof typeof pagesEn
  | keyof typeof resultsEn
  | keyof typeof chartEn
  | keyof typeof skyEn
  | keyof typeof adminEn;
export type MessageValues = Record<string, string | number>;

/**
 * The catalogues come in parts: the shell's (header, footer, switch, shared errors), which
 * every page needs; the landing page's, which only it loads, so the other screens' words stay off
 * a first visit; the screens' (sign-in, account, billing, error codes), which the other routes
 * load; and parts for a few routes each (`pages`: onboarding, about, not found, the profile's
 * two-factor card; `results`: the reading results' frame and the voice guide), so the screens'
 * part, loaded with every result page, stops growing; `chart`: the astrological terms of the
 * wheel, its tables and the compatibility score, for the chart results and the sky pages; `sky`:
 * "Today" and the sky calendar; `admin`: the admin console). The build compiles each catalogue's ICU
 * strings (vite.config.ts), so no parser ships.
 */
export type CataloguePart = 'shell' | 'landing' | 'screens' | 'pages' | 'results' | 'chart' | 'sky' | 'admin';

const toMessages = (module: { default: unknown }) => module.default as Messages;
const CATALOGUES: Record<Language, Record<CataloguePart, () => Promise<Messages>>> = {
  en: {
    shell: () => Promise.resolve(shellEn as unknown as Messages),
    landing: () => import('./catalogues/landing.en.json').then(toMessages),
    screens: () => import('./catalogues/screens.en.json').then(toMessages),
    pages: () => import('./catalogues/pages.en.json').then(toMessages),
    results: () => import('./catalogues/results.en.json').then(toMessages),
    chart: () => import('./catalogues/chart.en.json').then(toMessages),
    sky: () => import('./catalogues/sky.en.json').then(toMessages),
    admin: () => import('./catalogues/admin.en.json').then(toMessages),
  },
  // Only a German reader downloads German.
  de: {
    shell: () => import('./catalogues/shell.de.json').then(toMessages),
    landing: () => import('./catalogues/landing.de.json').then(toMessages),
    screens: () => import('./catalogues/screens.de.json').then(toMessages),
    pages: () => import('./catalogues/pages.de.json').then(toMessages),
    results: () => import('./catalogues/results.de.json').then(toMessages),
    chart: () => import('./catalogues/chart.de.json').then(toMessages),
    sky: () => import('./catalogues/sky.de.json').then(toMessages),
    admin: () => import('./catalogues/admin.de.json').then(toMessages),
  },
};

/** The parts this page has needed so far: a change of language loads them in the new one. */
const partsInUse = new Set<CataloguePart>(['shell']);

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

/** The active language in a component, which re-renders when the reader switches. */
export function useCurrentLanguage(): Language {
  useLingui();
  return currentLanguage();
}

async function messagesOf(language: Language): Promise<Messages> {
  const parts = await Promise.all([...partsInUse].map((part) => CATALOGUES[language][part]()));
  return Object.assign({}, ...parts) as Messages;
}

/** Loads a language's catalogues if needed, shows it, and tells the page (and screen readers) its language. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  i18n.loadAndActivate({ locale: language, messages: await messagesOf(language) });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Makes a catalogue part available in the active language (its routes await this before rendering). */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  if (partsInUse.has(part)) return;
  partsInUse.add(part);
  const language = currentLanguage();
  i18n.load(language, await CATALOGUES[language][part]());
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
