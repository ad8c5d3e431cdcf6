import { describe, expect, it } from 'vitest';
import { DECK } from '../tarot/deck';
import { drawSpread } from '../tarot/draw';
import { meaningOf, TAROT_SUBJECTS } from '../tarot/meanings';
import { grammarFaults, proseSentences } from './__fixtures__/grammar';
import { LABELLED_QUESTIONS } from './__fixtures__/questions';
import { POSITION_TEXT } from './content/tarot-positions';
import { cardPhrase } from './tarot-interplay';
import { composeCelticCross } from './celtic-cross-report';
import { composeThreeCard, splitSentences } from './tarot-report';

const seed = (n: number) => n.toString(16).padStart(64, '0');

describe('tarot prose grammar', () => {
  it('frames every card, upright and reversed, in every position with no empty slot, doubled word, article or agreement fault', () => {
    const faults: string[] = [];
    let checked = 0;
    for (const card of DECK)
      for (const reversed of [false, true]) {
        const m = meaningOf(card, reversed);
        const n = cardPhrase(card, { reversed });
        const N = cardPhrase(card, { reversed, capital: true });
        for (const [key, position] of Object.entries(POSITION_TEXT)) {
          const told = (position.told ?? []).map((t) => t(n, N));
          for (const sentence of [...position.frames.map((frame) => frame(n, N, m.theme)), ...told]) {
            checked++;
            for (const f of grammarFaults(sentence)) faults.push(`${key}: ${f}: ${sentence}`);
          }
        }
        const authored = [m.meaning, m.advice, ...TAROT_SUBJECTS.map((s) => m.subjects[s])];
        for (const sentence of authored.flatMap(splitSentences)) {
          checked++;
          for (const f of grammarFaults(sentence)) faults.push(`${card.id}: ${f}: ${sentence}`);
        }
      }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(78 * 2 * 13 * 3);
  });

  it('writes whole readings for every subject of question without a sentence fault', () => {
    const faults: string[] = [];
    LABELLED_QUESTIONS.forEach(([question], i) => {
      for (const spread of ['three-card', 'celtic-cross'] as const) {
        const input = { firstName: 'Ana', question, draw: drawSpread({ seed: seed(i + 1), spread }) };
        const reading = spread === 'three-card' ? composeThreeCard(input) : composeCelticCross(input);
        for (const sentence of proseSentences(reading.markdown))
          for (const f of grammarFaults(sentence)) faults.push(`${f}: ${sentence}`);
      }
    });
    expect(faults.slice(0, 20)).toEqual([]);
  });
});

describe('grammarFaults', () => {
  it('finds the faults keyword slots used to make', () => {
    expect(grammarFaults('It invites you to consider undefined.')).not.toEqual([]);
    expect(grammarFaults('Between the two of you, it brings the the truth.')).not.toEqual([]);
    expect(grammarFaults('Ahead comes a ending.')).not.toEqual([]);
    expect(grammarFaults('It names an sorrow.')).not.toEqual([]);
    expect(grammarFaults('The memories they hold is gentle.')).toEqual([]);
    expect(grammarFaults('They is close.')).not.toEqual([]);
    expect(grammarFaults('The Two of Cups is a union.')).toEqual([]);
    expect(grammarFaults('It brings a union , and an honest word.')).not.toEqual([]);
  });

  it('finds the agreement faults a professional reader found that the check missed', () => {
    expect(grammarFaults('No Wands appear, so drive and ambition stays in the background.')).not.toEqual([]);
    expect(grammarFaults('No Pentacles appear, so material concerns stays in the background.')).not.toEqual(
      [],
    );
    expect(grammarFaults('Drive and ambition stay in the background.')).toEqual([]);
  });
});

describe('whole readings', () => {
  it('never repeat a sentence, never say "is among them", "cross each other" or that a question was left open', () => {
    LABELLED_QUESTIONS.forEach(([question], i) => {
      for (const spread of ['three-card', 'celtic-cross'] as const) {
        const input = { firstName: 'Ana', question, draw: drawSpread({ seed: seed(i + 7), spread }) };
        const reading = spread === 'three-card' ? composeThreeCard(input) : composeCelticCross(input);
        expect(reading.markdown).not.toMatch(
          /is among them|cross each other|left the question open|bringing [^.]*bringing|showing [^.]*showing/,
        );
        const sentences = proseSentences(reading.markdown).filter((s) => s.split(' ').length > 4);
        const twice = sentences.filter((s, k) => sentences.indexOf(s) !== k);
        expect(twice, question).toEqual([]);
      }
    });
  });
});

describe('a matter that names the asker with someone', () => {
  it('is set in every card and spread template without a second "you" in the slot', () => {
    const faults: string[] = [];
    const questions = [
      'Will my daughter settle in at her new school?',
      'How can I get on better with my mother-in-law?',
      'Will my brother and I ever be close again?',
      'Why does my father keep criticising me?',
      'Can my sister and I run the shop together?',
      'Will things get better between me and Daniel?',
    ];
    questions.forEach((question, i) => {
      for (let n = 0; n < 40; n++) {
        const draw = drawSpread({ seed: seed(1000 * (i + 1) + n), spread: 'three-card' });
        for (const sentence of proseSentences(
          composeThreeCard({ firstName: 'Ana', question, draw }).markdown,
        ))
          for (const f of grammarFaults(sentence)) faults.push(`${f}: ${sentence}`);
      }
    });
    expect(
      grammarFaults('That is the ground you came to you and your daughter from, for better and for worse.'),
    ).toContain('second "you" in a slot');
    expect(faults.slice(0, 10)).toEqual([]);
  });
});
