import { describe, expect, it } from 'vitest';
import {
  answerOf,
  cardSections,
  drawWithCards,
  section,
  seededDraw,
  seriesReading,
} from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';

/** The review batch's reading of question i, on the draw it was dealt. */
const batch = (i: number, firstName: string, question: string) =>
  composeThreeCard({ firstName, question, draw: seededDraw(`setd-three-${i}`, 'three-card') }).markdown;
const read = (question: string, i: number) => seriesReading('three-card', question, 'd', i, 'Mina');

describe('tarot review d, an animal is read for the animal', () => {
  const DOG = 'Will our old dog be comfortable through the winter?';

  it('reads an old dog’s comfort for the dog, gently and with the vet, never as the home', () => {
    const md = batch(4, 'Marco', DOG);
    expect(md).not.toMatch(/\bthe home\b|home and family|sit down with the family|\*\*Leaning no/);
    expect(md).toMatch(/your dog/);
    expect(answerOf(md)).toMatch(/\bvet\b/);
    for (let i = 0; i < 8; i++) {
      const other = read(DOG, i);
      expect(other).not.toMatch(/\*\*Leaning (no|yes)|\bthe home\b|the family|people you live with/);
      expect(answerOf(other)).toMatch(/\b(vet|warm|rest|company|pace)\b/);
    }
  });

  it('gives a new animal routine and patience, and any pet a step about the animal', () => {
    for (let i = 0; i < 6; i++) {
      expect(answerOf(read('Will the new puppy settle in?', i))).toMatch(/routine|own pace|same times/);
      const cat = read('Is our cat happy with us?', i);
      expect(cat).not.toMatch(
        /place in the family|\bthe place\b|people you live with|sit down with the family/,
      );
      expect(cat).toMatch(/your cat/);
    }
  });
});

describe('tarot review d, inward questions get an inward step', () => {
  it('never sends someone who compares herself to her sister to a family meeting', () => {
    expect(answerOf(batch(9, 'Hana', 'How can I stop comparing myself to my sister?'))).not.toMatch(
      /sit down with the family/,
    );
    for (const question of [
      'How can I stop comparing myself to my sister?',
      'How can I let go of my anger at my father?',
      'How can I be kinder to myself?',
    ])
      for (let i = 0; i < 6; i++) {
        const answer = answerOf(read(question, i));
        expect(answer, question).not.toMatch(/sit down with the family|people you live with/);
        expect(answer, question).toMatch(/\b(notice|yourself|your own)\b/);
      }
  });
});

describe('tarot review d, a son supported through his heartbreak', () => {
  const SON = 'How do I support my son through his first heartbreak?';

  it('reads the cards for him and the support, not for the asker’s household', () => {
    const md = batch(3, 'Lena', SON);
    expect(md).toMatch(/each card is read for what he is going through/);
    expect(md).not.toMatch(/warm heart of the home|painful chapter at home/);
  });

  it('never asks for a change of course when the present card is strong', () => {
    expect(section(batch(3, 'Lena', SON), 'The Spread as a Whole')).not.toMatch(/change of course/);
    const strongNow = drawWithCards('d', [
      ['cups-07-seven', true],
      ['wands-13-queen', false],
      ['swords-10-ten', false],
    ]);
    const md = composeThreeCard({
      firstName: 'Mina',
      question: 'How do I help my sister with her wedding plans?',
      draw: strongNow,
    }).markdown;
    expect(section(md, 'The Spread as a Whole')).not.toMatch(/change of course now/);
  });
});

describe('tarot review d, lines that must agree with the cards they name', () => {
  it('says a pair of reversed Aces is held back, not a seed being planted', () => {
    const md = batch(6, 'Jonas', 'Is my landlord going to renew the lease?');
    expect(md).toMatch(/are both Aces/);
    expect(md).not.toMatch(/a seed is being planted/);
  });

  it('never calls a reversed card ahead a good sign outright', () => {
    const md = batch(2, 'Priya', 'Is it wise to lend my savings to my cousin?');
    expect(cardSections(md)[2]).toMatch(/fragile|quieter/);
    expect(md).not.toMatch(/it is a good sign for them/);
  });

  it('closes an unclear lean without a card’s gloss noun the asker never said', () => {
    const shift = section(
      batch(0, 'Ines', 'Should I take the night shift for the extra money?'),
      'The Spread as a Whole',
    );
    expect(shift).not.toMatch(/the charming offer/);
    const band = section(
      batch(8, 'Kwame', 'Will the band stay together after this tour?'),
      'The Spread as a Whole',
    );
    expect(band).not.toMatch(/what you make of the lasting legacy/);
    expect(band).toMatch(/comes down to/);
  });
});
