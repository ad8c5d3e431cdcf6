import { describe, expect, it } from 'vitest';
import { TAROT_SUBJECTS, type TarotSubject } from './types';
import { WANDS_MEANINGS } from './wands';

// A subject sentence is read on every question of its area: money on lending to a brother as on
// selling a flat, health on fertility as on a knee. A sentence that names an event, object or
// person the question may not hold is advice pasted from the wrong situation (review: "Your energy
// and drive are strong" on chronic pain, "A regular call keeps the bond strong" on a child's school).
const ANY_AREA =
  /\b(purchase|investments?|invest|ventures?|invitation|admirer|crush|engagement|wedding|birth|notebook|renovation|interview|contracts?|boss|colleagues?|team|your partner|new romance|promotion|bonus)\b/i;

const NOT_IN: Record<TarotSubject, RegExp> = {
  love: /\b(message|declaration|rivals?|relatives)\b/i,
  work: /\b(projects?|office|meetings?|offer|opening|business|competitors)\b/i,
  money: /\b(business|income|payment|cheque|reward is delayed|expense)\b/i,
  health:
    /\b(ill|illness|injur\w*|pain|treatment|recover\w*|exercise|sport|surgery|symptoms?|class)\b|\benergy (and \w+ )?(is|are|runs) (high|strong|flat)|\byour body feels it\b/i,
  home: /\b(family|relatives|siblings|young person|child(ren)?|a move|moving (in|out|house)|housewarming|arrival|news)\b/i,
  travel: /\b(trips?|tickets?|booking|flights?|by air|business|wedding|reunion)\b/i,
  study:
    /\b(exams?|course|module|class(mates)?|teachers?|graduation|reading list|viva|assignment|extension|abroad)\b/i,
  legal: /\b(your adviser|opponent|other side|dispute|settlement|go-between|letter)\b/i,
  spirit: /\b(church|meditation|prayer)\b/i,
};

// Advice is read on any question at all, so it names nothing the question may lack.
const ADVICE_PRESUMES = /\b(message|project|proposal|milestone|leaving|course|call)\b/i;

const entries = Object.entries(WANDS_MEANINGS).flatMap(([id, card]) => [
  [`${id} upright`, card.upright] as const,
  [`${id} reversed`, card.reversed] as const,
]);

describe('Wands subject sentences and advice fit any question of their area', () => {
  it('name no event, object or person that an ordinary question of the area may not contain', () => {
    const misfits: string[] = [];
    for (const [name, entry] of entries) {
      for (const subject of TAROT_SUBJECTS) {
        const text = entry.subjects[subject];
        const hit = ANY_AREA.exec(text) ?? NOT_IN[subject].exec(text);
        if (hit) misfits.push(`${name} ${subject}: "${hit[0]}" in "${text}"`);
      }
    }
    expect(misfits).toEqual([]);
  });

  it('give advice that fits any question, naming nothing the question may lack', () => {
    const misfits: string[] = [];
    for (const [name, entry] of entries) {
      const hit = ANY_AREA.exec(entry.advice) ?? ADVICE_PRESUMES.exec(entry.advice);
      if (hit) misfits.push(`${name}: "${hit[0]}" in "${entry.advice}"`);
    }
    expect(misfits).toEqual([]);
  });
});
