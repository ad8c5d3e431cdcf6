// The domain a Celtic Cross question belongs to (a tenancy, a co-parenting, a lawsuit, fertility,
// a friendship, a relocation, an investment, faith, a piece of writing). Reviewers found the question's own words
// pasted into every card ("your savings" eleven times, "what is already working in your eggs") and
// advice from other lives leaking in (a pay review on a relocation, an old friend on a lawsuit).
// The domain gives the short label the reading falls back to after the question's phrase has been
// said a couple of times, the words an action line may not use, and a few card pictures a reader
// would point to for that kind of question.

import type { TarotLean } from '../tarot/meanings';
import { capitalise, replaceInProse } from './text';

export type DomainKey =
  | 'fertility'
  | 'investment'
  | 'litigation'
  | 'coparenting'
  | 'tenancy'
  | 'friendship'
  | 'relocation'
  | 'faith'
  | 'writing'
  | 'caregiving'
  | 'jobloss'
  | 'retirement'
  | 'estrangement'
  | 'bereavement'
  | 'illness'
  | 'partnership'
  | 'infidelity';

export interface Domain {
  key: DomainKey;
  /** What the cards are applied to once the question's own phrase has been said (`capTopic`). */
  label: string;
  /** The matter named in full, where the question's own phrase would read badly ("your eggs"). */
  matter: string | null;
  /** Words of another kind of life: an action line that uses one does not answer this question. */
  off: RegExp;
}

