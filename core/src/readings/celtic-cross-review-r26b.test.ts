// The professional review of batch r26b (Celtic Cross): a yes to leaving is not reasoned with cards
// said to "point the hard way"; a step keeps the asker's role (the one who had the affair discloses,
// a claimant weighs a win's cost with the lawyer); an affair gets no money lines and a move to the
// country no spiritual practice; the career after a PhD is not the PhD; a court card named as the
// judge is not also the other side, and another's feelings are not foretold on an affair; a hard
// own card is what to plan for, never what keeps a risk small; the closing step names the move;
// no "what what you asked about"; and the picture a reader would seize on leads.
import { describe, expect, it } from 'vitest';
import { type TarotDraw } from '../tarot/draw';
import { composeCelticCross } from './celtic-cross-report';
import { crossWithCard, sealedCrosses, seriesDraw } from './__fixtures__/tarot-draws';

/** The six reviewed readings, drawn from the batch's own seeds and cuts. */
const BATCH: [string, string, string, string][] = [
  [
    'Dev',
    'What do I need to know about my relationship with my father?',
    'ee2bb0b1030e5bad2e2bb0352a44a2e774f54fc29fe962e77471668866a33839',
    '11',
  ],
  [
    'Elif',
    'Will my tribunal claim against my former employer succeed?',
    'ee2bb0b9cd7d436b17e5c3252282a2e774fd81b1872f5b2907616e4e66a33831',
    '12',
  ],
  [
    'Femi',
    'Should I leave London for a quieter life in the countryside?',
    '83c44fc297abf6c6f058a035a6abcf088b86db673282bc946471ea670b4cc74a',
    '13',
  ],
  [
    'Greta',
    'How can I rebuild trust with my wife after my affair?',
    '8b0a3c56be6dc742d912f2a9c537c7c6f812f2a1030695de36ed89fb0382b4de',
    '14',
  ],
  [
    'Hugo',
    'What will my career look like after I finish my PhD?',
    '9b8e99fb595ccf84e058a87f785cd7425dbf15900bc0ac946c3b349013061173',
    '15',
  ],
  [
    'Iris',
    'Why do I keep choosing friends who let me down?',
    '3e23f2a1030edf088b8e1514ae6d72ef36e54fc21b4cc742d150e2a1b6ab7a29',
    '16',
  ],
];
const batch = sealedCrosses(BATCH);
const reading = (i: number) => batch[i]!.md;

const compose = (question: string, draw: TarotDraw) =>
  composeCelticCross({ firstName: 'Noa', question, draw }).markdown;
const series = (question: string, n = 30) =>
  Array.from({ length: n }, (_, i) => compose(question, seriesDraw('cc26b', 'celtic-cross', i)));

const section = (md: string, head: string) => md.split(head)[1]!.split('\n#')[0]!;
const story = (md: string) => /\*\*The story of the spread\.\*\* ([^\n]*)/.exec(md)?.[1] ?? '';
const steps = (md: string) => /\*\*Next steps:\*\* ([^\n]*)/.exec(md)?.[1] ?? '';

describe('Celtic Cross review r26b', () => {
  it('never gives a yes to leaving and then says its cards point the hard way', () => {
    const overview = section(reading(2), '## Overview');
    expect(overview).not.toMatch(/point the hard way|agree, and not kindly|same hard way/);
    // The reason names the cards that give the yes, the end among them (review r31).
    expect(overview).toMatch(/the cards favour leaving[^.]*\.[^.]*Page of Swords reversed at the end/);
    for (const question of [
      'Should I leave London for a quieter life in the countryside?',
      'Should I leave my job at the bank?',
    ])
      for (const md of series(question)) {
        const o = section(md, '## Overview');
        if (/^[^\n]*(yes|Yes)[^\n]*the cards favour leaving/.test(o))
          expect(o, question).not.toMatch(/point the hard way|agree, and not kindly|same hard way/);
        if (/the cards favour staying/.test(o))
          expect(o, question).not.toMatch(/point this way\. At the heart|two cards that decide it agree\./);
      }
  });

  it('keeps the asker’s role in the steps: the one who strayed discloses, a claimant weighs the cost with the lawyer', () => {
    const affair = steps(reading(3));
    expect(affair).not.toMatch(/who benefits|what you cannot see/);
    expect(affair).toMatch(/tell your wife whatever is still hidden/);
    const tribunal = steps(reading(1));
    expect(tribunal).not.toMatch(/walk away/);
    expect(tribunal).toMatch(/with your lawyer what a win would cost/);
    for (let i = 0; i < 4; i++) {
      const md = compose(
        'How can I rebuild trust with my husband after my affair?',
        crossWithCard('cc26bw', i, 'challenge', 'swords-07-seven', false),
      );
      expect(steps(md)).not.toMatch(/who benefits|what you cannot see/);
      expect(section(md, '### The heart of the matter')).toMatch(/the affair/);
    }
  });

  it('keeps each line to the matter: no money on an affair, no practice on a move, the career after the PhD', () => {
    expect(reading(3)).not.toMatch(/money and resents|overspending|quarrel/);
    for (const md of series('How can I rebuild trust with my wife after my affair?', 24))
      expect(md).not.toMatch(/depends on the other for money|who benefits|part in a quarrel/);
    expect(reading(2)).not.toMatch(/sacred|your practice|Stay with one practice/);
    expect(reading(4)).not.toMatch(/Your PhD can still end|in your PhD\b/);
    expect(reading(4)).toMatch(/your career after the PhD/);
  });

  it('gives a court card one role and foretells no feelings on an affair', () => {
    const crown = section(reading(1), '### The crown and what approaches');
    expect(crown).toMatch(/judge/);
    expect(crown).not.toMatch(/may well be your employer/);
    expect(reading(3)).not.toMatch(/better disposed toward you|meet you at least halfway/);
    for (const md of series('How can I rebuild trust with my wife after my affair?', 24))
      expect(md).not.toMatch(/better disposed toward you|meet you at least halfway|goodwill there is worth/);
  });

  it('reads a hard card of your own as what to plan for, never as what keeps a risk small', () => {
    expect(story(reading(2))).not.toMatch(/season of hardship[^.]*keep that risk small/);
    for (const question of ['Will I get the job I interviewed for?', 'Will my bakery break even this year?'])
      for (let i = 0; i < 8; i++) {
        const md = compose(question, crossWithCard('cc26bw', i, 'self', 'pentacles-05-five', false));
        expect(story(md)).not.toMatch(/Five of Pentacles\)?, is how you keep that risk small/);
      }
  });

  it('closes on a step that names the move and gives one concrete action', () => {
    const close = section(reading(2), '### The outcome');
    expect(close).not.toMatch(/What keeps it that way: give your mind a quiet hour/);
    expect(close).toMatch(/What keeps it that way: [^.]*(the area|the move|the life there)/);
    expect(close).not.toMatch(/visas/);
  });

  it('leaves no broken template: no "what what"', () => {
    expect(reading(5)).not.toMatch(/\bwhat what\b/);
    for (const md of series('Why do I keep choosing friends who let me down?', 24))
      expect(md).not.toMatch(/\bwhat what\b|your friendships needs/);
  });

  it('leads with the picture a reader would seize on', () => {
    expect(section(reading(0), '### You and the people around you')).toMatch(/legacy/);
    expect(section(reading(2), '### The heart of the matter')).toMatch(
      /move to the country[^.]*Queen of Pentacles is the life/,
    );
  });
});
