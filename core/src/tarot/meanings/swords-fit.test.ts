import { describe, expect, it } from 'vitest';
import { SWORDS_MEANINGS } from './swords';
import { TAROT_SUBJECTS, type TarotSubject } from './types';

// A subject sentence is read on every question of its area, so it may not name an event, object
// or person that only some of those questions contain (a money reading on lending to a brother
// must not speak of "a purchase"; a home reading on a flatmate must not speak of "the family").
const ANYWHERE =
  /\b(purchases?|investments?|ventures?|offers?|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|examiners?|interviews?|contracts?|boss|managers?|colleagues?|team|partners?|children|notebooks?|renovations?|trips?|classmates|tutors?)\b|\b(the|your|a|new) course\b/i;

const PRESUMES: Record<TarotSubject, RegExp> = {
  love: /\b(new romance|marriage|spouse|quarrel|date)\b/i,
  work: /\b(office|business|job offer|leave you have|come back to work)\b/i,
  money: /\b(a deal|the deal|deals|windfall|business|scheme|passwords?|spending|outlay)\b/i,
  // Fertility, anxiety and surgery questions read these too: no illness, cure or verdict on the body.
  health:
    /\b(illness|injur\w*|pain|treatment|recovery|recover|check-up|exercise|plenty of drive|energy is (returning|strong|high)|your body is asking you to stop|advice you were given)\b/i,
  home: /\b(family|relatives?|row|quarrel|house move|planned move|a young person|visits?)\b/i,
  travel: /\b(booking|book it|luggage|over water|holiday|companion|connections)\b/i,
  study: /\b(revision|cramming|result|subjects|school|examination)\b/i,
  // A visa or a contract has no other side: never presume an opponent or a court.
  legal:
    /\b(opponent|other side|one side|divorce|dispute|judge|lawyer|representation|opposition|exchanges|tempers|clause)\b/i,
  spirit: /\b(church|temple|guru)\b/i,
};

const entries = Object.entries(SWORDS_MEANINGS).flatMap(([id, card]) => [
  { where: `${id} upright`, m: card.upright },
  { where: `${id} reversed`, m: card.reversed },
]);

describe('Swords subject sentences fit any question of their area', () => {
  it('name no event, object or person that an ordinary question of the area may lack', () => {
    const misfits: string[] = [];
    for (const { where, m } of entries)
      for (const subject of TAROT_SUBJECTS) {
        const text = m.subjects[subject];
        for (const pattern of [ANYWHERE, PRESUMES[subject]]) {
          const hit = text.match(pattern);
          if (hit) misfits.push(`${where} ${subject}: "${hit[0]}" in "${text}"`);
        }
      }
    expect(misfits).toEqual([]);
  });

  it('give advice that fits any question, whatever its area', () => {
    const misfits: string[] = [];
    for (const { where, m } of entries) {
      const hit = m.advice.match(ANYWHERE) ?? m.advice.match(/\b(apology you owe|go back)\b/i);
      if (hit) misfits.push(`${where}: "${hit[0]}" in "${m.advice}"`);
    }
    expect(misfits).toEqual([]);
  });

  it('keep the tradition while fitting: the Three still a hurt heart, the Ten still no, the Six still the crossing', () => {
    expect(SWORDS_MEANINGS['swords-03-three']!.upright.subjects.love).toMatch(/hurt|heart|sorrow/i);
    expect(SWORDS_MEANINGS['swords-10-ten']!.upright.lean).toBe('no');
    expect(SWORDS_MEANINGS['swords-06-six']!.upright.subjects.travel).toMatch(/crossing|going/i);
  });
});
