/**
 * What a Celtic Cross question says has already happened: the event behind it ("after the
 * flood"), which the reading names once, and the steps the asker says are done ("I already
 * applied"), which no step tells them to take again. The shared question reader files the
 * question's subject; these are the past-tense facts it leaves out. The steps themselves are read
 * by the shared question reader too, so the three-card spread honours them as well.
 */

import { APPLIED, INTERVIEWED, SIGNED, TO_APPLY, TO_INTERVIEW, TO_SIGN } from './content/tarot-positions';

export interface StatedFacts {
  /** The event as the reading names it ("the flood"), or null. */
  event: string | null;
  /** The event struck a place or a livelihood, not a body: "recover" is then no illness. */
  property: boolean;
  applied: boolean;
  signed: boolean;
  interviewed: boolean;
}

/** Events a question names, with how the reading names them and whether they struck property. */
const EVENTS: [RegExp, string, boolean][] = [
  [/\bflood(s|ed|ing)?\b/, 'the flood', true],
  [/\b(fire|burn(ed|t) down)\b/, 'the fire', true],
  [/\bbreak-?ins?\b|\bburglar(y|ies|ised|ized)\b|\bbroken into\b/, 'the break-in', true],
  [/\b(storm|hurricane|earthquake) damage\b|\bthe (storm|hurricane|earthquake)\b/, 'the storm', true],
  [/\baccident\b|\bcrash(ed)?\b/, 'the accident', false],
  [/\bdiagnos(is|ed)\b/, 'the diagnosis', false],
];
/** A loss of livelihood or home the question states ("after losing my job"); a death is read as a grief elsewhere. */
const LOSS = /\b(?:los(?:t|ing)|loss of) (my|our) (job|home|house|business|shop|savings|income|stock)\b/;
const OWNER: Record<string, string> = { my: 'your', our: 'your' };

export function statedFacts(question: string): StatedFacts {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'");
  const hit = EVENTS.find(([re]) => re.test(lower));
  const loss = hit ? null : LOSS.exec(lower);
  return {
    event: hit ? hit[1] : loss ? `the loss of ${OWNER[loss[1]!]!} ${loss[2]!}` : null,
    property: hit?.[2] ?? false,
    applied: APPLIED.test(lower),
    signed: SIGNED.test(lower),
    interviewed: INTERVIEWED.test(lower),
  };
}

/** Whether a step tells the asker to do what the question says is done. */
export function redoes(step: string, facts: StatedFacts): boolean {
  return (
    (facts.applied && TO_APPLY.test(step)) ||
    (facts.signed && TO_SIGN.test(step)) ||
    (facts.interviewed && TO_INTERVIEW.test(step))
  );
}

/**
 * The line that names what has happened, once, in the overview: the event the matter now stands
 * after, or the step already taken, so the cards are read for what comes next.
 */
export function statedLine(facts: StatedFacts, matter: string): string {
  if (facts.interviewed)
    return 'The interview is behind you, so the cards speak to the decision now being made, not to how to prepare for it.';
  if (facts.applied)
    return 'Your application is already in, so the cards speak to what becomes of it now, not to how to make it.';
  if (facts.signed)
    return 'What you signed is signed, so the cards speak to what follows from it, not to whether to sign.';
  if (!facts.event || matter.includes(facts.event.replace(/^the /, ''))) return '';
  // Said without the matter, which the reading names often enough already.
  return `The cards are read as things stand since ${facts.event}, not as they were before.`;
}
