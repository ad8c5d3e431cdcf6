import { describe, expect, it } from 'vitest';
import { MAJOR_MEANINGS } from './majors';
import { TAROT_SUBJECTS, type TarotSubject } from './types';

// A card's subject sentence is read on every question of its area, so it must not name a case the
// asker may not have: "a purchase" on lending a brother money, "retraining" on reporting a manager.
const ANY_AREA =
  /\b(purchases?|investments?|ventures?|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|interviews?|contracts?|boss|colleagues?|team|clients?|partners?|children|notebooks?|renovations?|wedding|marriage|holidays?|bookings?|insurance|CV|promotion|retraining)\b|\b(an|the|this|that|job) offers?\b|\b(a|the|this|your) trips?\b|\btrips\b|\b(your|new|chosen|this|that) courses?\b|\bthe course\b(?<!stay the course)(?! you)/i;

const BY_AREA: Record<TarotSubject, RegExp> = {
  love: /\b(new romance|suitor|date|family plans)\b/i,
  work: /\b(manager|salary|pitch|meeting|project|job)\b/i,
  money: /\b(spend|spending|debts?|bills?|savings|emergency fund|sell|buy)\b/i,
  health:
    /\b(illness|injury|pain|treatment|recovery|recover|check-up|fitness|vitality is|energy is (strong|renewing|bright))\b/i,
  home: /\b(family|relatives?|parents?|gatherings?|occasions?|repair|a move)\b/i,
  travel: /\b(luggage|brochure|road|departure|companions?|a move)\b/i,
  study:
    /\b(revis(e|ing|ion)|marks|tutor|essay|syllabus|papers?|modules?|exams?|assessments?|study group)\b/i,
  legal: /\b(opponent|other side|either side|your adviser|case)\b/i,
  spirit: /\b(church|prayer group|therapist)\b/i,
};

const entries = Object.entries(MAJOR_MEANINGS).flatMap(([id, card]) => [
  [`${id} upright`, card.upright] as const,
  [`${id} reversed`, card.reversed] as const,
]);

describe('Major Arcana subject sentences fit any question of their area', () => {
  it('never name an event, object or person the question may not contain', () => {
    const misfits: string[] = [];
    for (const [name, entry] of entries) {
      for (const subject of TAROT_SUBJECTS) {
        const text = entry.subjects[subject];
        if (ANY_AREA.test(text) || BY_AREA[subject].test(text)) misfits.push(`${name} ${subject}: ${text}`);
      }
    }
    expect(misfits).toEqual([]);
  });

  it('give advice that any asker can act on', () => {
    const misfits = entries
      .filter(([, entry]) => ANY_AREA.test(entry.advice) || /\b(opportunity|news|pack)\b/i.test(entry.advice))
      .map(([name, entry]) => `${name}: ${entry.advice}`);
    expect(misfits).toEqual([]);
  });
});
