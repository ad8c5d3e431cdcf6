// The professional review of batch r25 (three-card): every card section says what its card
// means, even where its meaning was mostly citations of Waite and the modern reading.
import { describe, expect, it } from 'vitest';
import { DECK } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { cardSections, drawWithCard, drawWithCards, seriesReadings } from './__fixtures__/tarot-draws';
import { composeThreeCard, sentenceOpening } from './tarot-report';

const withCard = (question: string, place: number, id: string, reversed: boolean) =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawWithCard('t25', place, id, reversed) }).markdown;

/** A reading of the question with all three cards set, as [id, reversed] from past to future. */
const withCards = (question: string, set: [string, boolean][]) =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawWithCards('t25', set) }).markdown;
const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [];
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^a-z']+/)
    .filter(Boolean);
const grams = (ws: string[], n = 4) =>
  ws.slice(0, ws.length - n + 1).map((_, i) => ws.slice(i, i + n).join(' '));

/**
 * Whether a card's section says what it means: a sentence of eight words or more that shares a
 * run of four words with the card's own meaning text (its picture left out) or theme, or that says plainly
 * what it "speaks of" or "is the card of".
 */
function saysMeaning(section: string, id: string, reversed: boolean): boolean {
  const card = DECK.find((c) => c.id === id)!;
  const picture = sentencesOf(meaningOf(card, false).meaning)[0]!;
  const m = meaningOf(card, reversed);
  const text = [...sentencesOf(m.meaning).filter((s) => s !== picture), m.theme].join(' ');
  const own = new Set(grams(words(text)));
  const body = section.split('\n').slice(1).join(' ');
  return sentencesOf(body).some(
    (s) =>
      s !== picture &&
      words(s).length >= 8 &&
      (/\b(speaks of|is the card of)\b/.test(s) || grams(words(s)).some((g) => own.has(g))),
  );
}

/** Whether two sentences share at least half their words (two queens' shadows open alike). */
function shareMost(a: string, b: string): boolean {
  const [x, y] = [new Set(words(a)), new Set(words(b))];
  return [...x].filter((w) => y.has(w)).length / Math.max(x.size, y.size) >= 0.5;
}

describe('tarot review r25', () => {
  it('gives every card section a sentence of its meaning, in every place and orientation', () => {
    const questions = [
      'Will I get into medical school?',
      'Will my sister forgive me?',
      'Is my husband hiding something from me?',
    ];
    const empty: string[] = [];
    for (const card of DECK)
      for (const reversed of [false, true])
        for (let place = 0; place < 3; place++) {
          const question = questions[(place + (reversed ? 1 : 0)) % questions.length]!;
          const section = cardSections(withCard(question, place, card.id, reversed))[place]!;
          if (!saysMeaning(section, card.id, reversed)) empty.push(section.slice(0, 160));
        }
    expect(empty).toEqual([]);
  });

  it('never says a sentence twice in one reading, tense and card names aside', () => {
    const questions = [
      'What should I focus on this month?',
      'Should I quit my job to travel for a year?',
      'Will my sister forgive me?',
      'How do I cope since my dad died?',
      'Will my knee heal without surgery?',
    ];
    const names = DECK.map((c) => c.name);
    const twice: string[] = [];
    for (const question of questions)
      for (const md of seriesReadings('t25', question, 60, ['three-card'])) {
        const seen = new Map<string, string>();
        for (const line of md.split('\n').filter((l) => l && !l.startsWith('#'))) {
          for (const s of line.replace(/\*\*/g, '').split(/(?<=[.!?])\s+(?=[A-Z“"])/)) {
            // The matter a card is tied to ("For quitting your job, …") opens many different
            // sentences; what follows it is what must not be said twice.
            const key = sentenceOpening(s.replace(/^(For|As for|With) [^,]+, /, ''), names);
            if (key.split(' ').length < 5) continue;
            if (seen.has(key) && shareMost(seen.get(key)!, s)) twice.push(`${seen.get(key)} | ${s}`);
            else seen.set(key, s);
          }
        }
      }
    expect(twice).toEqual([]);
  });

  it('says why setback cards lean towards leaving: they show what staying holds', () => {
    const md = withCards('Should I quit my job to travel for a year?', [
      ['major-15-devil', true],
      ['major-10-wheel-of-fortune', true],
      ['pentacles-09-nine', true],
    ]);
    const story = md.split('## The Spread as a Whole')[1]!.split('## Your Answer')[0]!;
    // Led by the card ahead, it is where the present course runs, not staying itself (review d3).
    expect(story).toMatch(
      /(what staying holds|where things run if nothing changes), and that is why it leans a little towards leaving/,
    );
    expect(story).not.toMatch(/Wheel of Fortune reversed now, is why it leans/);
  });

  it('says where support is needed once, and calls no crush "larger than one decision"', () => {
    for (const md of seriesReadings('t25', 'How can I sleep better?', 60, ['three-card']))
      expect(md).not.toMatch(/where more care and support will be needed/);
    for (const md of seriesReadings('t25', 'Does my crush like me back?', 60, ['three-card']))
      expect(md).not.toMatch(/larger than one decision/);
  });
});
