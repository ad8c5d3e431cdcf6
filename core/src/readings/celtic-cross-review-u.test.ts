// Review u (Celtic Cross, scored 4 and 3/10): the positions were placed by stock frames taken in
// turn ("Beneath the cross lay …" opened five readings of eight), not by what the cards do to each
// other, and one reading's next steps gave the same advice twice ("decide by the facts" beside
// "say nothing until you have checked your facts").
import { describe, expect, it } from 'vitest';
import { cardById, DECK } from '../tarot/deck';
import type { TarotDraw } from '../tarot/draw';
import { meaningOf } from '../tarot/meanings';
import { grammarFaults } from './__fixtures__/grammar';
import { seriesDraw } from './__fixtures__/tarot-draws';
import { agreeingSteps, sameStep } from './celtic-cross-answer';
import { composeCelticCross } from './celtic-cross-report';
import { NEAR_FRAMES } from './content/celtic-cross';
import { cardPhrase } from './tarot-interplay';

/** A series draw with some places set to chosen cards, from the first draw that holds none of them. */
function crossWith(tag: string, set: Record<string, [string, boolean]>): TarotDraw {
  const ids = Object.values(set).map(([id]) => id);
  let k = 0;
  while (seriesDraw(tag, 'celtic-cross', k).cards.some((d) => ids.includes(d.cardId))) k++;
  const draw = seriesDraw(tag, 'celtic-cross', k);
  return {
    ...draw,
    cards: draw.cards.map((d) => {
      const chosen = set[d.positionKey];
      if (!chosen) return d;
      const card = cardById(chosen[0])!;
      return {
        ...d,
        cardId: card.id,
        name: card.name,
        image: card.image,
        orientation: chosen[1] ? 'reversed' : 'upright',
      };
    }),
  };
}

const read = (question: string, draw: TarotDraw) =>
  composeCelticCross({ firstName: 'Ana', question, draw }).markdown;
const paragraphAfter = (md: string, heading: string, k: number) =>
  md
    .split(`### ${heading}`)[1]!
    .split('\n\n')
    .slice(1)
    .filter((p) => p.trim() && !p.startsWith('#'))[k]!;
const lean = (id: string, reversed: boolean) => meaningOf(cardById(id)!, reversed).lean;

describe('Celtic Cross review u: one story, told by what the cards do to each other', () => {
  it('reads a hard root as the root of the hard card at the heart of the matter, naming it', () => {
    expect([lean('swords-03-three', false), lean('pentacles-05-five', false)]).toEqual(['no', 'no']);
    const md = read(
      'How do I get through this year at work?',
      crossWith('ccu-root', {
        present: ['swords-03-three', false],
        foundation: ['pentacles-05-five', false],
      }),
    );
    const root = paragraphAfter(md, 'The root and what is passing', 0);
    expect(root).toMatch(
      /^(The trouble in the Three of Swords has its root in|Beneath the Three of Swords lies an older difficulty,) the Five of Pentacles/,
    );
    expect(root).not.toMatch(/^Beneath the cross lay/);
  });

  it('reads the recent past as the good stretch the hard crossing card cuts across', () => {
    expect([lean('major-19-sun', false), lean('major-16-tower', false)]).toEqual(['yes', 'no']);
    const md = read(
      'Will my new business find its feet?',
      crossWith('ccu-past', {
        present: ['cups-06-six', false],
        challenge: ['major-16-tower', false],
        'recent-past': ['major-19-sun', false],
      }),
    );
    const past = paragraphAfter(md, 'The root and what is passing', 1);
    expect(past).toMatch(
      /^(What the Tower cuts across is the Sun|The Sun is the better stretch that the Tower interrupts)/,
    );
  });

  it('lets a kind root under a hard heart be the steadier ground, and never calls a kind card reversed steady', () => {
    const md = read(
      'How can I find peace with my mother?',
      crossWith('ccu-ease', { present: ['swords-10-ten', false], foundation: ['cups-10-ten', false] }),
    );
    expect(paragraphAfter(md, 'The root and what is passing', 0)).toMatch(
      /^(Deeper than the Ten of Swords, and steadier, lies|Under the strain of the Ten of Swords lies something sounder,) the Ten of Cups/,
    );
    const held = read(
      'How can I find peace with my mother?',
      crossWith('ccu-ease', { present: ['swords-10-ten', false], foundation: ['major-19-sun', true] }),
    );
    expect(paragraphAfter(held, 'The root and what is passing', 0)).not.toMatch(/steadier|sounder/);
  });

  it('places every card beside every neighbour grammatically, with its whole theme, both orientations', () => {
    const x = 'the Queen of Cups reversed';
    for (const card of DECK)
      for (const reversed of [false, true]) {
        const m = meaningOf(card, reversed);
        const [n, N] = [cardPhrase(card, { reversed }), cardPhrase(card, { reversed, capital: true })];
        for (const [key, near] of Object.entries(NEAR_FRAMES))
          for (const frame of Object.values(near.by).flat()) {
            const s = frame(n, N, m.theme, x);
            expect(grammarFaults(s), `${key}: ${s}`).toEqual([]);
            expect(s).toContain(m.theme);
          }
      }
  });

  // The review counted frames over eight readings; forty readings in five batches of eight, on
  // eight subjects, keep the count from resting on one lucky batch. With the frames taken in turn,
  // 58 paragraph openings came back in three readings of a batch or more, "Beneath the cross lay"
  // among them; chosen by the cards and their neighbours, 23. A card drawn in three readings of
  // eight beside like neighbours still opens them alike, so the bound is not zero.
  it('opens few positions with a frame shared by three readings of eight, and never with the old stock lines', () => {
    const questions = [
      'Will my partner and I move in together this year?',
      'Should I ask my manager for the team lead role?',
      'How can I get my savings back on track?',
      'What do I need to understand about my recovery after knee surgery?',
      'How do I mend things with my brother?',
      'Should I relocate to Lisbon next spring?',
      'Will I pass my bar exam in July?',
      'What is my spiritual path asking of me right now?',
    ];
    const names = DECK.flatMap((c) => [c.name, c.name.replace(/^The /, '')]).sort(
      (a, b) => b.length - a.length,
    );
    const mask = (s: string) =>
      names.reduce(
        (t, name) => t.replace(new RegExp(`\\b(?:the )?${name}(?: reversed)?\\b`, 'gi'), 'CARD'),
        s,
      );
    const shared: string[][] = [];
    for (let batch = 0; batch < 5; batch++) {
      const seen = new Map<string, Set<number>>();
      questions.forEach((q, i) => {
        const md = read(q, seriesDraw('ccu-batch', 'celtic-cross', batch * 8 + i));
        const body = md.split('## The Cross')[1]!.split('**The story of the spread')[0]!;
        for (const para of body.split('\n\n').filter((p) => p.trim() && !p.startsWith('#'))) {
          const opening = mask(para).split(/\s+/).slice(0, 4).join(' ').replace(/[,:]/g, '');
          seen.set(opening, (seen.get(opening) ?? new Set()).add(i));
        }
      });
      shared.push([...seen].filter(([, at]) => at.size > 2).map(([opening]) => opening));
    }
    const count = shared.reduce((sum, batch) => sum + batch.length, 0);
    expect(count, JSON.stringify(shared)).toBeLessThanOrEqual(25);
    expect(shared.flat()).not.toContain('Beneath the cross lay');
  });
});

