import { LEGAL } from '@orrery/core/legal';
import { describe, expect, it } from 'vitest';
import { privacyDe } from './privacy.de';
import { privacyEn } from './privacy.en';
import { termsDe } from './terms.de';
import { termsEn } from './terms.en';
import { type Block, type LegalText, PRIVACY_SECTIONS, TERMS_SECTIONS } from './types';

/** A block's shape and the targets of its links: what a translation must keep. */
function skeleton(blocks: readonly Block[]) {
  const targets = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
  return blocks.map((block) =>
    typeof block === 'string' ? { targets: targets(block) } : { list: block.list.map(targets) },
  );
}

/** Every figure from LEGAL a text states, in order of appearance. */
const figures = (blocks: readonly Block[]) =>
  blocks
    .flatMap((block) => (typeof block === 'string' ? [block] : block.list))
    .flatMap((text) => text.match(/\d+/g) ?? []);

const DOCUMENTS: [string, LegalText<string>, LegalText<string>, readonly string[]][] = [
  ['terms', termsDe, termsEn, TERMS_SECTIONS],
  ['privacy', privacyDe, privacyEn, PRIVACY_SECTIONS],
];

describe.each(DOCUMENTS)('the %s in German and English', (_, de, en, order) => {
  it('has the same paragraphs, list items and links in every section', () => {
    expect(skeleton(de.intro)).toEqual(skeleton(en.intro));
    for (const id of order)
      expect(skeleton(de.sections[id]!.body), id).toEqual(skeleton(en.sections[id]!.body));
  });

  it('states the same figures in every section', () => {
    for (const id of order) {
      const german = figures(de.sections[id]!.body).sort();
      expect(german, id).toEqual(figures(en.sections[id]!.body).sort());
    }
  });
});

it('names the courts and the cancellation deadline from the legal constants in both languages', () => {
  for (const terms of [termsDe, termsEn]) {
    expect(terms.sections.law.body.join(' ')).toContain(LEGAL.courtsCity);
    expect(terms.sections.subscriptions.body.join(' ')).toContain(String(LEGAL.cancelHoursBeforeRenewal));
  }
  expect(termsDe.updated).toBe('Stand: 10. September 2025');
  expect(termsEn.updated).toBe('Last updated 10 September 2025');
});
