import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import landingDe from './catalogues/landing.de.json';
import landingEn from './catalogues/landing.en.json';
import pagesDe from './catalogues/pages.de.json';
import pagesEn from './catalogues/pages.en.json';
import resultsDe from './catalogues/results.de.json';
import chartDe from './catalogues/chart.de.json';
import chartEn from './catalogues/chart.en.json';
import skyDe from './catalogues/sky.de.json';
import skyEn from './catalogues/sky.en.json';
import adminDe from './catalogues/admin.de.json';
import adminEn from './catalogues/admin.en.json';
import resultsEn from './catalogues/results.en.json';
import screensDe from './catalogues/screens.de.json';
import screensEn from './catalogues/screens.en.json';
import shellDe from './catalogues/shell.de.json';
import shellEn from './catalogues/shell.en.json';
import { activateLanguage, i18n, t } from './i18n';

const PARTS = {
  shell: { en: shellEn as Record<string, string>, de: shellDe as Record<string, string> },
  landing: { en: landingEn as Record<string, string>, de: landingDe as Record<string, string> },
  screens: { en: screensEn as Record<string, string>, de: screensDe as Record<string, string> },
  pages: { en: pagesEn as Record<string, string>, de: pagesDe as Record<string, string> },
  results: { en: resultsEn as Record<string, string>, de: resultsDe as Record<string, string> },
  chart: { en: chartEn as Record<string, string>, de: chartDe as Record<string, string> },
  sky: { en: skyEn as Record<string, string>, de: skyDe as Record<string, string> },
  admin: { en: adminEn as Record<string, string>, de: adminDe as Record<string, string> },
};

/** The placeholders a message fills: ICU arguments ({email}, {count, plural...}) and markup tags (<0>). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  // Lingui's compiled form: a message is text or a list of tokens; a token is text or an
  // argument [name, type?, cases?], and each case is a message again.
  const walkMessage = (message: unknown): void => {
    if (typeof message === 'string') {
      for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
    } else if (Array.isArray(message)) {
      for (const token of message) {
        if (typeof token === 'string') walkMessage(token);
        else if (Array.isArray(token)) walkArgument(token as [string, string?, Record<string, unknown>?]);
      }
    }
  };
  const walkArgument = ([name, , cases]: [string, string?, Record<string, unknown>?]): void => {
    if (name !== '#') found.add(`{${name}}`);
    if (cases && typeof cases === 'object') Object.values(cases).forEach(walkMessage);
  };
  walkMessage(compileMessage(message));
  return [...found].sort();
}

describe('the message catalogues', () => {
  it.each(Object.entries(PARTS))('%s: German has every English key and no other', (_, { en, de }) => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(PARTS))(
    '%s: each German message fills the same placeholders as the English',
    (_, { en, de }) => {
      const differing = Object.keys(en).filter(
        (key) => de[key] === undefined || placeholders(de[key]).join() !== placeholders(en[key]!).join(),
      );
      expect(differing).toEqual([]);
    },
  );

  it('finds placeholders inside plural cases and markup', () => {
    expect(placeholders('{balance, plural, one {# Credit} other {# Credits}}')).toEqual(['{balance}']);
    expect(placeholders('Sent to <0>{email}</0> by {name}')).toEqual(['<0>', '{email}', '{name}']);
  });

  it('keeps each message in one part only', () => {
    const keys = Object.values(PARTS).flatMap(({ en }) => Object.keys(en));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});

describe('a missing message', () => {
  it('fails the test that asks for it rather than showing its id', async () => {
    await activateLanguage('en');
    expect(() => i18n._('no.such.message')).toThrow(/no\.such\.message.*missing/);
  });

  it('plural and interpolation follow each language', async () => {
    await activateLanguage('de');
    expect(t('nav.credits', { balance: 1 })).toBe('1 Credit');
    expect(t('footer.rights', { year: 2026 })).toBe('© 2026 Orrery. Alle Rechte vorbehalten.');
    await activateLanguage('en');
    expect(t('nav.credits', { balance: 2 })).toBe('2 Credits');
  });
});

describe('German numerology terms', () => {
  // The German life path calls the name's number the Ausdruckszahl (decisions/0028): in German
  // popular numerology "Schicksalszahl" is the birth-date number, so the screen around the
  // reading must not name the same number differently.
  it('names the Destiny number Ausdruckszahl on every German screen, as the reading does', () => {
    expect(PARTS.results.de['lifePath.destiny']).toBe('Ausdruckszahl');
    for (const [part, { de }] of Object.entries(PARTS))
      for (const [id, text] of Object.entries(de))
        expect(text, `${part}/${id}`).not.toMatch(/Schicksalszahl/);
  });
});