describe('Celtic Cross review u: no two steps a reader would call the same', () => {
  it('reads two steps on one subject as the same advice, and two on different subjects as two', () => {
    expect(
      sameStep(
        'decide by the facts and the principle, then hold to it',
        'say nothing about the matter until you have checked your facts',
      ),
    ).toBe(true);
    expect(
      sameStep(
        'ask for help with the worry rather than lying awake alone with it',
        'let someone carry part of the load, and take the help you are offered',
      ),
    ).toBe(true);
    expect(
      sameStep(
        'set out your vision for the next year, and take the first decisive step',
        'act decisively today, but take a minute to check your aim first',
      ),
    ).toBe(true);
    // A verb every step uses ("write down", "decide") is no subject.
    expect(
      sameStep(
        'write the choices down and cross out every one you cannot act on this month',
        'write down what you achieved this year, for your own eyes',
      ),
    ).toBe(false);
    expect(
      sameStep(
        'stop pushing for a day, and decide which direction you actually want to go',
        'write down what you hope for, and take one gentle step towards it',
      ),
    ).toBe(false);
  });

  it('keeps the first of two steps that say the same thing, and the step after it', () => {
    const kept = agreeingSteps(
      [
        { text: 'decide by the facts and the principle, then hold to it' },
        { text: 'say nothing about the matter until you have checked your facts' },
        { text: 'walk away from the fight you cannot win cleanly' },
      ],
      { verdict: 'open', leaving: false },
    );
    expect(kept.map((s) => s.text)).toEqual([
      'decide by the facts and the principle, then hold to it',
      'walk away from the fight you cannot win cleanly',
    ]);
  });

  it('never lists two next steps on one subject in a whole reading', () => {
    for (let i = 0; i < 40; i++) {
      const md = read('How can I get out of debt?', seriesDraw('ccu-steps', 'celtic-cross', i));
      const head = /\*\*The one thing to do:\*\* ([^\n]*)/.exec(md)?.[1];
      const listed = /\*\*Next steps:\*\* ([^\n]*)/.exec(md)?.[1]?.split(/; (?:then|and) /) ?? [];
      const steps = [...(head ? [head] : []), ...listed].map((s) => s.replace(/ \(([^)]*)\)\.?$/, ''));
      for (let a = 0; a < steps.length; a++)
        for (let b = a + 1; b < steps.length; b++)
          expect(sameStep(steps[a]!, steps[b]!), `${steps[a]} | ${steps[b]}`).toBe(false);
    }
  });
});
