// The Celtic Cross decides its answer once, and every section is phrased from that decision: the
// lean, the story, the outcome's paragraph, the cards' advice and the next steps. Reviewers found
// "act rather than wait" beside "wait until autumn", and a step that charges ahead under a "no";
// these helpers are the one place that says which advice agrees with the answer.
import type { Chooser } from './text';
import type { Tone } from './content/celtic-cross';
import { CARRIES_ON, PUSHES_AHEAD } from './tarot-report';

/**
 * The answer as the whole reading tells it. `go`: the cards favour going ahead (or, asked
 * "Should I leave…?", leaving). `hold`: they favour not yet, or staying. `careful`: the matter is
 * another's to decide (a court, a doctor) or the asker's alone, so nothing is urged. `open`:
 * no side is taken, so only advice that argues no side is kept together.
 */
export type Verdict = 'go' | 'hold' | 'careful' | 'open';

/** Advice to wait, which a "go" answer contradicts. */
export const WAITS =
  /^(wait|hold off|hold back|pause|postpone|delay|sleep on)\b|\b(wait (until|for|a|before|and)|hold off|sleep on (it|the)|not yet|give it (more )?time|do not rush|don[’']t rush)\b/i;

/** Advice that urges haste beyond the shared list ("make the bold move… this month"). */
const URGES =
  /\b(so go|go for it|bold move|make it this (week|month)|act (now|at once|today|decisively|quickly|fast)|decisively today|move fast|strike while|right away|without delay)\b/i;

/** Advice that charges ahead, which a "no" or a matter in others' hands contradicts. */
export const pushes = (advice: string) => PUSHES_AHEAD.test(advice) || URGES.test(advice);

/** A card line that sends the asker off on a journey ("one of the best cards for travel"). */
const SETS_OFF = /\b(cards? for (international )?travel|the world is open to you)\b/i;

/** Advice to leave, drop or walk away from the matter. */
const EXITS = /\b(walk away|let it go|cut your losses|step away|resign\w*|leave it|end it|close the door)\b/i;

/**
 * Advice to draw closer to someone ("do something new together", "reach out"): a yes to ending a
 * friendship or leaving a partner is argued against by it (review r32).
 */
const DRAWS_CLOSER =
  /\b(together|reconnect\w*|reach out|go back|make up|patch (it|things) up|spend (more )?time with|invite (him|her|them)|mend|repair)\b/i;

export interface AnswerFrame {
  verdict: Verdict;
  /** Asked "Should I leave…?": a "go" is a go for leaving, so advice to carry on contradicts it. */
  leaving: boolean;
  /**
   * Asked whether to leave one thing for another ("leave teaching and train as a nurse"): the lean
   * is on the new path, but a "go" still leaves the old one, so advice to recommit to it argues
   * the rejected side, and under a "hold" advice to walk away does.
   */
  changing?: boolean;
}

/**
 * Advice to recommit to what one has ("Reconnect with the reason you chose this work"): said
 * beside "Yes, clearly" to leaving that work it argued for staying (review d5).
 */
const STAYS =
  /\b(reconnect with (the reason|why)|remember why you (chose|started|began)|reason you chose this|recommit\w*|renew your commitment|stay the course|stick with it|stay (where you are|put)|fall in love with (it|your work) again)\b/i;

/** Whether a piece of advice agrees with the reading's one answer. */
export function agrees(advice: string, a: AnswerFrame): boolean {
  switch (a.verdict) {
    case 'go':
      if (a.changing && STAYS.test(advice)) return false;
      return a.leaving
        ? !CARRIES_ON.test(advice) && !WAITS.test(advice) && !DRAWS_CLOSER.test(advice)
        : !WAITS.test(advice) && !EXITS.test(advice);
    case 'hold':
      if (a.changing && EXITS.test(advice)) return false;
      // Leaving to travel is the step held back, so a card that sends the asker off argues the other side.
      return a.leaving ? !EXITS.test(advice) && !pushes(advice) && !SETS_OFF.test(advice) : !pushes(advice);
    case 'careful':
      return !pushes(advice);
    case 'open':
      return true;
  }
}

/** "Finish the last thing you started before you begin anything new" rules out a step that starts one. */
const FINISH_FIRST = /\bbefore you (begin|start|take on) anything new\b/i;
const STARTS_NEW = /^(start|begin|launch|take on)\b/i;

/**
 * What a step is about, where the cards' advice meets from different sides: asking for help,
 * getting the facts, acting decisively, easing a worry, a plan, forgiving, a boundary, rest.
 * Verbs every step uses ("write down", "check", "decide") say nothing about the subject.
 */
const STEP_SUBJECTS = [
  /\b(help|support)\b/i,
  /\b(facts?|evidence)\b/i,
  /\bdecisive(ly)?\b/i,
  /\b(worry|worries|anxiety|fears?)\b/i,
  /\bplan\b/i,
  /\bforgiv\w*/i,
  /\bboundar(y|ies)\b/i,
  /\b(rest|sleep)\b(?! on)/i,
  /\bpromises?\b/i,
];

/**
 * Two steps a reader would call the same advice (review, asker Nora: "decide by the facts"
 * beside "say nothing until you have checked your facts"; "take the help you are offered" beside
 * "ask for help with the worry"): the second says nothing the first did not.
 */
export function sameStep(a: string, b: string): boolean {
  return STEP_SUBJECTS.some((re) => re.test(a) && re.test(b));
}

/**
 * Steps that agree with the answer and with each other: under an open answer the first step's
 * direction (going ahead or waiting) rules out a later step that argues the other way.
 */
export function agreeingSteps<T extends { text: string }>(steps: T[], a: AnswerFrame): T[] {
  const kept: T[] = [];
  for (const s of steps) {
    if (!agrees(s.text, a)) continue;
    if (kept.some((k) => sameStep(k.text, s.text))) continue;
    const ahead = pushes(s.text);
    const waits = WAITS.test(s.text);
    const finishes = FINISH_FIRST.test(s.text);
    const starts = STARTS_NEW.test(s.text);
    if (
      kept.some(
        (k) =>
          (ahead && WAITS.test(k.text)) ||
          (waits && pushes(k.text)) ||
          (starts && FINISH_FIRST.test(k.text)) ||
          (finishes && STARTS_NEW.test(k.text)),
      )
    )
      continue;
    kept.push(s);
  }
  return kept;
}

/** A question that names the other person as the source of the trouble. */
export const ADVERSE =
  /\b(takes?|taking|took|steals?|stealing|stole) (the )?credit\b|\bundermin\w*|\bbull(y|ies|ying)\b|\bharass\w*|\bagainst me\b|\bsabotag\w*|\bmanipulat\w*|\bgaslight\w*/i;

/** Someone the question names besides the asker, whom the people-around-you card speaks to. */
const OTHER =
  /\b(?:the|my|our) (buyer|buyers|seller|landlord|landlady|tenant|boss|manager|employer|client|business partner|publisher|agent|recruiter|neighbou?r|teacher|coach|colleague|friend|best friend|flatmate|roommate|in-laws)\b/;

/** The person a question names that no other reading of it has named ("the buyer"), or null. */
export function otherIn(question: string): string | null {
  const m = OTHER.exec(question.toLowerCase().replace(/[’‘]/g, "'"));
  if (!m) return null;
  const who = m[1]!;
  return /^(my|our)\b/.test(m[0]) ? `your ${who}` : `the ${who}`;
}

/**
 * The people-around-you card read for the person the question names: how they stand toward the
 * asker, in the card's lean. Two wordings for each, so two readings do not close on the same line.
 */
type Pronouns = { they: string; them: string; are: string; their: string; has: string };
const TOWARD: Record<Tone, ((who: string, p: Pronouns) => string)[]> = {
  good: [
    (who, p) =>
      `This is the card that speaks for ${who}: ${p.they} ${p.are} better disposed toward you than you have been bracing for, and goodwill there is worth building on.`,
    (who, p) =>
      `Read for ${who}, this card is on your side: expect ${who} to meet you at least halfway once ${p.they} can see where you stand.`,
  ],
  hard: [
    (who, p) =>
      `This is the card that speaks for ${who}: ${p.they} ${p.are} guarded or pulling the other way for now, so do not take silence for agreement.`,
    (who) =>
      `Read for ${who}, this card shows resistance: what ${who} is not saying matters as much as what is said, and it is better heard now than discovered late.`,
  ],
  open: [
    (who, p) =>
      `This is the card that speaks for ${who}: ${p.they} ${p.are} not settled either way, and what you say next may decide it.`,
    (who, p) =>
      `Read for ${who}, this card is undecided: ${who} ${p.has} not made up ${p.their} mind, so give clear facts rather than pressure.`,
  ],
};

/**
 * A question that casts the person as the trouble ("a boss who takes credit for my work"): a kind
 * card does not make them an ally, only easier to reach than feared.
 */
const TOWARD_ADVERSE: ((who: string, p: Pronouns) => string)[] = [
  (who, p) =>
    `Read for ${who}, this card is milder than the trouble: ${p.they} may be easier to reach than you fear once you put the facts in front of ${p.them}, calmly and in writing.`,
];

/**
 * Death upright for another person is a stage ending in them, not resistance to the asker: a
 * reader says they are changing (review r25: "this card shows resistance" for Death).
 */
const TOWARD_CHANGE = (who: string, p: Pronouns) =>
  `Read for ${who}, this card is change rather than refusal: ${p.they} ${p.are} leaving one stage behind, so meet the person ${p.they} ${p.are} becoming rather than the one you knew.`;

/**
 * On a high-stakes bond (an affair, a separation, an estrangement) the card is read as what the
 * other person may need, never as a forecast of their feelings, which only they can give (review
 * r26b: "she is better disposed toward you than you have been bracing for" to an unfaithful asker).
 */
const TOWARD_STAKES: Record<Tone, ((who: string, p: Pronouns) => string)[]> = {
  good: [
    (who, p) =>
      `This card speaks for ${who}, and it is a kind one; read it as what ${p.they} may need from you, not as a forecast of how ${p.they} ${p.are === 'are' ? 'feel' : 'feels'}, which only ${who} can tell you.`,
  ],
  hard: [
    (who, p) =>
      `This card speaks for ${who}, and it is a hard one; read it as the strain ${p.they} may be carrying, not as a verdict on how ${p.they} ${p.are === 'are' ? 'feel' : 'feels'}, which only ${who} can tell you.`,
  ],
  open: [
    (who, p) =>
      `This card speaks for ${who}, and it leaves things open; how ${p.they} ${p.are === 'are' ? 'feel' : 'feels'} is ${p.their} to tell you, so ask, and listen to the answer.`,
  ],
};

export function towardYou(
  c: Chooser,
  who: string,
  tone: Tone,
  gender: 'male' | 'female' | null,
  adverse = false,
  change = false,
  stakes = false,
): string {
  const p: Pronouns =
    gender === 'male'
      ? { they: 'he', them: 'him', are: 'is', their: 'his', has: 'has' }
      : gender === 'female'
        ? { they: 'she', them: 'her', are: 'is', their: 'her', has: 'has' }
        : { they: 'they', them: 'them', are: 'are', their: 'their', has: 'has' };
  if (change) return TOWARD_CHANGE(who, p);
  if (stakes) return c.pick('toward', TOWARD_STAKES[tone])(who, p);
  return c.pick('toward', adverse && tone === 'good' ? TOWARD_ADVERSE : TOWARD[tone])(who, p);
}
