import { describe, expect, it } from 'vitest';
import { CUPS_MEANINGS } from './cups';
import { TAROT_SUBJECTS, type TarotSubject } from './types';

// A subject sentence is pasted onto every question of its area, so it may not name an event, an
// object or a person that one ordinary question of that area lacks: "your intuition about a
// purchase is sound" read on lending a brother money, "news of a birth" on a neighbour's dog.
const ANY_AREA =
  /\b(purchases?|investments?|ventures?|offers?|invitations?|messages?|births?|engagements?|admirers?|crush|exams?|interviews?|contracts?|boss|colleagues?|teams?|teamwork|partners?|partnerships?|children|courses?|notebook|renovation)\b/i;

const BY_AREA: Record<TarotSubject, RegExp> = {
  // A first date, a long marriage and an ex all read love's sentences.
  love: /\b(new romance|proposal|wedding|declaration|old flame|meeting someone|someone new|your relationship)\b/i,
  // Burnout, a career change and one's own business have no job, office or promotion in common.
  work: /\b(the job|a job|your job|office|resign|retrain\w*|promotion|recognition|clients?)\b/i,
  // Lending to a brother, paying off a debt and selling a flat are not spending or a treat.
  money: /\b(spend\w*|a treat|budget|scheme|bonus|afford)\b/i,
  // Fertility and anxiety read health too: no illness, pain or mending, and no energy promised as fact.
  health:
    /\b(illness|injur\w*|pain\w*|treatment|recover\w*|heal\w*|your energy is|energy is (coming back|replenishing|strong)|your body asks)\b/i,
  // A flatmate, a neighbour's dog and a child's new school are not family news.
  home: /\b(family|relatives?|household|homecoming|a visitor|gathering|a new home|siblings?)\b/i,
  // Moving abroad, a visa and a long-distance love are not a holiday by the sea.
  travel: /\b(trips?|holiday|by (sea|water)|destination|bookings?|book it)\b/i,
  // An exam, a thesis and a driving test have no shared teacher, grade or choice of subject.
  study:
    /\b(teacher|tutor|mentor|scholarship|graduation|grade|resit|your subject|choice of subject|group work)\b/i,
  // A visa application has no opponent, court or settlement.
  legal: /\b(judge|both (parties|sides)|more than one side|witness\w*|settlement|disputes?|sign|the deal)\b/i,
  // Purpose, faith and meditation are not all mourning.
  spirit: /\b(mourning|grief|funeral)\b/i,
};

function entries() {
  return Object.entries(CUPS_MEANINGS).flatMap(([id, card]) => [
    [`${id} upright`, card.upright] as const,
    [`${id} reversed`, card.reversed] as const,
  ]);
}

describe('the Cups subject sentences and advice fit any question of their area', () => {
  it('name no event, object or person that an ordinary question of the area may not contain', () => {
    const misfits: string[] = [];
    for (const [where, m] of entries())
      for (const subject of TAROT_SUBJECTS) {
        const text = m.subjects[subject];
        if (ANY_AREA.test(text) || BY_AREA[subject].test(text)) misfits.push(`${where} ${subject}: ${text}`);
      }
    expect(misfits).toEqual([]);
  });

  it('give advice that fits any question: no invitation, message, offer or party to answer', () => {
    const misfits: string[] = [];
    for (const [where, m] of entries())
      if (
        ANY_AREA.test(m.advice) ||
        /\b(the party|old friend|keepsake|hard conversation|truce at home)\b/i.test(m.advice)
      )
        misfits.push(`${where}: ${m.advice}`);
    expect(misfits).toEqual([]);
  });
});
