import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromCookie } from './language';

describe('languageFromAcceptLanguage', () => {
  it('picks the highest-weighted language Orrery speaks', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,de;q=0.5,en;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de-AT;q=0.4')).toBe('de');
  });

  it('falls back to English for no header, no match or a refused language', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR,ja')).toBe('en');
    expect(languageFromAcceptLanguage('de;q=0, fr')).toBe('en');
  });
});

describe('languageFromCookie', () => {
  it('reads the language cookie among others and ignores unknown values', () => {
    expect(languageFromCookie('a=1; orrery_lang=de; b=2')).toBe('de');
    expect(languageFromCookie('orrery_lang=fr')).toBeNull();
    expect(languageFromCookie('other=de')).toBeNull();
  });
});