/** Checked in order: a lawsuit with an ex is litigation, a friend's restaurant an investment. */
const DOMAINS: { key: DomainKey; when: RegExp; label: string; matter?: string; off: RegExp }[] = [
  {
    key: 'fertility',
    // "Will we manage to have a baby?" hopes to conceive; "Should we have a baby?" is a choice.
    when: /\b(freez\w* my eggs|egg[- ]freezing|ivf|fertility|embryos?|conceiv\w*|(get|fall|falling|getting) pregnant|(manage|able) to have a (baby|child)|trying (for|to have) a (baby|child))\b/,
    label: 'the treatment',
    off: /\b(pay\w*|salary|boss|career|business|deals?|tasks?|savings habit|course|invest\w*|part(y|ies)|drinks?|travel|trip|keepsake|the market|customers?|old friend|promises?|wealth)\b/i,
  },
  {
    key: 'litigation',
    when: /\b(lawsuit|sue|suing|tribunal|hearing|court case|claim against|out of court|legal (case|action)|settle the dispute)\b/,
    label: 'the case',
    off: /\b(old friend|came to mind|a visit or two|place of calm|romance|dates?|flirt\w*|part(y|ies)|celebrat\w*|holiday|keepsake|savings habit|course|household|children|kids|wills)\b/i,
  },
  {
    // An affair is a matter of trust and truth between two people: money, schemes and "who benefits"
    // are another life's lines (review r26b: an affair read as one partner's dependence on money).
    key: 'infidelity',
    when: /\b(affairs?|cheat\w*|unfaithful|infidelit\w*|strayed)\b/,
    label: 'the relationship',
    off: /\b(money|savings|pay|pays|salary|overspend\w*|spending|wealth|invest\w*|boss|career|deals?|customers?|business|who benefits|the plan|quarrel\w*|entirely open|weigh what you hide|feels unfair|scales tip|judged too harshly|part(y|ies)|drinks?|dates?|flirt\w*)\b/i,
  },
  {
    key: 'coparenting',
    when: /\b(co-?parent\w*|custody|child support|(my|our) (kids|children)\b.*\bex\b|\bex\b.*\b(kids|children))/,
    label: 'the co-parenting',
    off: /\b(savings|invest\w*|career|boss|salary|pay rise|romance|dates?|flirt\w*|new love|wedding|travel|trip|part(y|ies)|market|customers?|celebrat\w*|achieved|approval|time and money|piece of work)\b/i,
  },
  {
    key: 'investment',
    when: /\b(invest\w*|lend\w*|loan\w*|savings|index funds?|shares|stocks?|portfolio|pension|crypto\w*|inheritance into|put money into|stake in)\b/,
    label: 'the investment',
    // Household money (a budget, a treat, spending habits) is not a decision to invest.
    off: /\b(romance|dates?|flirt\w*|wedding|children|kids|at home|household|keepsake|message that moved|exercise|body|travel|trip|old friend|budget|treat|purchase|bonus|side project|(?:over|comfort |emotional )?spend(?!ing or a snap)\w*)\b/i,
  },
  {
    // Someone out of work is not juggling jobs or bosses, and a bond "carrying you both" names a
    // partner the question never mentioned.
    key: 'jobloss',
    // A partner's job lost, asked about for the marriage, is the marriage's question (review b: "the
    // next step" for "Will my marriage survive my husband's redundancy?").
    when: /^(?!.*\b(marriage|relationship|husband|wife|partner|boyfriend|girlfriend)\b).*\b(redundan\w*|laid off|lay-?offs?|lost my job|losing my job|fired|sacked|out of work|unemploy\w*)\b/,
    label: 'the next step',
    off: /\b(two jobs|two projects|two bosses|boss\w*|office|clique|colleagues?|co-?workers?|pay rise|promot\w*|bond|both of you|you both|romance|dates?|flirt\w*|wedding|part(y|ies)|celebrat\w*|venture|business success|take charge|in a job|at work|your (current )?job|workplace)\b/i,
  },
  {
    // The asker goes to the relative: a trip that takes the older relatives along reads backwards.
    key: 'caregiving',
    when: /\b(care for|look after|caring for|looking after) (my|our) (grand\w+|mother|father|mum|mom|dad|parents?|aunt|uncle)\b/,
    label: 'the move',
    off: /\b(older relatives|family trip|holiday|travel|trip|romance|dates?|flirt\w*|part(y|ies)|boss|salary|pay rise|invest\w*)\b/i,
  },
  // Review r32: the asker's own situation, read from the question, rules out the lines that
  // presuppose its opposite: a working life "in five years" to a retiree, "family life feels
  // complete" to a parent with no contact, a party to the bereaved, "vitality is strong" to the ill.
  {
    key: 'retirement',
    when: /\b(i'?m|i am|i have|i've|i|now|since|after|newly|recently|just) (just |recently |newly )?retired\b|\b(after|since|in|into) (my |our )?retirement\b|\bpensioner\b/,
    label: 'this new chapter',
    matter: 'your retirement',
    off: /\b(working life|at work|in a job|your job|jobs?|career\w*|boss\w*|colleagues?|co-?workers?|office|promot\w*|pay rise|salary|business|venture|clients?|customers?|workplace|deadlines?|five years)\b/i,
  },
  {
    key: 'estrangement',
    when: /\b(estranged|estrangement|reconcil\w*|reconnect\w*|no contact|not speaking|haven'?t spoken|stopped speaking|cut (me|us) off)\b/,
    label: 'the rift',
    off: /\b(feels complete|harmonious|gathering that brings everyone|happy home|together again|celebrat\w*|part(y|ies)|wedding|romance|romantic|dates?|flirt\w*|boss|salary|career|invest\w*|savings)\b/i,
  },
  {
    key: 'bereavement',
    when: /\b(grie\w*|mourn\w*|bereave\w*|died|death|passed away|funeral)\b/,
    label: 'your grief',
    off: /\b(feels complete|gathering that brings everyone|celebrat\w*|part(y|ies)|wedding|romance|romantic|dates?|flirt\w*|pregnan\w*|boss|salary|pay rise|promot\w*|invest\w*|customers?)\b/i,
  },
  {
    key: 'illness',
    when: /\b(ill|illness|chronic|cancer|diagnos\w*|disease|sick\w*)\b/,
    label: 'your health',
    off: /\b(vitality is strong|full health|good health|energy is high|push harder|celebrat\w*|part(y|ies)|drinks?|romance|romantic|dates?|flirt\w*|boss|salary|invest\w*)\b/i,
  },
  {
    key: 'tenancy',
    // Buying a flat is a purchase, not a tenancy (review r33: "the flat in Porto" read as a lease).
    when: /^(?![\s\S]*\b(buy\w*|bought|purchas\w*|mortgage)\b)[\s\S]*\b(lease|landlord|landlady|tenan\w*|rent(ing|al)?|my flat|the flat|deposit)\b/,
    label: 'the tenancy',
    off: /\b(romance|dates?|flirt\w*|wedding|children|kids|career|boss|salary|invest\w*|old friend|keepsake|course)\b/i,
  },
  {
    key: 'relocation',
    // A move back home is a relocation too: a holiday's "pick a destination" does not fit it (review r25).
    // A move to the country is a relocation too: spiritual "practice" does not fit it (review r26b).
    when: /\b(relocat\w*|move (abroad|to [A-Z]\w+|overseas|cities|countries)|moving (abroad|to)|emigrat\w*|mov(e|ing) back (to|home)|home ?town|countryside|(move|moving|life) (to|in) the country|rural)\b/i,
    label: 'the move',
    off: /\b(sacred|practice|pay|salary|reviewed|raise|delivered|insurance|luggage|safe(ly|ty)|journeys?|rest days|itinerary|destination|book it|planning becomes real|room|hotel|holiday|romance|dates?|flirt\w*|keepsake|old friend|savings habit)\b/i,
  },
  {
    // A business with a friend: the friendship card is the friendship, never office gossip, and
    // money is the point rather than off the subject.
    key: 'partnership',
    when: /\b(going into business|go into business|business with|start(ing)? a (business|company) with|co-?found\w*|business partner\w*)\b/,
    label: 'the partnership',
    off: /\b(office gossip|clique|colleagues?|boss|romance|romantic|dates?|flirt\w*|wedding|children|kids|household|keepsake)\b/i,
  },
  {
    key: 'friendship',
    when: /\b(friend\w*)\b/,
    label: 'the friendship',
    off: /\b(home|household|family|children|kids|house|partner|spouse|commitment|savings|money|pay|salary|boss|career|invest\w*|love|passion\w*|romance|romantic|dates?|flirt\w*|wedding|responsibilit\w*|skill|piece of work)\b/i,
  },
  {
    key: 'faith',
    when: /\b(faith|god|church|pray\w*|spiritual\w*|belief)\b/,
    label: 'your faith',
    off: /\b(pay|salary|boss|career|savings|invest\w*|romance|dates?|flirt\w*|part(y|ies)|drinks?|market|customers?)\b/i,
  },
  {
    // A novel is written alone: schemes, who benefits and what others should own are not its block.
    key: 'writing',
    when: /\b(my|the) (novel|book|manuscript|memoir|thesis|dissertation|screenplay|poetry collection)\b/,
    label: 'the book',
    off: /\b(scheme\w*|who benefits|others to own|deals?|boss|salary|pay|invest\w*|savings|customers?|market|romance|dates?|flirt\w*|wedding|part(y|ies)|drinks?|celebrat\w*)\b/i,
  },
];

/** The asker is the one who strayed: the hidden thing is theirs to disclose. */
export const STRAYED =
  /\b(my affair|i (had|have had) an affair|i cheated|i was unfaithful|i have been unfaithful|i strayed)\b/i;
/** A move from the city to the country, where the land itself is the picture. */
const RURAL = /\b(countryside|rural|the country|village|farm|quieter life)\b/i;

/** "my friendship with Jonas", "my estranged friend Maya": the friend by name. */
const FRIEND = /\b(?:friendship with|friend) ([A-Z][a-z]+)\b/;

export function domainOf(question: string): Domain | null {
  const t = question.replace(/[’‘]/g, "'");
  const lower = t.toLowerCase();
  // "Relocating to Denver" needs its capital to tell a city from "move to the next step".
  const d = DOMAINS.find((x) => x.when.test(x.key === 'relocation' ? t : lower));
  if (!d) return null;
  // Egg freezing is a choice, not yet a treatment; a friend named is the friendship, not "the move".
  const eggs = d.key === 'fertility' && /\bfreez\w* my eggs|egg[- ]freezing\b/.test(lower);
  const friend = d.key === 'friendship' ? FRIEND.exec(t) : null;
  // Hoping to conceive with no treatment named: the matter is the hope, not a treatment.
  // "I'm already 10 weeks pregnant" has reached what the hope was for: the matter is the pregnancy.
  const pregnantNow = d.key === 'fertility' && /\b(already|weeks|months) pregnant\b/.test(lower);
  const hope = d.key === 'fertility' && !eggs && !pregnantNow && /\b(baby|child|pregnant)\b/.test(lower);
  const label = eggs
    ? 'this decision'
    : d.key === 'infidelity' && /\b(wife|husband|marriage|married)\b/.test(lower)
      ? 'your marriage'
      : pregnantNow
        ? 'your pregnancy'
        : hope
          ? 'your hope for a child'
          : d.key === 'friendship' && /\bfriends\b/.test(lower) && !friend
            ? 'your choice of friends'
            : d.key === 'investment' && /\b(lend|loan)/.test(lower)
              ? 'the loan'
              : // "How can I look after my health while caring for my father?" names no move: the
                // matter is the care itself, and "the move" would read a question never asked.
                d.key === 'caregiving' && !/\b(mov(e|ing)|relocat\w*|live with|in with)\b/.test(lower)
                ? 'the care you give'
                : // A thesis is written alone like a book, but it is no book (review r33).
                  d.key === 'writing' && /\b(thesis|dissertation)\b/.test(lower)
                  ? 'the thesis'
                  : d.label;
  // "What is already working in your savings": the money is not the matter, putting it in is.
  const matter = eggs
    ? 'your decision about freezing your eggs'
    : friend
      ? `your friendship with ${friend[1]}`
      : d.key === 'investment'
        ? label
        : (d.matter ?? null);
  return { key: d.key, label, matter, off: d.off };
}

const AFTER_PREPOSITION =
  /\b(?:around|in|of|for|about|to|with|under|on|into|across|behind|over|beneath|through|at|from|between|inside)\s+$/i;

/** How many times the question's own phrase is said in full before the label takes over. */
const FULL = 2;

/**
 * The question's phrase said twice in the reading's prose (never inside the quoted question or a
 * heading), then the domain's label: "your savings" becomes "the investment".
 */
export function capTopic(markdown: string, matter: string, label: string): string {
  if (matter === label) return markdown;
  let seen = 0;
  return replaceInProse(
    markdown,
    matter,
    (said, are, before) => {
      if (++seen <= FULL) return said;
      const short = /^[A-Z]/.test(said) ? capitalise(label) : label;
      // "The conditions around the case are kinder": after a preposition the verb is not its own.
      const owned = are !== undefined && !AFTER_PREPOSITION.test(before);
      return owned ? `${short} is` : are !== undefined ? `${short}${are}` : short;
    },
    // "Where things between you and your ex are heading": the label is one thing, so "is".
    /^things\b/.test(matter) ? ' are\\b' : undefined,
  );
}

/** The writer's hooks speak of a book and its story, which a thesis is not. */
const NOT_A_THESIS = /^(?![\s\S]*\b(thesis|dissertation)\b)/i;

/**
 * Pictures a reader points to for one kind of question: the card's own detail, said once, only
 * where the fit is real. Keyed by card id and orientation ('any' for both).
 */
const HOOKS: {
  id: string;
  o: 'upright' | 'reversed' | 'any';
  /** 'any': a picture that fits any question naming `when` (a parent), whatever its kind. */
  domain: DomainKey | 'any';
  /** What the question must name for the picture to fit (a partner's venture). */
  when?: RegExp;
  text: string;
  /** The card's sense on this kind of question, where it differs from its general one. */
  theme?: string;
  /** How the card leans on this kind of question, where that differs too. */
  lean?: TarotLean;
}[] = [
  {
    id: 'swords-07-seven',
    o: 'upright',
    domain: 'writing',
    when: NOT_A_THESIS,
    text: 'For a writer the man tiptoeing out of camp is the scene you keep stepping round: the book waits on the part you are avoiding, not on more time.',
  },
  {
    id: 'major-07-chariot',
    o: 'reversed',
    domain: 'writing',
    when: NOT_A_THESIS,
    text: 'On a book the two sphinxes pulling apart are two versions of the story each wanting the reins: choose which book this is, and the other can wait for the next one.',
  },
  {
    id: 'pentacles-08-eight',
    o: 'any',
    domain: 'writing',
    when: NOT_A_THESIS,
    text: 'The craftsman at his bench is the writer’s card: a book is finished one page after another, the finished ones hung up where you can see them.',
  },
  {
    id: 'swords-06-six',
    o: 'any',
    domain: 'coparenting',
    text: 'Look at the child in the boat: whatever the two adults carry between them, the crossing is made for the child sitting in the middle, and that is the measure to keep.',
  },
  {
    id: 'pentacles-06-six',
    o: 'reversed',
    domain: 'coparenting',
    text: 'For co-parenting this is the card of support with strings attached: money or help given with conditions, which the children feel even when nobody says it aloud.',
  },
  {
    id: 'wands-01-ace',
    o: 'upright',
    domain: 'fertility',
    text: 'The hand from the cloud holds a living, budding rod, and the traditional reading of this Ace includes birth: on a question about a child it is the card of a beginning, though what your body does is for your doctor to guide.',
  },
  ...(['wands', 'cups', 'swords', 'pentacles'] as const).map((suit) => ({
    id: `${suit}-11-page`,
    o: 'any' as const,
    domain: 'fertility' as const,
    text: 'Pages were read of old as a child, or as news on its way, and on a question about a child that is the association a reader would name, as a sign to hold gently rather than a promise.',
  })),
  {
    id: 'pentacles-10-ten',
    o: 'any',
    domain: 'fertility',
    text: 'This is the card of lineage, three generations in one archway, and on a question about a future child it speaks to what the family line means to you.',
  },
  {
    id: 'major-05-hierophant',
    o: 'any',
    domain: 'investment',
    text: 'In a matter of money the Hierophant is the formal structure: a written agreement, the institution behind it, the rules everyone signs up to before a penny moves.',
  },
  {
    id: 'major-05-hierophant',
    o: 'any',
    domain: 'litigation',
    text: 'In a legal matter the Hierophant is the institution itself, the court and its procedure, and it rewards whoever follows the form most carefully.',
  },
  {
    id: 'cups-04-four',
    o: 'any',
    domain: 'litigation',
    text: 'Notice the cup held out from the cloud, which the seated figure does not see: in a dispute, that is an offer of settlement worth looking at properly before it is waved away.',
  },
  {
    id: 'pentacles-05-five',
    o: 'any',
    domain: 'faith',
    text: 'The two figures pass under a lit church window without looking up: help and belonging are closer than they feel, if you turn toward them.',
  },
  {
    id: 'wands-02-two',
    o: 'upright',
    domain: 'relocation',
    text: 'The figure holds a small globe and looks out from a safe wall at the world beyond it, which is the card of a move planned from a secure base.',
  },
  {
    id: 'swords-06-six',
    o: 'upright',
    domain: 'friendship',
    text: 'On a friendship the boat is the distance itself, one of you or both carried quietly away, so the real question is whether it was chosen or only allowed to happen.',
    theme: 'a quiet drifting apart, each of you carried toward a different shore',
    lean: 'no',
  },
  {
    id: 'swords-06-six',
    o: 'reversed',
    domain: 'friendship',
    text: 'Reversed, the boat cannot push off: the friendship is held between letting go and speaking up, and saying plainly what went wrong is the way out of that.',
  },
  {
    id: 'wands-12-knight',
    o: 'upright',
    domain: 'relocation',
    text: 'Waite gives this knight departure and a change of residence, so on a move he is the going itself, with energy behind it.',
  },
  {
    id: 'wands-12-knight',
    o: 'reversed',
    domain: 'relocation',
    text: 'Reversed, the knight of departure is haste and disruption: a move rushed or interrupted, so pace the practical steps rather than racing them.',
  },
  {
    id: 'cups-06-six',
    o: 'upright',
    domain: 'friendship',
    text: 'This is the card of old friends and shared memory, and on a friendship that has drifted it points to what the two of you once had as the place to start.',
  },
  {
    id: 'swords-07-seven',
    o: 'upright',
    domain: 'infidelity',
    when: STRAYED,
    text: 'On this question the figure slipping away with the swords is the affair, and anything still unsaid: trust cannot be rebuilt around it, so disclose what remains, fully and once.',
    theme: 'the affair itself, and whatever is still kept back',
  },
  {
    id: 'swords-07-seven',
    o: 'upright',
    domain: 'infidelity',
    text: 'On this question the figure slipping away with what was not his to take is the deception: trust comes back only through the full truth, not through guesses.',
    theme: 'the deception itself, and what was kept hidden',
  },
  {
    id: 'major-11-justice',
    o: 'reversed',
    domain: 'infidelity',
    text: 'On an affair the tipped scales are accountability: they stay tipped until what happened is owned completely, without bargaining over how much of it counts.',
    theme: 'accountability not yet fully given',
  },
  {
    id: 'pentacles-09-nine',
    o: 'reversed',
    domain: 'infidelity',
    text: 'Reversed, the woman alone in her garden is a life that looked secure and had grown lonely, and that loneliness between you is what has to be rebuilt.',
    theme: 'a security that proved less solid than it looked',
  },
  {
    id: 'pentacles-13-queen',
    o: 'upright',
    domain: 'relocation',
    when: RURAL,
    text: 'On a move to the country the Queen of Pentacles is the life you are picturing: the garden, the home kept well, and the slower, earthier days she sits among.',
  },
  {
    // The image a reader seizes on with a parent: the old man at the gate among his family is what
    // is handed down (review r26b: the Emperor and the Ten of Pentacles as legacy with the father).
    // Never while the parent is ill: beside a stroke, what passes to the next generation reads as
    // an inheritance (review a).
    id: 'pentacles-10-ten',
    o: 'upright',
    domain: 'any',
    when: /^(?!.*\b(stroke|ill|illness|sick|cancer|surgery|operation|recover\w*|hospital\w*|dementia|dying|diagnos\w*|heart attack|treatment|chemo\w*|tumou?r)\b).*\b(my|our) (father|dad|mother|mum|mom|parents?)\b(?!'s (house|home|flat))/i,
    text: 'On a question about a parent this is the card of legacy: the old man at the gate, his family and dogs around him, is what passes from one generation to the next, habits and expectations as much as anything owned.',
    theme: 'a legacy handed down in the family',
  },
  {
    id: 'cups-02-two',
    o: 'any',
    domain: 'investment',
    when: /\b(partner|husband|wife|friend|brother|sister)\b/i,
    text: 'On money put into a partner’s venture, this card is the partnership itself, and the terms between you matter as much as the figures.',
  },
];

function hookOf(key: DomainKey | null, question: string, id: string, reversed: boolean) {
  const o = reversed ? 'reversed' : 'upright';
  return HOOKS.find(
    (h) =>
      h.id === id &&
      (h.domain === 'any' ? h.when !== undefined : h.domain === key) &&
      (h.o === 'any' || h.o === o) &&
      (!h.when || h.when.test(question)),
  );
}

/**
 * How a card leans on a kind of question where that differs from its general lean, for a reading
 * that knows the kind but not the English question (the German cross on a friendship).
 */
export function domainLean(key: DomainKey, id: string, reversed: boolean): TarotLean | undefined {
  // With no question to test, only the hooks that need none can match.
  return hookOf(key, '', id, reversed)?.lean;
}

/** The picture a reader would point to for this card on this kind of question, or null. */
export function hookFor(
  domain: Domain | null,
  question: string,
  id: string,
  reversed: boolean,
): string | null {
  return hookOf(domain?.key ?? null, question, id, reversed)?.text ?? null;
}

/** The card's sense and lean on this kind of question, where they differ from its general ones. */
export function senseFor(
  domain: Domain | null,
  question: string,
  id: string,
  reversed: boolean,
): { theme?: string; lean?: TarotLean } {
  const h = hookOf(domain?.key ?? null, question, id, reversed);
  return { ...(h?.theme ? { theme: h.theme } : {}), ...(h?.lean ? { lean: h.lean } : {}) };
}

/** Who the asker's partner is, in their own word, for a step addressed to them. */
const partnerWord = (question: string) =>
  /\bwife\b/i.exec(question)?.[0].toLowerCase() ??
  /\bhusband\b/i.exec(question)?.[0].toLowerCase() ??
  /\b(girlfriend|boyfriend|fianc[ée]e?)\b/i.exec(question)?.[0].toLowerCase() ??
  'partner';

/**
 * A card's step on one kind of question, where its general advice would turn the asker's role
 * round (review r26b: "do not rely on what you cannot see" to the one who had the affair; "walk
 * away from the fight" to a claimant).
 */
const STEPS: {
  id: string;
  o: 'upright' | 'reversed' | 'any';
  domain: DomainKey;
  when?: RegExp;
  step: (question: string) => string;
}[] = [
  {
    id: 'swords-07-seven',
    o: 'upright',
    domain: 'infidelity',
    when: STRAYED,
    step: (q) =>
      `tell your ${partnerWord(q)} whatever is still hidden, fully and once, rather than letting it come out in pieces`,
  },
  {
    id: 'swords-07-seven',
    o: 'any',
    domain: 'infidelity',
    step: () => 'ask for the full truth once, plainly, and decide what you need to hear before you rebuild',
  },
  {
    id: 'major-11-justice',
    o: 'reversed',
    domain: 'infidelity',
    step: () => 'own what happened completely, without bargaining over how much of it counts',
  },
  {
    id: 'swords-05-five',
    o: 'any',
    domain: 'litigation',
    step: () =>
      'weigh with your lawyer what a win would cost you, and whether a settlement would serve you better',
  },
  {
    id: 'wands-14-king',
    o: 'upright',
    domain: 'friendship',
    step: () =>
      'decide what you need from a friend before you give your trust, and let a new friendship earn it step by step',
  },
];

/** The card's step on this kind of question, where its general advice would not fit; or null. */
export function domainStep(
  domain: Domain | null,
  question: string,
  id: string,
  reversed: boolean,
): string | null {
  if (!domain) return null;
  const o = reversed ? 'reversed' : 'upright';
  const s = STEPS.find(
    (x) =>
      x.id === id &&
      x.domain === domain.key &&
      (x.o === 'any' || x.o === o) &&
      (!x.when || x.when.test(question)),
  );
  return s ? s.step(question) : null;
}
