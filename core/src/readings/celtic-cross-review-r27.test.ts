// The professional review of batch r27 (Celtic Cross): a court card upright across the heart is
// what the situation asks of you, never an obstacle a line before it "helps more than it hinders";
// a court card read as its shadow shows no upright picture of the figure at its best; the King of
// Pentacles brings no money into a question about a son; the one thing to do is an order, not a
// list of things that "will help"; a card's line does not say its theme over again; the crossing
// card and the crown are each glossed once; and no stock sentence is heard in three readings of eight.
import { describe, expect, it } from 'vitest';
import { cardById } from '../tarot/deck';
import { drawSpread } from '../tarot/draw';
import { meaningOf } from '../tarot/meanings';
import { composeCelticCross } from './celtic-cross-report';
import { crossWithCard } from './__fixtures__/tarot-draws';

/** The eight reviewed readings, from the batch's own seeds. */
const BATCH: [string, string][] = [
  ['Will my new relationship last?', '04e63d1fe06aeba996f2c76eeec10a98a4a189f0441a3bbf0025e95ec7514e33'],
  [
    'Should I take over the family business?',
    'f100ca4c24f033efac16d2729917b81ed992d44ad443fa10464cd9d48b996f80',
  ],
  ['How do I get through my burnout?', 'd7ea35bf51bfb20111af0c9c314838c8bd3fa0445c6c6fe959671c7ea846a583'],
  [
    'Will my debts be cleared by next year?',
    '6b973f443612f1f58a7fb12a6d63cc599a819fb8b6fe976310110a7df350b20c',
  ],
  [
    'What should I do about my neighbour dispute?',
    '79c0bdcbc35c03bfeaeb942f26d497844009b5e705b24433b34f88f89ae7d99f',
  ],
  ['Should I emigrate to New Zealand?', '1c5e3cccaea7104509754d34e9cc6b61060fc56d5c1d72c1ddaf03b1c583604d'],
  [
    'How do I rebuild trust with my teenage son?',
    '5e3c70d54bb524062dab5c2fee3fbbff55ec927453f477fb772515e60b3c71d3',
  ],
  [
    'What is my purpose at this point in my life?',
    'f0206763200b74a9d5fab103215a755582ff67cf5c1b6a7a746e710564fcf412',
  ],
];
const batch = BATCH.map(([question, seed]) => {
  const draw = drawSpread({ seed, spread: 'celtic-cross' });
  return { question, draw, md: composeCelticCross({ firstName: 'Sam', question, draw }).markdown };
});

const compose = (question: string, draw: ReturnType<typeof crossWithCard>) =>
  composeCelticCross({ firstName: 'Sam', question, draw }).markdown;
/** A section of the reading, from its heading to the next heading of the same depth. */
const section = (md: string, heading: string) =>
  md.split(`### ${heading}`)[1]!.split('\n### ')[0]!.split('\n## ')[0]!;
/** The paragraph that places a card, found by its name. */
const paragraph = (md: string, name: string) =>
  md.split('\n\n').find((p) => !p.startsWith('#') && !p.startsWith('**') && p.includes(name))!;

