// The professional review of batch r23 (three-card): verbs agree with plural people, a quality
// with a clause of its own is not followed by a dangling "to it", a lean towards leaving is said
// once, and a treatment's course is never said to depend on the asker's energy.
import { describe, expect, it } from 'vitest';
import { MAJOR_MEANINGS } from '../tarot/meanings/majors';
import { seededDraw, seriesReadings } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';

const three = (question: string, n = 120) => seriesReadings('t23', question, n, ['three-card']);

describe('tarot review r23', () => {
  it('makes the verb agree with plural people', () => {
    let seen = 0;
    for (const md of three('Will my parents accept my partner?')) {
      expect(md).not.toMatch(/your parents does\b/);
      if (/What your parents do is theirs to decide/.test(md)) seen++;
    }
    expect(seen).toBeGreaterThan(0);
    for (const md of three('How can I reconnect with my sister?', 200))
      expect(md).not.toMatch(/you and your sister hangs\b/);
  });

  it('never leaves "to it" hanging after a quality that ends in a clause', () => {
    let seen = 0;
    for (const md of three('Should I study abroad next year?', 200)) {
      expect(md).not.toMatch(/, which [^.]* to it\./);
      if (/what you brought to it back then was /.test(md)) seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('says "towards" once on a question about leaving', () => {
    let seen = 0;
    for (const md of three('Should I leave my job?', 200)) {
      expect(md).not.toMatch(/towards? toward/);
      if (/towards (leaving|staying)/.test(md)) seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("never says a treatment's course depends on the asker's energy", () => {
    for (const md of three("Will my mother's treatment work?", 300))
      expect(md).not.toMatch(
        /energy you put in|what you are willing to start and push for|drive and nerve matter/,
      );
  });

  it('names the card ahead by its whole head, not by an adjective cut off at a comma', () => {
    // Batch r23's draw for this question: the Queen of Pentacles ahead, "a warm, practical,
    // generous woman who…", was named "the warm".
    const md = composeThreeCard({
      firstName: 'Kira',
      question: 'How can I reconnect with my sister?',
      draw: seededDraw('r23-three-card-12-Kira', 'three-card', '12'),
    }).markdown;
    // Review r26: a figure ahead is a quality grown into, never a person to become; its quality is
    // still named whole.
    expect(md).toContain('The Queen of Pentacles ahead is the practical, nurturing good sense you grow into');
    expect(md).not.toMatch(/ahead points to the warm\b(?!,)/);
  });

  it('draws the Chariot with the sphinxes of the Waite-Smith card, never horses', () => {
    // "a loss of direction, with the horses pulling two ways" (review r23): Smith painted two sphinxes.
    expect(JSON.stringify(MAJOR_MEANINGS)).not.toMatch(/horses/);
    expect(JSON.stringify(MAJOR_MEANINGS)).toMatch(/sphinxes pulling two ways/);
  });

  it('ties a kind past card to the matter in more than one wording', () => {
    // "Its warmth is still there for selling your car": one wording in 6 of 15 readings (review r23).
    // Review r24 replaced both stock wordings with the card's own lesson or its theme, in turn.
    const ties = three('Will I get a raise this year?', 300).flatMap(
      (md) =>
        md.match(
          /(?:What it taught you then|The lesson of that time) still holds for [^.]+\.|You come to [^.]+ behind you, and that counts for more than it may feel today\.|[^.]+ is the footing under [^.]+\.|What [^.]+ gave you is not used up, and [^.]+ can draw on it\.|You still carry that, and [^.]+ will call on it again\.|It is a strength you have shown before, and [^.]+ asks for it again\./g,
        ) ?? [],
    );
    const lesson = ties.filter((t) => t.includes(' still holds for ')).length;
    expect(lesson).toBeGreaterThan(0);
    expect(ties.length - lesson).toBeGreaterThan(0);
    expect(ties.join(' ')).not.toMatch(/is still there for|You can still draw on its/);
  });
});
