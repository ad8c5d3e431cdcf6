// The professional review of batch r13 (Celtic Cross 3.5/10): one verdict with a reason taken from
// what the cards say about the paths, positions read one way, no charge laid on the client, hopes
// that fit the relationship asked about, and the card sense that fits the topic.
import { describe, expect, it } from 'vitest';
import { seriesDraw, seriesReadings } from './__fixtures__/tarot-draws';
import { composeCelticCross } from './celtic-cross-report';
import { cardById } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { cardPhrase } from './tarot-interplay';
import { RELEASED } from './content/celtic-cross';

const readings = (question: string, n = 60) => seriesReadings('cc13', question, n, ['celtic-cross']);
const draws = (question: string, n = 60) =>
  Array.from({ length: n }, (_, i) => {
    const draw = seriesDraw('cc13', 'celtic-cross', i);
    return { draw, md: composeCelticCross({ firstName: 'Mara', question, draw }).markdown };
  });
const overviewOf = (md: string) => md.split('## Overview\n\n')[1]!.split('\n## ')[0]!;
const closingOf = (md: string) => md.split('## The Answer')[1]!.split('## Verify')[0]!;
const has = (draw: ReturnType<typeof seriesDraw>, id: string, reversed = false) =>
  draw.cards.some((c) => c.cardId === id && (c.orientation === 'reversed') === reversed);

