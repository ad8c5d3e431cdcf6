// Review lean: the yes/no lean weighs Waite's heavy cards above light ones, a fertility decision
// (freezing eggs, choosing a donor) is weighed as a held decision rather than read as the waiting to
// conceive, and the Seven of Swords is a plan or an attempt where the question suspects nobody.
import { describe, expect, it } from 'vitest';
import { cardById } from '../tarot/deck';
import { drawWithCards, section, seriesDraw } from './__fixtures__/tarot-draws';
import { composeCelticCross, crossLean } from './celtic-cross-report';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard, drawnCards } from './tarot-report';

/** A three-card reading of a question over set cards, past to future ("id:r" for reversed). */
const reading = (question: string, ids: string[]) =>
  composeThreeCard({
    firstName: 'Mara',
    question,
    draw: drawWithCards(
      'lean-h',
      ids.map((id): [string, boolean] => [id.replace(/:r$/, ''), id.endsWith(':r')]),
    ),
  }).markdown;

/** A Celtic Cross draw with the places given set to upright cards. */
function cross(set: Record<string, string>) {
  const draw = seriesDraw('lean-h', 'celtic-cross', 0);
  return {
    ...draw,
    cards: draw.cards.map((d) => {
      const id = set[d.positionKey];
      if (!id) return d;
      const card = cardById(id)!;
      return { ...d, cardId: id, name: card.name, image: card.image, orientation: 'upright' as const };
    }),
  };
}

/** The Celtic Cross lean a question gets over a set draw. */
const crossAnswer = (question: string, set: Record<string, string>) => {
  const q = readQuestion(question);
  return crossLean(drawnCards(cross(set), q), q).lean;
};

/** Light cards for the places the Celtic Cross does not set: neither heavy nor on any intent. */
const QUIET = {
  challenge: 'major-12-hanged-man',
  'hopes-fears': 'major-12-hanged-man',
};

describe('a heavy card outweighs a light one', () => {
  it('reads the Tower ahead on putting savings into an investment as a no, whatever the Six of Cups now says', () => {
    const md = reading('Should I put my savings into this investment?', [
      'major-19-sun',
      'cups-06-six',
      'major-16-tower',
    ]);
    expect(section(md, 'Your Answer')).toMatch(/^\s*\*\*Leaning no\b/);
  });

  it('reads the Sun ahead as a yes over a light card against it now', () => {
    const md = reading('Should I start painting again?', [
      'major-12-hanged-man',
      'cups-05-five',
      'major-19-sun',
    ]);
    expect(section(md, 'Your Answer')).toMatch(/^\s*\*\*Leaning yes\b/);
  });

  it('answers no to a Celtic Cross whose outcome is the Ten of Swords, over light cards for it elsewhere', () => {
    const lean = crossAnswer('Should I start painting again?', {
      ...QUIET,
      outcome: 'swords-10-ten',
      'near-future': 'cups-03-three',
      self: 'wands-03-three',
      present: 'pentacles-06-six',
    });
    expect(lean).toBe('no');
  });

  it('never answers yes with the Tower in what approaches', () => {
    const lean = crossAnswer('Should I start painting again?', {
      ...QUIET,
      outcome: 'cups-03-three',
      'near-future': 'major-16-tower',
      self: 'wands-03-three',
      present: 'pentacles-06-six',
    });
    expect(lean).not.toBe('yes');
  });
});

describe('a fertility decision is weighed, not read as the wait to conceive', () => {
  const eggs = Array.from({ length: 8 }, (_, i) =>
    composeThreeCard({
      firstName: 'Mara',
      question: 'Should I freeze my eggs this year?',
      draw: seriesDraw('lean-eggs', 'three-card', i),
    }),
  );

  it('gives freezing eggs a held lean, the fertility specialist on the medical side, and no hope or waiting', () => {
    for (const r of eggs) {
      const answer = section(r.markdown, 'Your Answer');
      expect(answer).toMatch(/^\s*\*\*(Unclear|Leaning (yes|no), but not strongly)\b/);
      expect(r.markdown).toMatch(/fertility specialist/);
      expect(r.markdown).not.toMatch(/\b(the hope|the waiting|hope for a child|Hoping for a child)\b/i);
    }
  });

  it('gives the Celtic Cross the same held lean on choosing a donor', () => {
    for (let i = 0; i < 6; i++) {
      const md = composeCelticCross({
        firstName: 'Mara',
        question: 'Should I choose a sperm donor from the clinic’s list?',
        draw: seriesDraw('lean-donor', 'celtic-cross', i),
      }).markdown;
      expect(md).not.toMatch(/No yes or no here|legal advice/);
      expect(md).toMatch(/fertility specialist/);
    }
  });

  it('keeps a question of conceiving as the hope it is', () => {
    const md = composeThreeCard({
      firstName: 'Mara',
      question: 'Will I get pregnant this year?',
      draw: seriesDraw('lean-eggs', 'three-card', 0),
    }).markdown;
    expect(md).toMatch(/Hoping for a child/);
    expect(section(md, 'Your Answer')).toMatch(/No yes or no here/);
  });
});

describe('the Seven of Swords where nobody is suspected', () => {
  it('is a plan tried alone on a friend who moved away, never a scheme', () => {
    const md = reading('Will my friend who moved away stay close to me?', [
      'cups-06-six',
      'swords-07-seven',
      'cups-03-three',
    ]);
    expect(md).toMatch(/a plan tried alone/);
    expect(md).not.toMatch(/\bscheme|getting away with\b/);
  });

  it('is still the card of deceit on a question of cheating', () => {
    const md = reading('Is my husband cheating on me?', ['cups-06-six', 'swords-07-seven', 'cups-03-three']);
    expect(md).not.toMatch(/a plan tried alone/);
  });
});
