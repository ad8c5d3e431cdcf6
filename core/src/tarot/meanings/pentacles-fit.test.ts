import { describe, expect, it } from 'vitest';
import { PENTACLES_MEANINGS } from './pentacles';
import { TAROT_SUBJECTS, type TarotSubject } from './types';

// Each subject sentence is read on every question of its area (lending a brother money, a first
// date, a visa, a fertility worry), so it may not name an event, object or person that only one
// kind of question contains: the fault readers scored as "advice pasted from the wrong situation".
const ANY_AREA =
  /\b(purchases?|investments?|windfall|ventures?|(an|the) offer|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|interviews?|contracts?|boss(es)?|colleagues?|team|partners?|children|(?<!stay )the course|notebook|renovations?)\b/i;

const BY_AREA: Record<TarotSubject, RegExp> = {
  love: /\b(new romance|marriage|married|husband|wife|in-laws|the relationship)\b/i,
  work: /\b(new job|promotion|business|projects?|apprenticeship|a rise|bonus|family firm)\b/i,
  money: /\b(loans?|debts?|savings|income|bills|accounts)\b/i,
  health:
    /\b(ill(ness)?|injur\w*|pain|treatment|recover\w*|heal\w*|symptoms?|surgery|your energy is|energy (is|returns))\b/i,
  home: /\b(a move|new home|the family|family life|a young person|inheritance|the house\b)/i,
  travel:
    /\b(trips?|journeys?|holidays?|bookings?|itinerary|destinations?|flights?|countryside|relatives)\b/i,
  study:
    /\b(exams?|courses?|coursework|assignments?|your teacher|scholarships?|grants?|apprenticeship|school|college|submit|revision|your mark)\b/i,
  legal:
    /\b(opponents?|the other side|settlements?|court|judge|disputes?|wills|inheritance|your case|landlord|property)\b/i,
  spirit: /\b(church|prayer|god)\b/i,
};

// The one advice sentence follows any question at all.
const ADVICE_PRESUMES =
  /\b(the (offer|gift|deal|skill|piece of work)|savings|financial|your family|the course)\b/i;

const entries = Object.entries(PENTACLES_MEANINGS).flatMap(([id, card]) =>
  (['upright', 'reversed'] as const).map((o) => [`${id} ${o}`, card[o]] as const),
);

describe('Pentacles meanings fit any question of their area', () => {
  it('name no event, object or person a question of that area may not contain', () => {
    const misfits: string[] = [];
    for (const [where, m] of entries)
      for (const subject of TAROT_SUBJECTS) {
        const text = m.subjects[subject];
        if (ANY_AREA.test(text) || BY_AREA[subject].test(text)) misfits.push(`${where} ${subject}: ${text}`);
      }
    expect(misfits).toEqual([]);
  });

  it('give advice that presumes nothing about the question', () => {
    const misfits = entries
      .filter(([, m]) => ANY_AREA.test(m.advice) || ADVICE_PRESUMES.test(m.advice))
      .map(([where, m]) => `${where}: ${m.advice}`);
    expect(misfits).toEqual([]);
  });

  it('keep the readings the reviewers quoted out of every orientation', () => {
    const all = entries.flatMap(([, m]) => [m.advice, ...Object.values(m.subjects)]).join('\n');
    expect(all).not.toMatch(/Take charge of the venture|Finish the piece of work|the concrete offer/);
  });
});