describe('Celtic Cross review r13', () => {
  it('gives one verdict on keep-or-sell, its reason taken from the cards that speak to the paths', () => {
    const q = 'Should we keep my father’s old flat or sell it?';
    let tens = 0;
    for (const { draw, md } of draws(q)) {
      const overview = overviewOf(md);
      // The reason names the card that favours a path, or says plainly that none does.
      expect(overview).toMatch(
        /The card that speaks to the choice itself is|None of the ten cards speaks to/,
      );
      const chosen = /The cards favour “([^”]+)”/.exec(overview)?.[1];
      if (chosen) expect(closingOf(md)).toContain(`On balance, “${chosen}”`);
      else expect(closingOf(md)).toContain('**Still open.**');
      // The crossing card is the obstacle, never the card that names a path.
      expect(overview).not.toMatch(/(speaks to the choice itself is|Against it,) [^:]*laid across/);
      // The Ten of Pentacles is the card of the family house: where it falls in a place that
      // decides the choice (the heart, what approaches, the asker's card, the outcome), the answer
      // weighs it, for keeping.
      const deciding = ['present', 'near-future', 'self', 'outcome'];
      const ten = draw.cards.find((c) => c.cardId === 'pentacles-10-ten' && c.orientation === 'upright');
      if (ten && deciding.includes(ten.positionKey)) {
        tens++;
        expect(overview).toMatch(/Ten of Pentacles[^.]*(:|, is) the card of family property/);
        expect(overview).toMatch(/The cards favour “keep|Neither path/);
      }
    }
    expect(tens).toBeGreaterThan(0);
  });

  it('reads the crossing card one way, and a reversed crown that is a release as the aim freed', () => {
    let released = 0;
    for (const { draw, md } of draws('Will my new bakery break even this year?', 200)) {
      const cross = md.split('### The heart of the matter')[1]!.split('\n### ')[0]!;
      // A crossing card framed as what stands in the way is not "the help" a line later.
      if (/stand in the way|where the difficulty goes|place of the difficulty/.test(cross))
        expect(cross).not.toMatch(/tips it for the better|is the help|relief on offer|the one on your side/);
      expect(md).not.toContain('a ceiling rather than a prize');
      const crown = draw.cards.find((c) => c.positionKey === 'crown')!;
      const freed =
        crown.orientation === 'reversed' &&
        (RELEASED.has(crown.cardId) || meaningOf(cardById(crown.cardId)!, true).lean === 'yes');
      if (freed) {
        released++;
        const part = md.split('### The crown and what approaches')[1]!.split('\n\n')[1]!;
        expect(part).not.toMatch(/warning|second look|ceiling/);
      }
    }
    expect(released).toBeGreaterThan(0);
    // The Devil reversed in the crown is the chains off, not a warning about the aim.
    const base = seriesDraw('cc13', 'celtic-cross', 0);
    const draw = {
      ...base,
      cards: base.cards.map((c) =>
        c.positionKey === 'crown' ? { ...c, cardId: 'major-15-devil', orientation: 'reversed' as const } : c,
      ),
    };
    const devil = composeCelticCross({
      firstName: 'Mara',
      question: 'Should I go back to college at 45?',
      draw,
    });
    const crown = devil.markdown.split('### The crown and what approaches')[1]!.split('\n\n')[1]!;
    expect(crown).toContain('Devil reversed');
    expect(crown).not.toMatch(/warning|second look|ceiling/);
  });

  it('lays no charge on the client or their partner, and invents no deal, gift or loan', () => {
    let partner = 0;
    let shadow = 0;
    for (const { draw, md } of draws('Will my wife and I cope with relocating to Lisbon?', 120)) {
      const self = draw.cards.find((c) => c.positionKey === 'self')!;
      const card = cardById(self.cardId)!;
      if (!card.rank && meaningOf(card, self.orientation === 'reversed').lean === 'no') {
        shadow++;
        expect(md).not.toMatch(/You come to this as the/);
        expect(md).toMatch(
          /a risk to watch for in yourself|a temptation or a fear that may be in play|a pressure rather than who you are|a pressure on you more than a portrait of you|could bring out in anyone/,
        );
      }
      if (/This card may well be your wife|If this card is your wife/.test(md)) partner++;
      expect(md).not.toMatch(/turned to her harder side|makes your wife part of the difficulty/);
      expect(md).not.toMatch(/\b(the deal|deals?) that pays|gift will cost|money lent\b/);
    }
    expect(shadow).toBeGreaterThan(0);
    expect(partner).toBeGreaterThan(0);
    for (const md of readings('Why do I feel worn out every single day?', 120))
      expect(md).not.toMatch(/\b(the deal|deals?) that pays|gift will cost|money lent\b/);
  });

  it('reads hopes in a long marriage as the couple’s own past, never an old flame', () => {
    let six = 0;
    for (const { draw, md } of draws(
      'After twenty-two years of marriage, where are my husband and I heading?',
      120,
    )) {
      expect(md).not.toMatch(/old flame|first love|someone from your past|third party/i);
      if (has(draw, 'cups-06-six')) {
        six++;
        expect(md).toContain('the card of shared memory');
      }
    }
    expect(six).toBeGreaterThan(0);
  });

  it('gives the Six of Swords and the Knight of Wands the sense that fits the topic', () => {
    let swords = 0;
    for (const { draw, md } of draws('Can my friendship with Priya still be saved?', 120))
      if (has(draw, 'swords-06-six')) {
        swords++;
        expect(md).toContain('drifting apart');
        expect(md).not.toMatch(/calmer waters/);
      }
    let knight = 0;
    for (const { draw, md } of draws('Should I relocate to Berlin for a fresh start?', 120))
      if (has(draw, 'wands-12-knight')) {
        knight++;
        expect(md).toContain('change of residence');
      }
    expect(swords * knight).toBeGreaterThan(0);
  });

  it('names the practical step a professional would give first, and the doctor before the cards', () => {
    const first = (question: string) => readings(question, 20).map((md) => closingOf(md));
    for (const md of readings('Why am I exhausted all the time lately?', 20)) {
      expect(overviewOf(md)).toMatch(/comes before the cards: see your GP/);
      expect(closingOf(md)).not.toMatch(/restore you now/);
    }
    for (const a of first('How can I calm my nerves before my tribunal hearing?'))
      expect(a).toMatch(/rehearse what you will say with your lawyer/);
    for (const a of first('Will our app raise its seed round before summer?'))
      expect(a).toMatch(/months of runway/);
    for (const a of first('Should I keep the cottage I inherited from my late father, or sell it?'))
      expect(a).toMatch(/solicitor handling the estate/);
  });

  // Review r31 asked for the leading suit again, said with its element and what it means for the matter.
  it('counts a suit only with what it says of the matter, never figures or reversals, and shares no stock advice with the three-card reading', () => {
    for (const md of readings('Will my new bakery break even this year?', 80)) {
      expect(md).not.toMatch(/are figures|of the ten cards are reversed/);
      // The story's first sentence says which suit leads and what that means for the matter.
      const said = md.split('**The story of the spread.** ')[1]!.split('. ')[0]!;
      if (
        /^(\w+ of the ten cards are (?!Major)|(Wands|Cups|Swords|Pentacles) lead|With \w+ (Wands|Cups|Swords|Pentacles),)/.test(
          said,
        )
      )
        expect(said).toMatch(
          /\b(fire|water|air|earth)\b.* (will weigh most in|will count for most in|carry the most weight in|will matter most)/,
        );
      expect(md).not.toMatch(/they may be people in your life, or sides of yourself/);
    }
    for (const md of readings('Will my startup find investors by the autumn?', 80))
      expect(md).not.toContain('revisit the terms before the friction becomes a break');
  });

  // Review r31: the spread is summed up by the cards a reader weighs against each other, the
  // crossing against the end, the root under the crown, your own card and the hopes against the end.
  it('sums up the spread through the crossing, the root and crown, your own card, the hopes and the outcome', () => {
    for (const { draw, md } of draws('Will my new bakery break even this year?', 40)) {
      const story = /\*\*The story of the spread\.\*\* ([^\n]+)/.exec(md)?.[1];
      expect(story).toBeDefined();
      for (const key of ['challenge', 'foundation', 'crown', 'self', 'hopes-fears', 'outcome']) {
        const c = draw.cards.find((x) => x.positionKey === key)!;
        expect(story!.toLowerCase()).toContain(
          cardPhrase(cardById(c.cardId)!, { reversed: c.orientation === 'reversed' }).toLowerCase(),
        );
      }
    }
  });
});