describe('Celtic Cross review r27', () => {
  it('reads an upright court card across the heart as what the situation asks, never an obstacle', () => {
    for (const id of ['swords-13-queen', 'wands-14-king', 'cups-11-page', 'pentacles-12-knight'])
      for (let i = 0; i < 3; i++) {
        const md = compose(
          'Will my debts be cleared by next year?',
          crossWithCard('r27q', i, 'challenge', id, false),
        );
        const cross = section(md, 'The heart of the matter');
        expect(cross, id).not.toMatch(/stand in the way|pushed too far|brought at the wrong moment/);
        expect(cross, id).toContain('what the situation asks of you');
      }
  });

  it('shows no upright picture for a court card read as its shadow', () => {
    for (const id of ['pentacles-11-page', 'pentacles-14-king', 'swords-12-knight', 'cups-13-queen'])
      for (const place of ['present', 'challenge', 'crown']) {
        const card = cardById(id)!;
        const picture = meaningOf(card, false).meaning.split('. ')[0]!;
        const md = compose(
          'What is my purpose at this point in my life?',
          crossWithCard('r27p', 0, place, id, true),
        );
        expect(md, `${id} ${place}`).not.toContain(picture);
      }
  });

  it('brings no money into the King of Pentacles on a question about a son', () => {
    for (const reversed of [false, true])
      for (const place of ['near-future', 'recent-past', 'crown']) {
        const md = compose(
          'How do I rebuild trust with my teenage son?',
          crossWithCard('r27k', 1, place, 'pentacles-14-king', reversed),
        );
        const name = `King of Pentacles${reversed ? ' reversed' : ''}`;
        const first = paragraph(md, name).split('. ')[0]!;
        expect(first, `${place} ${reversed}`).not.toMatch(/\bmoney\b/);
      }
  });

  it('gives as the one thing to do an order, not a list of things that help', () => {
    const md = batch[2]!.md;
    const one = /\*\*The one thing to do:\*\* ([^\n]+)/.exec(md)?.[1] ?? '';
    expect(one).not.toMatch(/^\w+(,| and) [^.;:]*\b(comes? first|(will|can|would) help)\b/i);
    expect(md).not.toContain('**The one thing to do:** rest, gentle routines');
  });

  it('does not say a card’s theme over again in its own paragraph', () => {
    const md = batch[0]!.md;
    const own = paragraph(md, 'Your situation now is the Four of Wands reversed');
    expect(own.match(/happiness/gi) ?? [], own).toHaveLength(1);
  });

  it('glosses the crossing card and the crown once each', () => {
    for (const { md, question } of batch) {
      const cross = section(md, 'The heart of the matter');
      const either =
        cross.match(/either way|helps or hinders|depends on (your answer|how you answer)/g) ?? [];
      expect(either.length, question).toBeLessThanOrEqual(1);
      const crown = section(md, 'The crown and what approaches').split('\n\n')[1]!;
      expect((crown.match(/aim itself/g) ?? []).length, question).toBeLessThanOrEqual(1);
      expect(md, question).not.toMatch(/\buntested\b/);
    }
  });

  it('gives a parent mending trust no advice to force the pace', () => {
    expect(batch[6]!.md).not.toMatch(/act decisively/);
    for (const place of ['challenge', 'near-future', 'crown'])
      for (let i = 0; i < 4; i++) {
        const md = compose(
          'How do I rebuild trust with my teenage son?',
          crossWithCard('r27t', i, place, 'swords-12-knight', false),
        );
        expect(/\*\*Next steps:\*\*[^\n]*/.exec(md)?.[0] ?? '', `${place} ${i}`).not.toMatch(
          /\b(act decisively|act fast|at once)\b/,
        );
      }
  });

  it('calls an undecided card in the hopes and fears the hope once, then gives its doubt', () => {
    for (let i = 0; i < 6; i++) {
      const md = compose(
        'Will my debts be cleared by next year?',
        crossWithCard('r27h', i, 'hopes-fears', 'pentacles-02-two', false),
      );
      const hopes = section(md, 'Your hopes and fears');
      expect((hopes.match(/\bhope\b/g) ?? []).length, hopes).toBeLessThanOrEqual(1);
    }
  });

  it('shares no stock sentence across three of the eight readings', () => {
    const seen = new Map<string, Set<number>>();
    batch.forEach(({ md }, i) => {
      const body = md.split('## Verify this draw')[0]!;
      for (const s of body.split(/(?<=[.!?])\s+/))
        if (s.split(' ').length >= 6 && !s.startsWith('#')) seen.set(s, (seen.get(s) ?? new Set()).add(i));
    });
    const stock = [...seen].filter(([, at]) => at.size >= 3).map(([s]) => s);
    expect(stock).toEqual([]);
  });
});
