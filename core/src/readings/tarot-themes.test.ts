// What professional readers asked of the three-card reading (issue 26, seventh round): a card on
// the question's own theme said so, the people in the question named, a matter in the asker's
// terms and one verdict that the lean, the story and the answer all keep.
import { describe, expect, it } from 'vitest';
import { cardById } from '../tarot/deck';
import type { TarotDraw } from '../tarot/draw';
import { CARD_MEANINGS } from '../tarot/meanings';
import { actionOf } from './content/tarot-positions';
import { paceOf, type Placed } from './tarot-interplay';
import { composeThreeCard } from './tarot-report';
import { CARD_THEMES, peopleIn, questionThemes, THEMES, type Theme } from './tarot-themes';
import { seriesDraw, seriesReadings } from './__fixtures__/tarot-draws';

/** A three-card draw with the given cards, "id" upright and "id:r" reversed. */
function drawOf(...ids: string[]): TarotDraw {
  const draw = seriesDraw('r7', 'three-card', 0);
  return {
    ...draw,
    cards: draw.cards.map((d, k) => {
      const [id, r] = ids[k]!.split(':');
      const card = cardById(id!)!;
      return {
        ...d,
        cardId: card.id,
        name: card.name,
        image: card.image,
        orientation: r ? 'reversed' : 'upright',
      };
    }),
  };
}
const read = (question: string, ...ids: string[]) =>
  composeThreeCard({ firstName: 'Mara', question, draw: drawOf(...ids) }).markdown;
const section = (md: string, title: string) => md.split(`## ${title}\n\n`)[1]!.split('\n\n## ')[0]!;
const paragraphOf = (md: string, label: string) =>
  md.split(`### ${label}: `)[1]!.split('\n\n###')[0]!.split('\n\n## ')[0]!;

/** Words the authored upright text of a card must hold for each theme it is tagged with. */
const EVIDENCE: Record<Theme, RegExp> = {
  deception: /decepti|deceit|illusion|secret|hidden|stealth|trick|spying|vigilance|lies/i,
  truth: /truth|justice|fair|law|judg|clarity|honest|reckoning|verdict|awakening/i,
  ending: /end|completion|closure|collapse|upheaval|transformation|walk(s|ing)? away|ruin|leav/i,
  beginning: /beginning|start|seed|birth|source|new|opportunit/i,
  travel: /journey|travel|voyage|ships?|boat|horizon|world|speed|rides?|move|quest|arrival|swift/i,
  money:
    /money|wealth|prosper|financ|gain|profit|material|coins?|charity|generosity|security|resources|trade/i,
  partnership: /union|partner|love|lovers|attraction|marriage|couple|bond|proposal|invitation/i,
  conflict:
    /conflict|strife|quarrel|fight|battle|rival|competition|opposition|defeat|hostil|defen|triumph|contest/i,
  rest: /rest|recover|retreat|respite|stillness|heal|solitude|withdraw|calm|hope|moderation|balance/i,
  grief: /grief|sorrow|heartbreak|mourn|loss|regret/i,
  choice: /choice|choose|decision|crossroads|options|stalemate|balance|weigh/i,
  waiting: /wait|patien|pause|suspension|delay|on hold|slow|assess/i,
  craft: /craft|skill|learn|apprentic|stud|student|master|diligen|teamwork|work|teach|tradition|will/i,
  authority: /authority|structure|rules|leader|command|institution|tradition|ruler|master|power|control/i,
  celebration: /celebrat|festiv|merriment|party|feast|joy|victory|success|wish|satisf/i,
  home: /home|family|household|domestic|hearth|roots|childhood|memories|comfort|nurtur|mother|legacy|generations/i,
};

describe('card themes', () => {
  it('tags each card only with themes its own authored meaning bears out', () => {
    for (const [id, themes] of Object.entries(CARD_THEMES)) {
      const m = CARD_MEANINGS[id]!.upright;
      for (const theme of themes)
        expect(`${m.theme}. ${m.meaning}`, `${id} ${theme}`).toMatch(EVIDENCE[theme]);
    }
    expect(
      Object.values(CARD_THEMES)
        .flat()
        .every((t) => THEMES.includes(t)),
    ).toBe(true);
  });

  it('hears the theme in the question’s words', () => {
    expect(questionThemes('Should I tell my sister that her husband is lying to her?')).toContain(
      'deception',
    );
    expect(questionThemes('Is Daniel cheating on me?')).toContain('deception');
    expect(questionThemes('Will the court rule the contract fair?')).toEqual(['truth']);
    expect(questionThemes('Should we move to Lisbon next spring?')).toContain('travel');
    expect(questionThemes('Should I forgive my cousin for missing my wedding?')).not.toContain('celebration');
  });

  it('says when the card of deception comes up on a question about a lie, and makes it the heart of the overview', () => {
    const md = read(
      'Should I tell my sister that her husband is lying to her?',
      'major-18-moon',
      'swords-04-four:r',
      'major-11-justice:r',
    );
    expect(section(md, 'Overview')).toMatch(
      /At the heart of this is the Moon behind you, the card of deception/,
    );
    expect(paragraphOf(md, 'Past')).toMatch(
      /card of deception .*question is about a lie.*your sister and her husband/,
    );
    expect(paragraphOf(md, 'Future')).toMatch(/This is the card of truth, fairness and judgement/);
  });
});

