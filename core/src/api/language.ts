// The languages Orrery speaks, as plain data: the first page's JavaScript and the server's HTML
// response both need them, and neither should load zod for it.

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A signed-out visitor's choice, read by the server so the first paint is in that language. */
export const LANGUAGE_COOKIE = 'orrery_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The language of a tag such as "de-AT" or "en", or null when Orrery does not speak it. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The visitor's most preferred language that Orrery speaks, from an Accept-Language header
 * ("de-DE,de;q=0.9,en;q=0.8"); English when none matches.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: languageOfTag(tag), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}

/** The value of one cookie in a Cookie header (or `document.cookie`), if it names a language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE)
      return isLanguage(value?.trim()) ? (value.trim() as Language) : null;
  }
  return null;
}
