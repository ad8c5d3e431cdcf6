// The professional review of batch r22 (Celtic Cross): the crown and the outcome are read by what
// each brings, never by which is "clearer" or "kinder"; a kind card across the heart is not glossed
// with one stock line in every reading; a reversed card's possessive opening reads "its", not
// "it's"; caring for a parent is not "the move" when the question names no move.
import { describe, expect, it } from 'vitest';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { domainOf } from './celtic-cross-domain';
import { WHOLE } from './content/celtic-cross';

const QUESTIONS = [
  'Will my relationship with Sam last?',
  'Should I ask for a promotion this year?',
  'How can I support my mother through her recovery?',
  'Will my savings be enough to buy a house?',
];

const readings = (n = 30) =>
  QUESTIONS.flatMap((question) =>
    Array.from(
      { length: n },
      (_, i) =>
        composeCelticCross({ firstName: 'Noa', question, draw: seriesDraw('cc22', 'celtic-cross', i) })
          .markdown,
    ),
  );

describe('Celtic Cross review r22', () => {
  it('reads two cards together by what each brings, not by ranking them', () => {
    for (const table of [WHOLE.crossing, WHOLE.root, WHOLE.advice, WHOLE.hopes])
      for (const lines of Object.values(table))
        for (const line of lines) {
          const said = line(
            'the Hermit',
            'the Eight of Pentacles',
            'The Hermit',
            'The Eight of Pentacles',
            'the move',
            'a withdrawal to think',
            'patient, skilled work',
          );
          expect(said).not.toMatch(
            /\b(clearer|kinder|harder|brighter|sounder|firmer) than\b|\bthe (harder|kinder) of the two\b/,
          );
        }
    for (const md of readings())
      expect(md).not.toMatch(/\b(clearer|kinder) than (the crown|the [A-Z]|[A-Z])|the harder of the two/);
  });

  it('never glosses a kind crossing card with one stock line', () => {
    for (const md of readings()) expect(md).not.toMatch(/a strength that still gets in the way/);
  });

  it('opens a reversed card\'s own possessive as "its", never "it\'s"', () => {
    let seen = 0;
    for (let i = 0; seen < 3 && i < 400; i++) {
      const draw = seriesDraw('cc22-hierophant', 'celtic-cross', i);
      if (!draw.cards.some((d) => d.cardId === 'major-05-hierophant' && d.orientation === 'reversed'))
        continue;
      const md = composeCelticCross({
        firstName: 'Noa',
        question: 'Should I change jobs this spring?',
        draw,
      }).markdown;
      if (!/order is questioned/.test(md)) continue;
      seen++;
      expect(md).toMatch(/Its order is questioned/);
      expect(md).not.toMatch(/\bIt['’]s order\b/);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('reads caring for a parent as the care, not a move the question never named', () => {
    const question = 'How can I look after my health while caring for my father?';
    expect(domainOf(question)?.label).toBe('the care you give');
    expect(domainOf('Should I move in with my mother to care for her?')?.label ?? 'the move').toBe(
      'the move',
    );
    expect(domainOf('Should I relocate to Leeds to look after my father?')?.label).toBe('the move');
    for (let i = 0; i < 20; i++) {
      const draw = seriesDraw('cc22-care', 'celtic-cross', i);
      expect(composeCelticCross({ firstName: 'Noa', question, draw }).markdown).not.toMatch(/\bthe move\b/i);
    }
  });
});
