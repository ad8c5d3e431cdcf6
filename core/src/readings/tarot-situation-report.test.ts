// The faults an independent reader found in the three-card readings, each pinned to the draw that
// showed it (the review batch's seeds), so a regression is caught on the very reading.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawSpread } from '../tarot/draw';
import { readQuestion } from './content/tarot-positions';
import { composeThreeCard, fitsSituation, threeCardLean, drawnCards } from './tarot-report';

const seed = (s: string) => createHash('sha256').update(`r1${s}`).digest('hex');
/** The review batch's three-card reading number i (1-based). */
const reading = (i: number, firstName: string, question: string) =>
  composeThreeCard({
    firstName,
    question,
    draw: drawSpread({ seed: seed(`t${i - 1}`), cut: String(i - 1), spread: 'three-card' }),
  }).markdown;
const section = (md: string, title: string) => md.split(`## ${title}\n\n`)[1]!.split('\n\n## ')[0]!;
const paragraphOf = (md: string, position: string) => md.split(`### ${position}: `)[1]!.split('\n\n')[1]!;

describe('sentences fit the situation the asker states', () => {
  it('gives a landlord question no partner or family', () => {
    const md = reading(1, 'Mira', 'Will my landlord return my deposit?');
    expect(md).not.toMatch(/your partner|your family|divided loyalties|[Dd]omestic|home and family/);
    expect(md).toMatch(/landlord|deposit/);
  });

  it('gives a business partner no CV and no romance', () => {
    const md = reading(8, 'Sven', 'What do I need to know about my new business partner?');
    expect(md).not.toMatch(/\bCV\b|stronger on one side|attraction/);
  });

  it('never tells someone asking about an ex that it is a warm time for the two of them', () => {
    const q = readQuestion('Is my ex going to come back?');
    expect(fitsSituation('This is a warm, secure time for the two of you.', q)).toBe(false);
    expect(reading(12, 'Hana', 'Is my ex going to come back?')).not.toMatch(/as the cards see them now/);
  });

  it('never promises a growing household on a parent’s dementia', () => {
    const md = reading(3, 'Ayesha', 'My father has dementia. How can I best care for him?');
    expect(md).not.toMatch(/household may expand|family bonds grow/i);
  });

  it('names bereavement help on a death and pregnancy-loss help only on a pregnancy loss', () => {
    const md = reading(11, 'Rui', 'How do I get through the first year after my mother died?');
    expect(md).toMatch(/bereavement counsellor/);
    expect(md).not.toMatch(/pregnancy-loss/);
    expect(md.match(/bereavement/g)!.length).toBeLessThanOrEqual(2);
  });

  it('reads a past court card on a grief question with tenderness, never as judgement on the dead', () => {
    const md = reading(11, 'Rui', 'How do I get through the first year after my mother died?');
    expect(md).not.toMatch(/martyrdom|manipulation|smothering|moody|clinging|self-absorbed/);
    expect(paragraphOf(md, 'Past')).toMatch(/the one you have lost/);
  });

  it('names no lawyer on an application an office decides', () => {
    const md = composeThreeCard({
      firstName: 'Dev',
      question: 'Will my visa application for Australia succeed?',
      draw: drawSpread({ seed: seed('x'), cut: '1', spread: 'three-card' }),
    }).markdown;
    expect(md).not.toMatch(/lawyer|court/);
  });
});

describe('one verdict the reading supports', () => {
  it('never lets the past vote', () => {
    // Bar exam: the Three of Swords behind, nothing else leaning no.
    const md = reading(7, 'Camille', 'Will I pass my bar exam in February?');
    const opening = section(md, 'Overview');
    expect(opening).not.toMatch(/Three of Swords behind you/);
    const q = readQuestion('Will I pass my bar exam in February?');
    const cards = drawnCards(drawSpread({ seed: seed('t6'), cut: '6', spread: 'three-card' }));
    expect(threeCardLean(cards, q).con.every((p) => p.d.positionKey !== 'past')).toBe(true);
  });

  it('gives no second rule to choose by beside a favourite, and reads Death reversed as a change resisted', () => {
    const md = reading(5, 'Leila', 'Should I accept the offer from the startup or stay at the bank?');
    expect(md).not.toMatch(/If you are still torn/);
    expect(md).not.toMatch(/The cards favour “stay at the bank”/);
  });

  it('gives no suit or reversal tallies as reasons', () => {
    for (let i = 1; i <= 15; i++)
      expect(reading(i, 'Ana', 'Will things work out for me this year?')).not.toMatch(
        /Swords add friction|All three cards are reversed|larger lessons|leaves the ending open|a warning, not a sentence/,
      );
  });
});

describe('the spread told as a story', () => {
  it('names the asker’s matter and says a literal fit plainly, in the card’s own paragraph', () => {
    const wedding = section(
      reading(4, 'Jon', 'Will she forgive me for what I said at the wedding?'),
      'The Cards',
    );
    // The card's own paragraph names it, and its fit says "it" rather than naming it a third time.
    expect(wedding).toMatch(/Hierophant[^#]*It is the card of ceremony/);
    const depositReading = reading(1, 'Mira', 'Will my landlord return my deposit?');
    expect(section(depositReading, 'The Spread as a Whole')).toMatch(/your deposit/);
    expect(section(depositReading, 'The Cards')).toMatch(/Knight of Cups reversed as artifice and trickery/);
    const novel = section(reading(2, 'Tomás', 'Is this the year I finally finish my novel?'), 'The Cards');
    expect(novel).toMatch(/Three of Cups as the happy conclusion/);
  });
});

describe('court cards and tense', () => {
  it('tells the past in the past tense, with no present-tense line about the asker', () => {
    const past = paragraphOf(reading(13, 'Kofi', 'What is blocking my spiritual practice?'), 'Past');
    expect(past).not.toMatch(/You have a foothold/);
    expect(past).toMatch(
      /Behind you|in the past|came before|Before this came|road so far was|stood|started with/,
    );
  });

  it('reads a court card in the present as a quality the asker brings, not a persona', () => {
    let seen = 0;
    for (let n = 0; n < 60; n++) {
      const r = composeThreeCard({
        firstName: 'Dev',
        question: 'What should I focus on at work?',
        draw: drawSpread({ seed: seed(`court${n}`), cut: '0', spread: 'three-card' }),
      });
      const present = r.facts.cards[1]!;
      if (!/(Page|Knight|Queen|King) of/.test(present.name)) continue;
      seen++;
      const p = paragraphOf(r.markdown, 'Present');
      expect(p).toMatch(
        // Reversed, the quality is said as a pressure, never a verdict (review r26b).
        /is how you meet this now|is the part you play today|shows what you bring to it at present|is the pressure on you now|is the side to watch in yourself today|shows what the strain brings out at present/,
      );
      expect(p).not.toMatch(/\b(woman|man) (who|whose)\b/);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
