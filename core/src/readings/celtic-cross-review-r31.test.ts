// The professional review of batch r31 (Celtic Cross): the summing up said each card's meaning
// again; the yes or no rested on the outcome alone; template lines closed reading after reading;
// and the cards still to come were read as present fact.
import { describe, expect, it } from 'vitest';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { drawnCards } from './tarot-report';
import { readQuestion } from './content/tarot-positions';
import { named } from './tarot-interplay';
import { cardById } from '../tarot/deck';

const QUESTIONS = [
  'Will my relationship with Tom survive the long distance?',
  'Should I accept the job offer in Berlin?',
  'Should we buy the house on Elm Street?',
  'Will I pass my nursing exams in spring?',
  'Should I lend my brother money?',
  'Will my landlord renew the lease?',
  'How do I mend things with my sister after our argument?',
  'Should I start the pottery studio I keep dreaming about?',
];
const read = (question: string, i: number) => {
  const draw = seriesDraw('cc31', 'celtic-cross', i);
  return { draw, md: composeCelticCross({ firstName: 'Ana', question, draw }).markdown };
};
const all = (n = 12) => QUESTIONS.flatMap((q) => Array.from({ length: n }, (_, i) => ({ q, ...read(q, i) })));
const story = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]*)/.exec(md)?.[1] ?? '';
const section = (md: string, head: string) => md.split(head)[1]!.split('\n#')[0]!;
const name = (d: { cardId: string; orientation: string }) =>
  named(cardById(d.cardId)!, d as Parameters<typeof named>[1]).toLowerCase();

describe('Celtic Cross review r31: the spread as a whole', () => {
  it('relates the crossing to the end, the root to the crown, your own card and the hopes to the end, without any card’s theme again', () => {
    for (const { q, draw, md } of all(6)) {
      const s = story(md);
      expect(s, q).not.toBe('');
      for (const key of ['challenge', 'foundation', 'crown', 'self', 'hopes-fears', 'outcome'])
        expect(s.toLowerCase()).toContain(name(draw.cards.find((d) => d.positionKey === key)!));
      for (const p of drawnCards(draw, readQuestion(q))) {
        const head = p.m.theme.split(',')[0]!;
        if (head.split(' ').length >= 4) expect(s, head).not.toContain(head);
      }
      // Review r32: with no suit and few Major Arcana leading, the suits say nothing specific and the story opens on the crossing.
      expect(s).toMatch(
        /^(The \w+|With \w+ Major Arcana and no suit ahead|With \w+ (Wands|Cups|Swords|Pentacles), the \w+|\w+ of the ten cards are (Wands|Cups|Swords|Pentacles), the suit of|(Wands|Cups|Swords|Pentacles) lead the spread with \w+ cards of|With \w+ (Wands|Cups|Swords|Pentacles), the spread is weighted to)/,
      );
      expect(s.split(/\s+/).length).toBeLessThanOrEqual(175);
    }
  });
});

describe('Celtic Cross review r31: the lean', () => {
  it('names the cards beside the outcome that give a yes or no, and says why an open answer is open', () => {
    let named = 0;
    for (const { q, draw, md } of all()) {
      if (!readQuestion(q).yesNo) continue;
      const overview = section(md, '## Overview').toLowerCase();
      if (/not settled either way yet/.test(overview)) {
        expect(overview).toMatch(/pull both ways|none of the cards that weigh on it/);
        continue;
      }
      const ahead = draw.cards.find((d) => d.positionKey === 'near-future')!;
      if (overview.includes(`${name(ahead)} in what approaches`)) named++;
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('Celtic Cross review r31: stock lines', () => {
  it('closes no reading on the old template lines', () => {
    for (const { md } of all(8))
      expect(md).not.toMatch(
        /the ending is not fixed|That strain has not gone away|The card that could turn it is|is real but not fixed|So the order is plain/,
      );
  });

  it('never sets two card citations in a row', () => {
    for (const { md } of all(8)) expect(md).not.toMatch(/\([^()]*\) \([^()]*\)/);
  });
});

describe('Celtic Cross review r31: what is coming', () => {
  it('says the near future and the outcome as what is coming, never "You are…" as present fact', () => {
    for (const { md } of all()) {
      const paragraphs = (head: string) =>
        section(md, head)
          .split('\n\n')
          .filter((x) => x.trim());
      // After the heading's card names, the crown's paragraph comes first and what approaches second.
      for (const text of [
        paragraphs('### The crown and what approaches')[2]!,
        paragraphs('### The outcome')[1]!,
      ])
        expect(text).not.toMatch(/(^|[.!?] )(You are|You['’]re) /);
    }
  });
});