describe('people and matter in the question', () => {
  it('names the people the question names, a relative’s partner through the relative', () => {
    expect(peopleIn('Should I tell my sister that her husband is lying to her?')).toEqual([
      'your sister',
      'your sister’s husband',
    ]);
    expect(peopleIn('Will the buyer go through with the contract?')).toEqual(['the buyer']);
    expect(peopleIn('Is a new man coming into my life soon?')).toEqual(['a new man']);
    expect(peopleIn('How do I rebuild trust with my sister, who is also my business partner?')).toEqual([
      'your sister',
    ]);
    expect(peopleIn('Is Daniel cheating on me?')).toEqual(['Daniel']);
    expect(peopleIn('Should we move to Lisbon next spring?')).toEqual([]);
  });

  it('takes the step a "Should I…?" weighs as its matter, never a noun further on', () => {
    expect(actionOf('Should I leave teaching to retrain as a nurse?')).toBe('leaving teaching');
    expect(actionOf('Should I tell my sister that her husband is lying to her?')).toBe('telling your sister');
    expect(actionOf('Should I ask for a raise?')).toBe('asking for a raise');
    expect(actionOf('Should I be worried?')).toBeNull();
    for (const md of seriesReadings('r7', 'Should I leave teaching to retrain as a nurse?', 10, [
      'three-card',
    ]))
      expect(md).not.toMatch(/\b(for|on|with|about|under) a nurse\b/i);
    for (const md of seriesReadings('r7', 'Should I forgive my cousin for missing my wedding?', 10, [
      'three-card',
    ]))
      expect(md.replace(/“[^”]*”/g, '')).not.toMatch(/your wedding/);
  });

  it('reads the question about favouritism for all three people, and a named partner by name', () => {
    const md = seriesReadings('r7', 'Why does my mother keep favouring my brother?', 1, ['three-card'])[0]!;
    expect(md).toMatch(/you, your mother and your brother/);
    expect(seriesReadings('r7', 'Is Daniel cheating on me?', 1, ['three-card'])[0]).toMatch(/you and Daniel/);
  });
});

describe('one verdict for a step the asker weighs', () => {
  const QUESTIONS = [
    'Should I tell my sister that her husband is lying to her?',
    'Should I confront my father about the money he borrowed?',
    'Should I take the job offer in Leeds?',
    'Should we move to Lisbon next spring?',
    'Should I lend my brother money for his car?',
  ];
  const GO =
    /change of course now|act on it rather than wait|something has to change first|back the step you are weighing/;
  const HOLD = /do not back the step|wait until|hold off/i;

  it('never pairs a lean against the step with a call to act, nor a lean for it with a call to hold back', () => {
    for (const question of QUESTIONS)
      for (const md of seriesReadings('r7', question, 30, ['three-card'])) {
        if (/\*\*Leaning no/.test(md)) expect(md, question).not.toMatch(GO);
        if (/\*\*Leaning yes/.test(md)) expect(md, question).not.toMatch(HOLD);
        if (/rather than wait/.test(md)) expect(md, question).not.toMatch(/\bwait until\b/i);
      }
  });

  it('keeps one verdict on every shape of yes/no question: "Is it time to…", "Should we…", "Is X worth…", "Will…"', () => {
    const STEPS = [
      'Is it time to ask for a raise?',
      'Should we sell the flat this year?',
      'Is selling our house worth the stress?',
      'Is it worth applying for the manager role?',
      'Should I tell my coworker I’m in love with her?',
      'Should I ask him out?',
      'Is it time to tell my best friend how I feel?',
      'Do I tell my sister the truth about her husband?',
    ];
    const WILL = ['Will my business make a profit this year?', 'Will the buyer go through with the sale?'];
    // A forecast that runs well is never told to change course, nor one that runs badly to keep going.
    const CHANGE =
      /change of course now|something has to change first|alter what you are doing|do not back the step/;
    const KEEP =
      /keep going as you are|worth protecting rather than changing|steadiness serves you|back the step/;
    let n = 0;
    for (const question of STEPS)
      for (const md of seriesReadings('r8', question, 15, ['three-card'])) {
        n++;
        if (/\*\*Leaning no/.test(md)) expect(md, question).not.toMatch(GO);
        if (/\*\*Leaning no/.test(md)) expect(md, question).not.toMatch(/How to go about it:/);
        if (/\*\*Leaning yes/.test(md)) expect(md, question).not.toMatch(HOLD);
        if (/\*\*Leaning yes/.test(md)) expect(md, question).not.toMatch(/What to settle first:/);
      }
    for (const question of WILL)
      for (const md of seriesReadings('r8', question, 15, ['three-card'])) {
        n++;
        if (/\*\*Leaning yes/.test(md)) expect(md, question).not.toMatch(CHANGE);
        if (/\*\*Leaning no/.test(md)) expect(md, question).not.toMatch(KEEP);
      }
    expect(n).toBe(150);
  });

  it('reads the future card as where the step leads, never as where things drift if nothing changes', () => {
    for (const md of seriesReadings('r7', QUESTIONS[0]!, 30, ['three-card']))
      expect(md).not.toMatch(/if things run on as they are|Left alone, things drift|if nothing changes/);
  });
});

describe('counting and depth', () => {
  it('never counts a Major Arcana card in a suit', () => {
    const placed = (id: string): Placed => {
      const card = cardById(id)!;
      return {
        card,
        where: 'ahead',
        d: {
          position: 1,
          positionKey: 'future',
          positionLabel: 'Future',
          cardId: id,
          name: card.name,
          image: card.image,
          orientation: 'upright',
        },
      };
    };
    const pace = paceOf([placed('wands-05-five'), placed('major-13-death')]).full;
    expect(pace).toMatch(/The Five of Wands is Wands, .* while Death keeps its own time/);
    expect(pace).not.toMatch(/Death (lean|is Wands)|and Death lean/);
  });

  it('reads a court card in the past as fully as any other card', () => {
    const md = read(
      'How can I get out of credit card debt?',
      'swords-13-queen',
      'major-01-magician:r',
      'swords-01-ace:r',
    );
    expect(paragraphOf(md, 'Past').split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(4);
  });
});
