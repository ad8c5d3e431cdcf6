// What each spread position asks, and what a question is about. A position frames a card by name
// with its whole authored theme (a noun phrase with its article), never a bare keyword.
import { TAROT_SUBJECTS, type TarotSubject } from '../../tarot/meanings/types';
import { capitalise } from '../text';

export interface PositionText {
  /** Noun phrase: "the heart of the matter". */
  name: string;
  /**
   * Sentences that place a card in this position: `n` names the card mid-sentence ("the Six of
   * Cups"), `N` at a sentence start, `t` is its authored theme. The theme always follows a colon,
   * a verb or a preposition, never a copula, so a plural theme agrees as well as a singular one.
   */
  frames: ((n: string, N: string, t: string) => string)[];
  /** The card placed without its theme, for a position whose theme the overview has already told. */
  told?: ((n: string, N: string) => string)[];
  /** How a court card is placed here, when the position calls for a role rather than a card. */
  court?: (n: string, N: string, t: string) => string;
}

export const POSITION_TEXT: Record<string, PositionText> = {
  past: {
    name: 'the past',
    told: [
      (n, N) => `${N} sits in the past position.`,
      (n) => `Behind you is ${n}.`,
      (n) => `The first card, for what came before, is ${n}.`,
      (n) => `Before this came ${n}.`,
      (n) => `The road so far was marked by ${n}.`,
    ],
    frames: [
      (n, N, t) => `Behind you stood ${n}: ${t}.`,
      (n, N, t) => `From the past comes ${n}, which showed ${t}.`,
      (n, N, t) => `The story started with ${n}, which showed ${t}.`,
    ],
  },
  present: {
    name: 'the present',
    told: [
      (n, N) => `${N} holds the present.`,
      (n) => `For now, the card is ${n}.`,
      (n) => `The card for where things stand today is ${n}.`,
      (n) => `Where you stand today is shown by ${n}.`,
    ],
    frames: [
      (n, N, t) => `${N} holds the present: ${t}.`,
      (n, N, t) => `Where you stand today, ${n} shows ${t}.`,
      (n, N, t) => `At the centre of things now is ${n}, which speaks of ${t}.`,
    ],
  },
  future: {
    name: 'the future',
    told: [
      (n) => `Ahead lies ${n}.`,
      (n, N) => `${N} closes the spread.`,
      (n) => `The last card is ${n}.`,
      (n) => `Coming towards you is ${n}.`,
      (n) => `What comes next is ${n}.`,
    ],
    frames: [
      (n, N, t) => `Ahead lies ${n}: ${t}.`,
      (n, N, t) => `If the present course holds, the road leads to ${n}, which shows ${t}.`,
      (n, N, t) => `${N} waits in the future, showing ${t}.`,
    ],
  },
  // Waite's first Celtic Cross card "covers" the querent: the present situation as its core.
  'celtic-cross:present': {
    name: 'the heart of the matter',
    told: [(n) => `At the heart of the matter lies ${n}.`],
    frames: [
      (n, N, t) => `At the heart of the matter lies ${n}: ${t}.`,
      (n, N, t) => `${N} covers the matter, and it speaks of ${t}.`,
      (n, N, t) => `The whole question comes down to ${n}, which shows ${t}.`,
    ],
  },
  challenge: {
    name: 'the crossing position',
    told: [(n) => `Across it lies ${n}.`],
    frames: [
      (n, N, t) => `Across it lies ${n}, bringing ${t}: something to work with or around.`,
      (n, N, t) => `What crosses you is ${n}, which brings ${t}.`,
      (n, N, t) => `${N} lies across the heart of it with ${t}, the complication to reckon with.`,
    ],
  },
  crown: {
    name: 'the crown',
    frames: [
      (n, N, t) => `Above the cross, as the best this can become, stands ${n}: ${t}.`,
      (n, N, t) => `${N} crowns the spread, the best that can come of this: ${t}.`,
      (n, N, t) => `At its best, this matter becomes what ${n} shows: ${t}.`,
    ],
  },
  foundation: {
    name: 'the foundation',
    frames: [
      (n, N, t) => `At the root of it all lies ${n}: ${t}.`,
      (n, N, t) => `Beneath the whole matter, ${n} lays down ${t}.`,
      (n, N, t) => `The ground this stands on is ${n}, which shows ${t}.`,
    ],
  },
  'recent-past': {
    name: 'what is passing',
    frames: [
      (n, N, t) => `Just behind you, and now passing, is ${n}: ${t}.`,
      (n, N, t) => `${N} is moving out of the picture now, taking with it ${t}.`,
      (n, N, t) => `The chapter you are leaving belongs to ${n}: ${t}.`,
    ],
  },
  'near-future': {
    name: 'what approaches',
    frames: [
      (n, N, t) => `In the coming weeks comes ${n}, bringing ${t}.`,
      (n, N, t) => `${N} approaches: ${t}.`,
      (n, N, t) => `Coming toward you now is ${n}, which brings ${t}.`,
    ],
  },
  self: {
    name: 'your own place',
    // A court card in the querent's own place is a part the querent is playing.
    court: (n, N, t) => `You come to this in the role of ${n}: ${t}.`,
    frames: [
      (n, N, t) => `You come to this as ${n}: ${t}.`,
      (n, N, t) => `${N} stands for you here, showing ${t}.`,
      (n, N, t) => `Your own place goes to ${n}, which shows ${t}.`,
    ],
  },
  environment: {
    name: 'your surroundings',
    frames: [
      (n, N, t) => `Around you, in the people and conditions you live among, stands ${n}: ${t}.`,
      (n, N, t) => `${N} describes the people around you, who bring ${t}.`,
      (n, N, t) => `The climate others create is ${n}, which carries ${t}.`,
    ],
  },
  'hopes-fears': {
    name: 'hopes and fears',
    frames: [
      (n, N, t) => `Your hopes and fears gather around ${n}: ${t}.`,
      (n, N, t) => `${N} sits where hope and dread meet, holding ${t}.`,
    ],
  },
  outcome: {
    name: 'the outcome',
    told: [(n) => `The outcome is ${n}.`],
    frames: [
      (n, N, t) => `Where this road leads, ${n} shows ${t}.`,
      (n, N, t) => `The outcome is ${n}: ${t}.`,
      (n, N, t) => `If nothing changes, the matter ends with ${n}, which shows ${t}.`,
    ],
  },
};

/** How a reading names a subject: "Because your question is about {label}", "for {focus}". */
export const SUBJECT_TEXT: Record<TarotSubject, { label: string; focus: string }> = {
  love: { label: 'love and relationships', focus: 'the relationship' },
  work: { label: 'work and career', focus: 'your work' },
  money: { label: 'money', focus: 'your finances' },
  health: { label: 'health and the body', focus: 'your well-being' },
  home: { label: 'home and family', focus: 'your home and family' },
  travel: { label: 'travel and a move', focus: 'the move' },
  study: { label: 'study and exams', focus: 'your studies' },
  legal: { label: 'a legal matter or a hard decision', focus: 'the decision' },
  spirit: { label: 'your path', focus: 'your path' },
};

/** A friend's or a relative's partner: "my best friend … her husband", "my sister's boyfriend". */
const SOMEONE_ELSES_PARTNER =
  /\b(friend|sister|brother|cousin|colleague)\b.*\b(her|his|their) (husband|wife|boyfriend|girlfriend|partner|spouse)\b|\b(friend|sister|brother|cousin|colleague)'s (husband|wife|boyfriend|girlfriend|partner|spouse)\b/;

/** A friend's or a relative's wedding named by its pronoun ("my cousin … his wedding"): theirs, not the asker's. */
const OTHERS_WEDDING =
  /\b(friend|cousin|sister|brother|mother|mum|mom|father|dad|son|daughter|niece|nephew|aunt|uncle)\b.*\b(her|his|their) wedding\b/;

/** Life once work is over ("after retiring", "now that I'm retired"), not a decision about a job. */
const LIFE_AFTER_WORK =
  /\b(after|since|in|into|now that i'?m) (retir\w*)\b|\bi'?m retired\b|\bi am retired\b/;

/** A friend named with no word of romance about them ("my best friend", not "feelings for my friend"). */
const PLAIN_FRIEND =
  /^(?!.*\b(feelings|crush|date|dating|in love|kiss\w*|attract\w*|more than friends)\b).*\b(my|a|our) (best |close |oldest )?friends?\b/;

/** A friendship named as such, or a friend named with no romance about them. */
const FRIENDSHIP = new RegExp(
  `${PLAIN_FRIEND.source}|^(?!.*\\b(feelings|crush|dating|in love|more than friends)\\b).*\\bfriendship\\b`,
);
/** What a friendship does not have: a romance, a partner, a household (review r31). */
const FRIENDS_LACK: Presumption[] = ['romance', 'courting', 'partnered', 'partnership', 'family'];
/** A loan or a venture with a friend, which is read for its money first. */
const FRIENDS_DEAL =
  /\b(owe[sd]?|loans?|lend\w*|lent|borrow\w*|pay (me |us |it )?back|repay\w*|invest\w*|business|start-?up|venture)\b/;
const MAKING_FRIENDS =
  /\b(make|making|find|finding|meet|meeting) (more |new |some |real |good |close )?friends\b/;
/**
 * A question whose matter is the friend or the friendship itself ("Is my friend jealous of my new
 * job?", "Is my friend honest with me about the money?"): the job or the money is only the occasion.
 */
const FRIEND_AT_CENTRE =
  /\bfriendship\b|^\W*(?:why |how |when |what )?(?:is|has|was|does|did|will|would|can|could|do|are)\s+(?:my|our) (?:\w+ )?friend\b|\b(?:my|our) (?:\w+ )?friend and i\b/;

/** Words of a practical transaction or dispute: a deposit, a lease, a refund, a claim, a fine. */
const TRANSACTION =
  /\b(deposit|(the|my|our) rent|rent (increase|rise|arrears)|lease|tenancy|refund\w*|insurance|insurer|claim|permit|licen[cs]e|(a|the|my|parking|speeding) (fine|ticket)|fines|fined|penalty|compensation|invoice|council tax|tax(es| return| bill)|warranty|mortgage|contract|quote|estimate|repair bill|buyer|purchase|sale)\b/;

/** A pattern of choosing partners ("attracting unavailable men"): someone looking, with no partner yet. */
const SEEKING_PARTNERS =
  /\b(attract\w*|falling for|fall for|choos\w*|chasing) (?:\w+ ){0,2}(men|women|guys|girls|partners)\b/;
/** A part the asker plays at someone else's wedding. */
const WEDDING_ROLE = /\b(wedding speech|best man|maid of honou?r|bridesmaid)\b/;
/** Someone else's move away, which leaves the asker where they are. */
const OTHERS_MOVE =
  /\b(her|his|their) (moving|move) (away|abroad)\b|\b(she|he|they)(['’]s| is| are) moving away\b/;

/** A contract broken, disputed or to be got out of: a legal matter, unlike one offered to sign. */
const CONTRACT_DISPUTE =
  /\b(breach\w*|broke|break\w*|dispute\w*|terminat\w*|cancel\w*|get out of|out of) (of )?(my|the|a|our|this|their|his|her) (\w+ )?contract\b|\bcontract (dispute|breach|claim)\w*|\bcontract\b.*\b(breach\w*|broken|dispute\w*|sue|suing|court|lawyer)\b/;

/**
 * Evidence for each subject: a pattern over the lower-cased question and its weight. Every rule
 * that matches adds its weight; a negative weight takes evidence away where a word would mislead
 * ("business partner" is not romance). People words lean to love with a small weight, so that a
 * named family member or a topic word outweighs them.
 */
const SUBJECT_RULES: [TarotSubject, RegExp, number][] = [
  ['love', /\b(love[sd]?|lover|in love|romance|romantic|crush|dating|date|soul ?mate|twin flame)\b/, 3],
  ['love', /\b(boyfriend|girlfriend|husband|wife|fianc[eé]e?|spouse|partner)\b/, 3],
  // "Is a new man coming into my life?" asks about romance without naming it.
  ['love', /\ba new (man|woman|guy|girl|partner|someone)\b|\bsomeone new\b/, 3],
  ['love', /\b(relationship|marr(y|ied|iage)|wedding|engaged|engagement|propose|proposal)\b/, 3],
  [
    'love',
    /\b(the one|my ex|an ex|ex-\w+|back together|break ?up|broke up|split up|cheat\w*|affair|single|divorc\w*|separation)\b/,
    3,
  ],
  ['love', /\b(he|she|him|her|his|they|them|someone|person|this man|this woman|this guy|this girl)\b/, 1.5],
  ['love', /\b(feel about me|feelings for|text me|call me|come back|miss me|into me|reach out)\b/, 2],
  // "Why do I keep attracting unavailable men?", "Does he see me as just a friend?": the asker's love life.
  // Dating them is love too, though a partner may already be there ("Is he dating other women?").
  [
    'love',
    new RegExp(
      `${SEEKING_PARTNERS.source}|\\bdating (?:\\w+ ){0,2}(men|women|guys|girls|partners)\\b|\\bsees? me as (just )?a friend\\b`,
    ),
    4,
  ],
  // A speech at a wedding is nerves and confidence, not the asker's romance (review r29: "make the
  // move you have been waiting to make" to a best man).
  ['love', WEDDING_ROLE, -6],
  ['spirit', WEDDING_ROLE, 4],
  // A friend's move is hers: the friendship is the matter, not a relocation of the asker's.
  ['travel', OTHERS_MOVE, -6],
  ['home', OTHERS_MOVE, 4],
  // Whether someone still thinks of the asker is a question of the heart (review r27 set g: "Does Tom still think about me?").
  ['love', /\b(think\w*|dream\w*) (about|of) me\b/, 3],
  // A friend's or a relative's wedding is theirs, not the asker's romance, whoever's pronoun names it
  // (review r27 set h: savings lent to a cousin "for his wedding" read as love).
  ['love', OTHERS_WEDDING, -6],
  ['home', OTHERS_WEDDING, 3],
  // "Will Jonas and I still be together?" names a couple without a romance word: read as love, not the path.
  ['love', /\b[a-z]+ and i\b.*\btogether\b|\b(still|stay|be) together\b/, 3],
  // Whether someone is honest or faithful to the asker is asked of a partner far more than of anyone else.
  ['love', /\b(honest with me|lying to me|faithful|loyal to me|feel the same)\b/, 2],
  [
    'work',
    /\b(jobs?|careers?|boss|promotion|business|company|companies|interview\w*|colleagues?|co-?workers?)\b/,
    3,
  ],
  [
    'work',
    /\b(office|profession\w*|hired|fired|projects?|clients?|start-?up|manager|supervisor|line manager|team lead(er)?|employ\w*|resign\w*|quit)\b/,
    3,
  ],
  [
    'work',
    /\b(freelanc\w*|side hustle|workplace|team|work(ing)? (for|at|with|on|that)|my work|at work|new role|offer letter|find (work|a role)|retir\w*)\b/,
    3,
  ],
  ['work', /\b(redundan\w*|laid off|lay-?offs?|severance|raise at work|pay rise)\b/, 3],
  ['work', /\b(shop|store|customers?|sales|brand|products?|launch\w*|career change)\b/, 3],
  // A move from one field into another ("switch from law to medicine") is a career change, though
  // it names no job: read without it, the question fell to the spiritual path and drew its advice.
  [
    'work',
    /\b(switch\w*|mov\w*|chang\w*|go(ing)?|retrain\w*|leav\w*) (careers? )?(from|out of) (the )?(law|medicine|nursing|teaching|accountancy|accounting|finance|banking|engineering|marketing|journalism|tech|retail|academia|architecture|dentistry|pharmacy|consulting|hospitality|advertising|publishing|the military|the army|policing)\b/,
    3,
  ],
  // A band, an album or a stage career "making it" is a working life in the arts; with no other
  // evidence it fell to the spiritual path and was told that worry about material things crowds out peace.
  [
    'work',
    /\b(my|our|the) (band|group's (album|record|tour))\b|\b(record deal|record label|gigs?|album|touring|(music|acting|singing|comedy|stage) career)\b/,
    3,
  ],
  ['work', /\bbusiness partner/, 4],
  // "Work I love" is a working life, whatever "love" says (review r33).
  ['work', /\b(work|job|career|something) (i|that i|i'd|i would) (love|enjoy)\b/, 5],
  ['love', /\b(work|job|career|something) (i|that i|i'd|i would) (love|enjoy)\b/, -3],
  ['love', /\bbusiness partner/, -3],
  // A partner in a business, shop or company is a colleague, not a lover, wherever the words fall.
  ['work', /\b(bakery|caf[eé]|restaurant|salon|studio|agency|firm|venture|own business)\b/, 3],
  [
    'love',
    /^(?=.*\b(business|shop|store|company|bakery|caf[eé]|restaurant|firm|venture|start-?up|practice)\b).*\bpartners?\b/,
    -6,
  ],
  [
    'money',
    /\b(money|financ\w*|debts?|salary|income|invest\w*|savings|afford|loans?|mortgage|bills?|budget)\b/,
    3,
  ],
  [
    'money',
    /\b(rich|wealth\w*|lottery|inheritance|pay (off|back)|paid|raise|expenses|spending|earn\w*|cash)\b/,
    3,
  ],
  // Lending is money first, whoever it is lent to and for what (review r27 set h: a cousin's wedding).
  ['money', /\b(lend\w*|lent)\b/, 3],
  // Living from one pay day to the next is money however it is said.
  ['money', /\b(pay ?checks?|pay ?cheques?|pay ?day|make ends meet|cost of living|living costs|broke)\b/, 3],
  // Saving up is money even when no money word is said (review r27 set g: an emergency fund read as the path).
  ['money', /\b(emergency fund|rainy.day fund|nest egg|sav(e|ing) up|(a|an|my|our) \w* ?fund)\b/, 3],
  // Putting savings into a friend's restaurant is an investment first: the venture word must not make it a job.
  ['money', /\binvest\w* (all )?(my|our) (savings|money|pension|inheritance)\b/, 3],
  [
    'health',
    /\b(health\w*|ill|illness|sick\w*|heal\w*|body|tired|exhaust\w*|stress\w*|anxi\w*|panic\w*|sleep\w*|well-?being|recover\w*(?! (?:from|after) (?:\w+ ){0,2}(?:losing|loss|lost|divorce|break-?up|split|redundancy|bankruptcy|debts?|investment|heartbreak|betrayal|affair|infidelity|cheating|job|money|savings)))\b/,
    3,
  ],
  [
    'health',
    /\b(pregnan\w*|conceive|fertility|ivf|baby|surgery|operation|doctor|diagnos\w*|therap\w*|depress\w*|mental health)\b/,
    4,
  ],
  // Stopping a habit and living through a loss are read for the body and its care, whatever else is named.
  [
    'health',
    /\b(drink(ing)?|alcohol\w*|smok\w*|drugs?|gambl\w*|addict\w*|sober\w*|sobriety|miscarr\w*|stillb\w*|grie(f|ve|ving)|bereave\w*)\b/,
    5,
  ],
  [
    'health',
    /\b(hospital|doctor'?s|dentist|gp|hip|knee|eye|hearing|physio\w*) appointment|\b(scan|check-?up|blood tests?|physio\w*|dentist|hip|knee|shoulder|ankle|wrist|elbow)\b/,
    4,
  ],
  [
    'health',
    /\b(weight|diet|exercise|fitness|injur\w*|pain|hospital|treatment|medication|burn-?out|symptoms?)\b/,
    3,
  ],
  // A profession left or entered is a working life ("Should I leave teaching?" was read as the spirit's, review u).
  [
    'work',
    /\b(leave|leaving|quit\w*|give up|giving up|go into|get into|career in) (teaching|nursing|medicine|law|accountancy|academia|journalism|banking|the (army|police|navy|force))\b/,
    4,
  ],
  // An infection named is the body's matter ("my energy back after the flu" was read as the spirit's, review u).
  ['health', /\b(flu|influenza|covid|long covid|a cold|virus|infection|fever|migraines?|fatigue)\b/, 4],
  [
    'home',
    /\b(family|families|mother|mom|mum|father|dad|sisters?|brothers?|siblings?|parents?|grand\w+)\b/,
    3,
  ],
  ['home', /\b(child|children|kids?|sons?|daughters?|in-laws?|cousins?|aunt|uncle|step\w+|relatives?)\b/, 3],
  [
    'home',
    /\b(home|house|flat|apartment|household|roommates?|flatmates?|neighbou?rs?|neighbou?rhood|landlord|renovat\w*)\b/,
    3,
  ],
  [
    'home',
    /\brelationship with my (teenage |little |young |adult |grown-up |eldest |youngest |older |younger )?(mother|mom|mum|father|dad|sister|brother|parents?|son|daughter|child|kids?|family)\b/,
    3,
  ],
  [
    'love',
    /\brelationship with my (teenage |little |young |adult |grown-up |eldest |youngest |older |younger )?(mother|mom|mum|father|dad|sister|brother|parents?|son|daughter|child|kids?|family)\b/,
    -6,
  ],
  // A dog or a toddler meeting the new baby is the household's matter, not a pregnancy.
  [
    'health',
    /\b(dog|cat|pet|puppy|kitten|son|daughter|toddler|big (sister|brother))\b.*\b(new|the) baby\b|\b(new|the) baby\b.*\b(dog|cat|pet|puppy|kitten)\b/,
    -4,
  ],
  [
    'home',
    /\b(dog|cat|pet|puppy|kitten|son|daughter|toddler|big (sister|brother))\b.*\b(new|the) baby\b|\b(new|the) baby\b.*\b(dog|cat|pet|puppy|kitten)\b/,
    3,
  ],
  // Grief for a pet is a loss in the family, never a matter of the asker's body.
  ['home', /\b(dog|cat|pet|puppy|kitten|horse)\b/, 3],
  [
    'home',
    /\b(los(t|ing)|death of|died|grie\w*|put down|mourn\w*)\b.*\b(dog|cat|pet|puppy|kitten|horse)\b/,
    6,
  ],
  // Life after work is the path, not the job: "find meaning after retiring" was told to resign (set j).
  ['work', LIFE_AFTER_WORK, -4],
  ['spirit', LIFE_AFTER_WORK, 4],
  // Making friends is the asker's social life: "in a new city" made it a journey (set j: "trips by
  // water are especially blessed" as the answer to loneliness).
  ['spirit', /\b(make|making|find|finding|meet|meeting) (more |new |some |real |good |close )?friends\b/, 5],
  // Quitting social media or a phone habit is a matter of wellbeing, not a resignation (set j).
  ['spirit', /\b(social media|instagram|tiktok|facebook|twitter|screen time|my phone)\b/, 4],
  ['work', /\b(quit\w*|leav\w*|delet\w*) (social media|instagram|tiktok|facebook|twitter|my phone)\b/, -3],
  // A friend is not a lover unless the question says so (set j: "be wary of a partner or suitor" on
  // forgiving a friend's lie).
  ['love', PLAIN_FRIEND, -3],
  ['home', PLAIN_FRIEND, 2],
  // Making peace with a relative before an operation asks about the two of them, not the body (set j).
  ['health', /\b(reconcil\w*|make (up|peace)|forgiv\w*|estrange\w*|speak(ing)? again)\b/, -3],
  // Forgiving a relative is about the family, whatever the occasion ("forgive my sister for missing
  // my wedding" read as romance, review r30).
  [
    'home',
    /\b(forgiv\w*|make peace with|reconcil\w* with) (my |our )?(estranged |older |younger )?(sister|brother|mother|mum|mom|father|dad|parents|son|daughter|aunt|uncle|cousin|grandmother|grandfather|family)\b/,
    5,
  ],
  ['love', /\bmove in together\b/, 3],
  ['love', /\b(met online|dating app|the (woman|man|guy|girl) i (met|am seeing|'m seeing))\b/, 3],
  ['love', /\brelationship with (money|food|work|my (body|job|work|career))\b/, -3],
  [
    'travel',
    /\b(travel\w*|trip|abroad|overseas|reloca\w*|emigrat\w*|holiday|vacation|journey|new city|new country)\b/,
    4,
  ],
  ['travel', /\b(move|moving) (to|away|abroad|overseas|cities|countries|across)\b/, 4],
  // "Should I spend the winter in Portugal?" is a stay abroad (review w: read as general).
  [
    'travel',
    /\bspend(ing)? (the|a|this|next) (winter|summer|spring|autumn|year|season|few months)\b.*\b(in|abroad|away)\b/,
    4,
  ],
  ['travel', /\b(the right place|live in|settle in|flight|visit)\b/, 2],
  ['home', /\b(move|moving) (to|away|abroad|overseas|cities|countries|across)\b/, -3],
  // "Move back to my home country to be near my parents" is a move first, family second.
  ['travel', /\b(move|moving) back (to|abroad|overseas)\b|\bhome country\b/, 4],
  ['home', /\b(move|moving) back (to|abroad|overseas)\b|\bhome country\b/, -3],
  [
    'study',
    /\b(stud(y|ies|ying)|exams?|tests?|schools?|universit\w*|college|degree|course|grades?|thesis)\b/,
    4,
  ],
  ['study', /\b(dissertation|students?|scholarship|admission|phd|master'?s|class(es)?|teacher)\b/, 3],
  ['study', /\blearn\w*/, 1],
  // What to learn from a divorce or a loss is its lesson, not a course (review r32: exams and
  // "a passed module" in a divorce reading).
  ['study', /\blearn\w* from\b/, -1],
  ['spirit', /\blearn\w* from\b/, 2],
  // A child's school is the family's matter: the asker is not the one studying.
  ['study', /\b(son|daughter|child|kids?|children)\b.*\b(school|nursery|teacher|class)\b/, -3],
  // A friend's trouble is the friendship's, not the asker's romance.
  // Under 1, so a friend alone never makes the subject sure: family sentences do not fit a friend.
  ['home', /\b(best friend|friends?|friendship)\b/, 0.9],
  ['home', /\b(flatmates?|roommates?|housemates?)\b/, 2],
  ['love', /\b(support|help|be there for|comfort|stand by) (my|our) (best )?friend\b/, -3],
  // A friend's or a relative's husband is theirs: the question is the friendship's, not the asker's
  // romance. The weight cancels what the partner word, its pronoun and "cheating" add to love; the
  // friendship stays unsure, so it is read in words that fit any bond rather than a family's.
  ['love', SOMEONE_ELSES_PARTNER, -7.5],
  [
    'study',
    /\b(programmes?|programs?|apprenticeships?|training|placements?|nursing school|medical school|law school)\b/,
    3,
  ],
  // Showing or selling creative work is work, whatever the art.
  [
    'work',
    /\b(teaching (job|post|career|role)|of teaching|shifts?|exhibitions?|gallery|galleries|auditions?|publishers?|manuscripts?|commissions?|portfolio|gigs?)\b/,
    3,
  ],
  ['legal', /\b(legal\w*|lawyers?|court|lawsuit|sue|suing|custody|settlement|judge|trial|visa)\b/, 4],
  // A contract to sign is a business or a work decision; only one in dispute is the law's (review d3:
  // "only a lawyer can tell you where you stand" on signing with a new agency).
  ['legal', CONTRACT_DISPUTE, 4],
  ['legal', /\bdispute/, 1],
  // A divorce taken to mediation is a negotiation over what is fair, not a love reading (review w:
  // "Love grows best in good company now" on "How will my divorce mediation go?").
  ['legal', /\b(mediation|mediator|divorce (settlement|proceedings|papers|hearing|lawyer|solicitor))\b/, 5],
  // Appealing a fine or a decision is a legal step before it is a sum of money.
  ['legal', /\bappeal\w* against\b/, 2],
  ['legal', /\bplanning (permission|application)\b|\bbuilding (permit|consent)\b/, 4],
  // A will is a legal instrument before it is a family matter: its law is what the cards must not judge.
  [
    'legal',
    /'s will\b|\b(contest|challenge|dispute) (a|my|the|her|his|their) will\b|\b(probate|executor)\b/,
    6,
  ],
  [
    'legal',
    /\b(immigration|dispute|claim|police|tribunal|appeal|case|hearing|will and testament|solicitor)\b/,
    3,
  ],
  ['legal', /\b(decide|decision|choose|choice|sign|paperwork|agreement)\b/, 1],
  // A deal, a claim or a charge is read for its money or its paperwork, never as a household or a
  // romance: "Will my landlord give back my deposit?" is about money, not evenings at home.
  ['home', TRANSACTION, -3],
  ['love', TRANSACTION, -3],
  [
    'money',
    /\b(deposit|(the|my|our) rent|rent (increase|rise|arrears)|refund\w*|insurance|insurer|(a|the|my|parking|speeding) (fine|ticket)|fines|fined|penalty|compensation|invoice|council tax|tax(es| return| bill)?|warranty|repair bill|price|cost|buy(ing)? (a|an|the|my|our) (new |second-?hand |used )?(car|bike|van|laptop|phone|sofa|boat)|second-?hand|sell(ing)? (my|our|the) (car|bike|van|things|stuff|furniture)|buyer|purchase|sale)\b/,
    3,
  ],
  [
    'money',
    /\b(suppliers?|providers?|tariff|broadband|subscriptions?|energy bills?|phone bills?|switch (bank|banks|supplier|provider))\b/,
    3,
  ],
  // Repairs and building work are the home's practical matter, not its household.
  [
    'home',
    /\b(roof|boiler|builders?|plumbers?|electricians?|repairs?|damp|leak\w*|loft|renovation|decorat\w*)\b/,
    3,
  ],
  // A relative's wedding is a family occasion, not the asker's romance.
  [
    'home',
    /\b(sister|brother|mother|mum|mom|father|dad|son|daughter|cousin|niece|nephew|aunt|uncle|parents)'s wedding\b/,
    4,
  ],
  [
    'love',
    /\b(sister|brother|mother|mum|mom|father|dad|son|daughter|cousin|niece|nephew|aunt|uncle|parents|friend)'s wedding\b/,
    -6,
  ],
  ['legal', /\b(lease|tenancy|permit|licen[cs]e|passport|council|ombudsman|small claims)\b/, 3],
  [
    'spirit',
    /\b(purpose|path|spiritual\w*|soul|meaning|grow\w*|confidence|creativ\w*|art|writing|intuition)\b/,
    2,
  ],
  // Life after retirement is past the job: "find meaning after retirement" is not a job to leave.
  [
    'work',
    /\b(after|since|in) (my |our )?retirement\b|\b(i|i['’]m|i am|i['’]ve|i have|now|since i) (newly |recently )?retired\b/,
    -4,
  ],
  // Confidence after a divorce or a loss is the asker's own to rebuild: read in love's words it
  // became "what is between you is warm" to someone who is on their own (review a).
  ['spirit', /\b(confidence|self-esteem|self-worth|sense of self)\b.*\b(after|since|following)\b/, 4],
  ['spirit', /\blessons?\b/, 2],
  ['spirit', /\b(life|universe|destiny|calling|healing journey|myself|inner)\b/, 1],
];

/**
 * Questions the cards must not answer yes or no, each with whose decision or care it is: addiction
 * (a lean could argue against stopping), pregnancy loss and grief, health (one's own or another's)
 * and law (a will, a visa, a court). The first rule that matches names the kind.
 */
export type SensitiveKind = 'addiction' | 'grief' | 'medical' | 'legal';
const SENSITIVE_RULES: [SensitiveKind, RegExp][] = [
  [
    'addiction',
    /\b(drink(ing)?|drunk|alcohol\w*|booze|smok\w*|cigarettes?|vap(e|ing)|drugs?|cocaine|weed|cannabis|gambl\w*|betting|addict\w*|sober\w*|sobriety|relapse\w*|rehab)\b/,
  ],
  [
    'grief',
    /\b(miscarr\w*|stillb\w*|pregnancy loss|lost (the|our|my) baby|loss of|died|passed away|passing of|grie(f|ve|ving)|bereave\w*|mourn\w*|funeral|(my|our) (mum|mom|mother|dad|father|husband|wife|partner|son|daughter|child|brother|sister|best friend|friend|grand\w+|aunt|uncle|cousin)['’]s (death|passing))\b|\blos(ing|t) (my|our) (mum|mom|mother|dad|father|husband|wife|partner|son|daughter|child|baby|brother|sister|best friend|friend|grand\w+|dog|cat|pet|horse)\b/,
  ],
  [
    'medical',
    /\b(health\w*|ill|illness|sick\w*|disease|chemo\w*|radiotherapy|stroke|heart attack|dialysis|pregnan\w*|conceive|fertility|ivf|(?<!\b(new|the) )baby|surgery|operation|doctor|diagnos\w*|cancer|tumou?r|therap\w*|depress\w*|anxi\w*|mental health|hospital|treatment|medication|recover\w*(?! (?:from|after) (?:\w+ ){0,2}(?:losing|loss|lost|divorce|break-?up|split|redundancy|bankruptcy|debts?|investment|heartbreak|betrayal|affair|infidelity|cheating|job|money|savings))|injur\w*|symptoms?|heal\w*|body|pain|hip|knee|shoulder|ankle|wrist|elbow|scan|check-?up|blood tests?|dentist|physio\w*)\b/,
  ],
  [
    'legal',
    new RegExp(
      `${/\b(legal\w*|lawyers?|court|lawsuit|sue|suing|custody|settlement|judge|trial|visa|immigration|tribunal|appeal|solicitor|police|probate|executor|testament)\b|'s will\b|\b(contest|challenge|dispute|write|make|update|draw up) (a|my|the|her|his|their) will\b/.source}|${CONTRACT_DISPUTE.source}`,
    ),
  ],
];

/**
 * The situation a sensitive question is in, each with its own framing, note and steps: a death or
 * a pregnancy loss, someone close who is dying, a child who is unwell, an ageing parent in the asker's care, a habit being
 * stopped, pregnancy and fertility, an operation, the mind, an illness or the body, and the law.
 * The first rule that matches names it, so a child's operation is read as a child's illness.
 */
export type CareKind =
  | 'grief'
  | 'dying'
  | 'child'
  | 'elder'
  | 'recovery'
  | 'addiction'
  | 'pregnancy'
  | 'fertility'
  | 'surgery'
  | 'mental'
  | 'illness'
  | 'legal';
const CARE_RULES: [CareKind, RegExp][] = [
  // Someone already sober is staying stopped, not deciding whether to stop.
  [
    'recovery',
    /\b(i am|i'm|i've been|been|now|stayed|staying|stay) (\w+ ){0,3}(sober|clean)\b|\bin recovery\b|\b(sober|clean) (for|since)\b|\b(days?|weeks?|months?|years?) (sober|clean)\b/,
  ],
  ['addiction', SENSITIVE_RULES[0]![1]],
  ['grief', SENSITIVE_RULES[1]![1]],
  // Someone close who is dying: the question is how to be with them, never how long they have. A
  // business or a plant that is "dying" is not this.
  [
    'dying',
    /^(?=.*\b(mum|mom|mother|dad|father|parents?|grand\w+|husband|wife|partner|brother|sister|son|daughter|friend|aunt|uncle|he|she|him|her)\b).*\b(dying|terminal(ly ill)?|end of (his|her|their) life|end-of-life|hospice|palliative|not long (left|to live)|before (he|she|they|mum|mom|dad) (dies|die|pass(es)?|goes|go)\b|(last|final) (days|weeks|months) (of (his|her|their) life|together|with (him|her|them)))/,
  ],
  [
    'child',
    /\bmy (little |baby |teenage |young )?(son|daughter|child|children|kids?|baby|toddler|little (girl|boy))('s)?\b.*\b(ill|illness|sick\w*|hospital|diagnos\w*|surgery|operation|treatment|fever|disease|condition|health\w*|recover\w*|unwell|leukaemia|leukemia|cancer|asthma|seizures?)\b/,
  ],
  [
    'elder',
    /\b(ageing|aging|elderly|old|frail)\b.*\b(mother|mom|mum|father|dad|parents?|grand\w+)\b|\b(care home|nursing home|assisted living|residential care|dementia|alzheimer\w*|caring for|care for|look after|looking after|carer)\b.*\b(mother|mom|mum|father|dad|parents?|grand\w+)\b|\b(mother|mom|mum|father|dad|parents?|grand\w+)\b.*\b(care home|nursing home|assisted living|residential care|dementia|alzheimer\w*|needs? care|moving in with (me|us))\b/,
  ],
  // Freezing eggs, or choosing a clinic or a donor, is a decision that keeps a child possible: weighed
  // like any decision, with a specialist on the medical side, never read as the hope or its waiting.
  [
    'fertility',
    /^\W*(should|shall|is (it|now|this) (the )?(right |a good )?(time|moment|wise|right|worth it|a good idea)|would it be|do (i|we) (go with|choose|pick|use))\b.*\b(egg freezing|freez\w* (my|our|her) eggs|egg retrieval|fertility preservation|preserv\w* (my|our|her) fertility|(egg|sperm) donors?|donor (sperm|eggs?)|(ivf|fertility) clinics?|freez\w* (our |my )?embryos?)\b/,
  ],
  [
    'pregnancy',
    /\b(pregnan\w*|conceiv\w*|fertility|infertil\w*|ivf|iui|egg freezing|freez\w* (my|our|her) eggs|egg donor|embryos?|surrogate|surrogacy|have a baby|a baby|trying for (a|another) (baby|child)|try(ing)? for a family|ttc)\b/,
  ],
  // "Will my back heal without surgery?" asks about healing, not about going through an operation.
  [
    'surgery',
    /(?<!\b(without|avoid\w*|instead of|rather than|skip\w*) (an? |the )?)\b(surgery|operation|surgeon|transplant|procedure|op)\b/,
  ],
  [
    'mental',
    /\b(mental health|depress\w*|anxi\w*|panic|therap\w*|counsell?\w*|burn-?out|breakdown|bipolar|ptsd|trauma|eating disorder|self-harm|suicid\w*|ocd)\b/,
  ],
  ['legal', SENSITIVE_RULES[3]![1]],
  // "How do I cope without my late brother?" is a grief; "my late aunt's will" stays the law's, and
  // sharing out what someone left is read for what is left to settle, not as mourning alone.
  [
    'grief',
    /^(?!.*\b(house|home|flat|property|estate|will|inherit\w*|belongings|things|money|sell\w*|split|divid\w*|probate)\b).*\b(my|our) late (mother|mum|mom|father|dad|husband|wife|partner|brother|sister|son|daughter|aunt|uncle|grand\w+|cousin|friend|best friend)\b/,
  ],
];

/** A question about investing, which gets a short note that a reading is not financial advice. */
const INVESTING = /\b(invest\w*|stocks?|shares|index funds?|funds?|crypto\w*|bitcoin|portfolio|trading)\b/;

/**
 * Topic phrases a reading may say in its own voice, one per kind of question. The question's own
 * words are never slotted into prose ("the drive behind your miscarriage"): a question names one
 * of these safe topics or none.
 */
const SAFE_TOPICS: [RegExp, string][] = [
  [/\bsavings\b/, 'your savings'],
  [/\bdebts?\b/, 'your debts'],
  [/\bphd\b/, 'your PhD'],
  [/\bthesis\b/, 'your thesis'],
  [/\bdissertation\b/, 'your dissertation'],
  // A place still to be won, perhaps someone else's: not studies already under way.
  [
    /\b(get(ting)?|got) (in ?to|a place at) (\w+ )?(university|uni|college|school|medical school|law school)\b/,
    'the application',
  ],
  [/\b(exams?|stud(y|ies|ying))\b/, 'your studies'],
  [/\bjob offer\b/, 'the offer'],
  [/\bplanning (permission|application)\b/, 'the planning application'],
  // Only a redundancy offered is an offer: "my husband's redundancy" is his job lost (review b).
  [
    /\bredundancy (offer|package|deal|terms)\b|\bvoluntary redundancy\b|\b(offered|take|taking|accept\w*) (a |the )?redundancy\b/,
    'the redundancy offer',
  ],
  [/\b(a|my) raise\b/, 'the raise'],
  [/\bpay rise\b/, 'the pay rise'],
  [/\bgap year\b/, 'the gap year'],
  [
    /\b(sale of|sell\w*) (our|my|the) (family )?(house|home|flat|apartment|farm|land|shop|business)\b/,
    'the sale',
  ],
  [/\bdriving test\b/, 'your driving test'],
  [/\bcustody (hearing|trial)\b/, 'the custody hearing'],
  [/\bcustody\b/, 'the custody case'],
  // "Now that Dad has retired" is his retirement, not the asker's.
  [
    /\b(?:i|we|to|my|our) (?:early )?retire\w*|\b(?:my|our|for|early|into|in|after) retirement\b/,
    'your retirement',
  ],
  [/\bstart-?up\b/, 'your startup'],
  [/\bburn-?out\b/, 'your recovery from burnout'],
  [/\bbakery\b/, 'the bakery'],
  [/\bband\b/, 'the band'],
  [/\bnovel\b/, 'your novel'],
  [/\b(best friend|friendship)\b/, 'your friendship'],
  // Moving on after a loss or a redundancy is no change of address (review y).
  [/\b(move|moving)\b(?! (on|forward|past|beyond)\b)|\b(relocat\w*|emigrat\w*)\b/, 'the move'],
  [
    // "Will I find a home I can afford in the city?" is the search, not "the city" (review x).
    /\b(find|look\w* for|search\w* for|rent|buy)\w* (a |an |the |our |my )?(new |bigger |smaller |first )?(flat|apartment|house|home|place to live)\b/,
    'the search for a home',
  ],
  // "The job he applied for" is someone else's: only the asker's own job is "your job".
  [/\b(my|a|new|this) job\b/, 'your job'],
  [/\bcareer\b/, 'your career'],
];

/** A person the question is about, as the reading names them ("your mother"), and who they are. */
export interface ThirdPerson {
  /** "your mother", "your partner's father". */
  who: string;
  /** "her", "him", "them": how the reading refers back to them. */
  pronoun: 'her' | 'him' | 'them';
  /** A pet: its care is the vet's, never a doctor's. */
  animal?: boolean;
  /** An old pet whose comfort is asked after: read for warmth, pain and the vet's check, gently. */
  ageing?: boolean;
}

const ANIMALS = 'dog|cat|puppy|kitten|horse|rabbit|pony|parrot|pet';
/** An animal's pronoun only as the question gives it ("her surgery"); otherwise "them". */
function animalOf(noun: string, q: string): ThirdPerson {
  const pronoun = /\b(she|her|hers)\b/.test(q) ? 'her' : /\b(he|him|his)\b/.test(q) ? 'him' : 'them';
  const ageing = AGEING_PET.test(q) && !/\b(surgery|operation|recover\w*)\b/.test(q);
  return { who: `your ${noun}`, pronoun, animal: true, ...(ageing ? { ageing } : {}) };
}
/** An old animal, or its comfort, asked after: "Will our old dog be comfortable through the winter?" */
const AGEING_PET =
  /\b(old|older|elderly|senior|ageing|aging|comfortabl[ey]|comfort|in pain|pain|suffer\w*|arthriti\w*|frail|stiff\w*)\b/;
/** An animal the question asks about, not a business named after one ("my dog-grooming business"). */
const PET_ASKED = new RegExp(`\\b(?:my|our|the|a) (?:\\w+ )?(?:${ANIMALS})s?\\b(?![-'])`);
const HOUSEHOLD = /\b(household|kids|children|baby|flatmates?|housemates?|roommates?)\b/;
/** How a question may describe the pet before naming it: "our old dog", "my elderly cat". */
const PET_AGE = '(?:(?:old|older|elderly|senior|ageing|aging|sick|poorly|little|rescue) )?';

export const PERSON_NOUNS =
  'mother|mom|mum|father|dad|son|daughter|sister|brother|friend|partner|husband|wife|boyfriend|girlfriend|grandmother|grandma|grandfather|grandpa|grandson|granddaughter|aunt|uncle|cousin|niece|nephew|child|baby|parents?|colleague|boss|manager|supervisor|neighbou?r';
const FEMALE =
  /^(mother|mom|mum|daughter|sister|wife|girlfriend|grandmother|grandma|granddaughter|aunt|niece)$/;
const MALE = /^(father|dad|son|brother|husband|boyfriend|grandfather|grandpa|grandson|uncle|nephew)$/;

/** The pronoun a kinship word gives ("your brother" is him, "your sister-in-law" her); otherwise "them". */
/** Someone in the question has wronged the asker: bullied, cheated, lied, stolen the credit. */
const HARMS_ASKER =
  /\b(bull(y|ies|ied|ying)|cheat(s|ed|ing)? on me|cheated|abus\w*|harass\w*|hits? me|lied to me|lies to me|betray\w*|manipulat\w*|gaslight\w*|threaten\w*|stole|steals?|taking credit|takes credit|took credit|humiliat\w*|belittl\w*|toxic)\b/;

/**
 * The pronoun of the one person a question names: their noun's own ("your sister"), or the only
 * gendered pronoun the question uses of anyone ("my manager bullies me, should I report him?").
 * A question that uses both, or neither, leaves them "them".
 */
export function pronounFor(who: string, q: string): 'her' | 'him' | 'them' {
  const own = nounPronoun(who);
  if (own !== 'them' || / and /.test(who)) return own;
  const his = /\b(he|him|his|himself)\b/.test(q);
  const hers = /\b(she|her|hers|herself)\b/.test(q);
  return his === hers ? 'them' : his ? 'him' : 'her';
}

export function nounPronoun(who: string): 'her' | 'him' | 'them' {
  const head = who
    .split(' ')
    .pop()!
    .replace(/-in-law$/, '');
  return FEMALE.test(head) ? 'her' : MALE.test(head) ? 'him' : 'them';
}

/**
 * The person a question is about when it is not the asker: "Will my mother recover…?", "Is my
 * partner's father…?". Only the grammatical subject counts, so "How do I mend things with my
 * brother?" is about the asker.
 */
const SUBJECT_PERSON = new RegExp(
  `^\\W*(?:(?:how|when|why|what) )?(?:will|is|does|did|has|can|could|would|should|was|are) (my|our) (?:(${PERSON_NOUNS})'s )?(?:(?:new|current) )?((?:step-?)?(?:${PERSON_NOUNS})(?:-in-law)?)\\b`,
);
// "What do I need to know about my father's recovery?" is about his health, not the asker's.
const PERSONS_HEALTH = new RegExp(
  `\\b(?:my|our) (${PERSON_NOUNS})'s (?:recover\\w*|health|illness|stroke|surgery|operation|treatment|condition|diagnosis|cancer|rehab\\w*|(?:hospital |hip |knee |eye |doctor's )?appointment|scan|check-?up|test results)\\b`,
);
// "Will my cat recover from her surgery?" is about the cat, and its care is the vet's.
const PETS_HEALTH = new RegExp(
  `^\\W*(?:(?:how|when|why|what) )?(?:will|is|does|did|has|can|could|would|should|was|are) (?:my|our) ${PET_AGE}(${ANIMALS})\\b|\\b(?:my|our) (${ANIMALS})'s (?:recovery|health|illness|surgery|operation|treatment|condition|diagnosis)\\b`,
);

/**
 * A matter in the asker's own capitals: the question is read in lower case, so the matter built
 * from it said "your phd application to edinburgh" (review x). A word the question capitalises,
 * other than where a sentence starts, keeps that form.
 */
export function asAsked(matter: string, question: string): string {
  const written = new Map<string, string>();
  for (const m of question.matchAll(/(^|[.!?]\s+)?(\p{L}[\p{L}'’-]*)/gu))
    if (m[1] === undefined && /\p{Lu}/u.test(m[2]!) && m[2] !== 'I') written.set(m[2]!.toLowerCase(), m[2]!);
  return written.size ? matter.replace(/\p{L}[\p{L}'’-]*/gu, (w) => written.get(w) ?? w) : matter;
}

export function thirdPersonOf(question: string): ThirdPerson | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  const m = SUBJECT_PERSON.exec(q);
  const health = PERSONS_HEALTH.exec(q);
  const pet = PETS_HEALTH.exec(q);
  if (
    !m &&
    pet &&
    (/\b(recover\w*|health\w*|ill\w*|sick\w*|surgery|operation|treatment|vet|better|heal\w*|injur\w*)\b/.test(
      q,
    ) ||
      AGEING_PET.test(q))
  )
    return animalOf((pet[1] ?? pet[2])!, q);
  if (!m && health) {
    const noun = health[1]!;
    return { who: `your ${noun}`, pronoun: FEMALE.test(noun) ? 'her' : MALE.test(noun) ? 'him' : 'them' };
  }
  if (!m) return null;
  const [, , owner, noun] = m;
  const who = `your ${owner ? `${owner}'s ` : ''}${noun}`;
  const head = noun!.replace(/^step-?|-in-law$/g, '');
  return { who, pronoun: FEMALE.test(head) ? 'her' : MALE.test(head) ? 'him' : 'them' };
}

/**
 * The person the asker wants to stand by ("How can I support my sister through her divorce?"):
 * the question is theirs to live through and the asker's to help with.
 */
const SUPPORTS_PERSON = new RegExp(
  `\\b(?:support|help|be there for|comfort|look after|care for|stand by) (?:my|our) ((?:best |closest |oldest |older |younger |little |big |adult |grown-up |teenage |eldest |youngest )?)(${PERSON_NOUNS})\\b`,
);

export function supportedPersonOf(question: string): ThirdPerson | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  const m = SUPPORTS_PERSON.exec(q);
  if (!m) return null;
  const noun = m[2]!;
  // "Her breakup": a friend's or a partner's pronoun comes from the question, never from a guess.
  const said = /\b(she|her)\b/.test(q) ? 'her' : /\b(he|him|his)\b/.test(q) ? 'him' : 'them';
  return {
    who: `your ${m[1]}${noun}`,
    pronoun: FEMALE.test(noun) ? 'her' : MALE.test(noun) ? 'him' : said,
  };
}

/** A health event someone goes through: an operation, a treatment, an illness and its recovery. */
const HEALTH_EVENT =
  '(?:chemo\\w*|radiotherapy|operation|surgery|stroke|heart attack|treatment|illness|diagnosis|recovery|rehab\\w*|dialysis|cancer|scans?|hospital stay|transplant|procedure|condition|injur(?:y|ies)|fall|accident)';

const OTHERS_HEALTH_EVENT = new RegExp(
  `\\b(?:my|our) ((?:best |closest |oldest |older |younger |little |big |adult |grown-up |teenage |eldest |youngest )?)(${PERSON_NOUNS})\\b.*\\b(his|her|their) (?:\\w+ )?${HEALTH_EVENT}\\b`,
);

/**
 * "Support my mum through her chemo", "make peace with my brother before his operation": the
 * possessive puts the health event on the person named, whose pronoun agrees with them, so the
 * reading is about the asker's part with that person, never about the asker's own body.
 */
export function healthOfOther(question: string): ThirdPerson | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  const m = OTHERS_HEALTH_EVENT.exec(q);
  if (!m) return null;
  const [, adj, noun, owner] = m as unknown as [string, string, string, 'his' | 'her' | 'their'];
  const pronoun = owner === 'his' ? 'him' : owner === 'their' ? 'them' : 'her';
  // "My sister … his operation" puts it on someone else.
  if ((FEMALE.test(noun) && pronoun !== 'her') || (MALE.test(noun) && pronoun !== 'him')) return null;
  return { who: `your ${adj}${noun}`, pronoun };
}

/**
 * A question that says there is no partner yet ("finding a lasting relationship", "Will I meet
 * someone?", "I am single"): the reading must not talk as if there were one.
 */
export function hasNoPartner(question: string): boolean {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  if (SEEKING_PARTNERS.test(q)) return true;
  return /\b(find(ing)?|meet(ing)?|attract(ing)?) (a |the |my )?(lasting |new |right |real |long[- ]term |serious |steady )?(love|partner|relationship|someone|the one|soul ?mate|husband|wife|boyfriend|girlfriend)\b|\b(i am|i'm|still|being) single\b|\b(no|without a) partner\b|\bdate again\b|\b(start|starting|begin|go back to|get back into) dating\b|\bdating again\b|\bask (her|him|them) out\b|\b(first date|my crush|a crush)\b|\b(a new (man|woman|guy|girl|partner|someone)|someone new)\b.*\b(coming|come|enter|walk)\w*/.test(
    q,
  );
}

/** "Should I leave my PhD programme?": the question asks about giving something up. */
export function asksToLeave(question: string): boolean {
  return (
    /^\W*(should|shall|do|must) (i|we) (leave|quit|stop|give up|drop out( of)?|drop|end|break up( with)?|walk away( from)?|resign( from)?|divorce|cancel|close|sell)\b/i.test(
      question.trim(),
    ) ||
    // "Is it time to close my shop?" asks the same as "Should I close it?".
    /^\W*is it (time|right|wise) (for (me|us) )?to (leave|quit|stop|give up|end|close|sell|walk away|let go)\b/i.test(
      question.trim(),
    )
  );
}

/** A yes/no question whose yes is the thing feared: losing someone's interest, a betrayal, a failure. */
export function asksAboutAFear(question: string): boolean {
  return (
    /^\W*(is|are|will|does|do|am|has|have|was)\b/i.test(question.trim()) &&
    (/\b(losing (interest|feelings)|lose interest|going off me|cheat\w*|lying|lie to me|hid(e|es|ing) (something|anything|things|the truth|\w+ from me)|(having|had|has) an affair|(keep|keeps|keeping|kept) secrets|secrets? from me|deceiv\w* me|betray\w* me|scam\w*|leave me|leaving me|dump\w*|break up with me|fall through|collapse|fail\w*|get worse|getting worse|go wrong|going wrong|lose (my|our|the) (job|house|home|case|business|money)|be (fired|sacked|made redundant)|over between|taking credit|steal\w*|using me|talking behind my back|undermin\w*|sabotag\w*|against me|jealous\w*|envious|envy|resent\w*|(angry|mad|annoyed|upset) (with|at) me|(hate|hates|dislike|dislikes) me|drift\w* (away|apart)|grow\w* apart|pull\w* away|los(e|ing) (him|her|them|my \w+)|(avoid|avoids|avoiding|ignor\w*|ghost\w*) me|cool\w* (off|towards me))\b/i.test(
      question,
    ) ||
      // "Is my friendship with Sam over?": a yes is the ending feared (review r27 set h read it the other way).
      /\b(over|finished|at an end|done for)\W*$/i.test(question.trim()))
  );
}

/**
 * Someone whose own act or feeling the question asks about ("Will he call?", "Does my ex miss
 * me?"): what they do is theirs to decide, so the reading never hands it to the asker.
 */
/** Settling in, making friends, getting a place: what happens to someone rather than what they decide. */
const PASSAGE =
  /\b(settl\w* in|fit in|make friends|get (into|in|a place|accepted|selected|picked)|be (accepted|admitted|selected|picked|offered a place))\b/;

/** Capitalised words that open a question without naming anyone ("Will Christmas…", "Is London…"). */
const NOT_A_NAME =
  /^(I|It|This|That|There|Christmas|Easter|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|God|Mercury)$/;

export function otherPersonOf(question: string, asked = question): ThirdPerson | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  // "Will my brother and I make peace?" is about both of them.
  if (/\b(and i|and me|we|us|both of us)\b/.test(q)) return null;
  const m =
    /^\W*(?:(?:how|when|why|what) )?(?:will|is|does|did|has|can|could|would|was|are|do|should) (he|she|they)\b/.exec(
      q,
    );
  if (m) {
    const who = m[1] as 'he' | 'she' | 'they';
    return { who, pronoun: who === 'he' ? 'him' : who === 'she' ? 'her' : 'them' };
  }
  // "Is Mark being honest with me?": someone named asks the same as "is he" (review r27 set f).
  const named =
    /^\W*(?:(?:[Hh]ow|[Ww]hen|[Ww]hy|[Ww]hat) )?(?:[Ww]ill|[Ii]s|[Dd]oes|[Dd]id|[Hh]as|[Cc]an|[Cc]ould|[Ww]ould|[Ww]as) ([A-Z][a-z]+)\b/.exec(
      asked.trim(),
    );
  if (named && !NOT_A_NAME.test(named[1]!)) {
    const pronoun = /\b(he|him|his)\b/.test(q) ? 'him' : /\b(she|her|hers)\b/.test(q) ? 'her' : 'them';
    return { who: named[1]!, pronoun };
  }
  if (
    /^\W*(?:(?:how|when|why|what) )?(?:will|is|does|did|has|can|could|would|was) my (ex\b|ex-|former (husband|wife|partner|boyfriend|girlfriend))/.test(
      q,
    )
  )
    return { who: 'your ex', pronoun: 'them' };
  return thirdPersonOf(q);
}

/** The two options of an either/or question, as the asker put them, and which one keeps things as they are. */
export interface Options {
  /** The first option in the asker's words ("take the job in Lisbon"). */
  a: string;
  /** The second option in the asker's words ("stay in Berlin"). */
  b: string;
  /** Which option keeps things as they are (0 for a, 1 for b), or null when both are new roads. */
  stay: 0 | 1 | null;
}

const STAYS =
  /^(stay|keep|remain|continue|carry on|hold on|stick|wait|not\b|do nothing|leave (it|things) as|where i am|as i am|fight (for|to keep|to stay)|hold (on ?to|out for))|\b(current|present|same|existing)\b/;

/**
 * "Should I take the job in Lisbon or stay in Berlin?", "Rent or buy?": the two options, or null
 * for a question with one ("… or not?") or none.
 */
export function optionsOf(question: string): Options | null {
  const q = question
    .trim()
    .replace(/[?.!]+$/, '')
    .replace(/[’‘]/g, "'");
  if (/\bor not$/i.test(q) || !/ or /i.test(q)) return null;
  // "Is he ready, or am I waiting for nothing?" asks one thing twice, the second time as the fear
  // of a no: a yes or no about the first, not a choice between the two.
  if (
    / or (?:am i|are we|is it all|have i been) .*\b(?:for nothing|in vain|wasting|kidding|fooling|pointless)\b/i.test(
      q,
    )
  )
    return null;
  const body = q
    .replace(/^.*?(?:[,:] )(?=[^,:]+ or [^,:]+$)/, '')
    .replace(
      /^(?:which (?:is|would be) (?:better|best|right)(?: for me)?[,:]? |(?:should|shall|do|would|could|can|must) (?:i|we) |is it (?:better|best|wiser|right) (?:for me |for us )?to |would it be (?:better|best|wiser) to |(?:is|are) |better to )/i,
      '',
    );
  const at = body.toLowerCase().lastIndexOf(' or ');
  // "…, or should I stay in Berlin": the second option without its repeated question words.
  const a = body
    .slice(0, at)
    .trim()
    .replace(/[,;:]+$/, '');
  const b = body
    .slice(at + 4)
    .trim()
    .replace(/^(?:should|shall|do|would|could|can|must) (?:i|we) /i, '');
  if (!a || !b || a.split(' ').length > 12 || b.split(' ').length > 12) return null;
  const sa = STAYS.test(a.toLowerCase());
  const sb = STAYS.test(b.toLowerCase());
  return { a, b, stay: sa === sb ? null : sa ? 0 : 1 };
}

/**
 * The facts the asker states about their situation, which every applied sentence must respect: a
 * reading for a landlord dispute never speaks of a partner, one for an ex never of "the two of you".
 */
export type RelationState = 'partnered' | 'ex' | 'dating' | 'single';
export type PersonRole =
  | 'landlord'
  | 'boss'
  | 'business-partner'
  | 'client'
  | 'colleague'
  | 'sibling'
  | 'grandparent'
  | 'parent'
  | 'child'
  | 'friend'
  | 'ex'
  | 'partner'
  | 'authority'
  | 'neighbour'
  | 'flatmate'
  | 'relative';
export interface Situation {
  /** The asker's stated relationship state, or null when the question does not say. */
  relation: RelationState | null;
  /** Who the other person in the question is, by role, or null when there is none named. */
  role: PersonRole | null;
  /** That person as the reading names them ("your landlord", "your brother"), or null. */
  roleWho: string | null;
  /**
   * Their pronoun: the role's own ("your brother") or, for a role with none ("your manager", "your
   * ex"), the one the question gives them ("should I report him?"), else "them".
   */
  rolePronoun?: 'her' | 'him' | 'them';
  /** The person named has wronged the asker (a bully, an ex who cheated): no card flatters them. */
  harmed?: boolean;
  /** The person the question is about has died: the reading is about grief, never about their conduct. */
  deceased: boolean;
  /** The question is about a loss (a death, a pregnancy loss): grief care, never a lean. */
  grief: boolean;
  /** A pregnancy loss in particular, the only grief that gets a pregnancy-loss note. */
  pregnancyLoss: boolean;
  /** 'court' when a judge, hearing or lawyer is named; 'administrative' for a visa, permit or application. */
  proceedings: 'court' | 'administrative' | null;
  /** The asker's own gender, only when they state it; never assumed from a name. */
  gender: 'female' | 'male' | null;
  /**
   * The kinds of relative the question names, whatever role they play in it: a sister who is a
   * business partner is still a sister, so no card calls her a boss or a parent.
   */
  kin: Set<KinKind>;
  /** The asker names a partner or an ex of their own ("my husband"), not a relative's ("her husband"). */
  ownPartner: boolean;
  /**
   * The one who died, as the reading names them ("your mother" for "our late mother's house"),
   * which may not be the living person the question also names ("my sister and I").
   */
  deceasedWho: string | null;
  /** The asker's part in someone else's matter: they co-signed it, they care for them, or they worry as family. */
  askerRole: AskerRole | null;
  /** A state the asker has already reached, which no sentence may treat as hoped for or still to come. */
  reached: Reached | null;
  /**
   * The person of the role is still to be found ("find a flatmate", "get new clients"), as the
   * reading names them ("a flatmate"), or null: there is no one yet to agree rules with or to
   * quarrel with, so the reading is about the search (review r27).
   */
  sought: string | null;
}

export type AskerRole = 'co-signer' | 'carer' | 'relative';
export type Reached = 'pregnant' | 'together' | 'signed' | 'moved';

/** Kin and bond words as the reading names them: "mum" is "your mother". */
const KIN_NAME: Record<string, string> = {
  mum: 'mother',
  mom: 'mother',
  dad: 'father',
  grandma: 'grandmother',
  grandpa: 'grandfather',
  gran: 'grandmother',
  granny: 'grandmother',
  grandad: 'grandfather',
  nan: 'grandmother',
};
const KIN_WORDS =
  'mother|mum|mom|father|dad|husband|wife|partner|son|daughter|child|brother|sister|best friend|friend|grandmother|grandma|granny|gran|nan|grandfather|grandpa|grandad|aunt|uncle|cousin|niece|nephew';

/** "My late mother", "losing my dad", "since my brother died": the one who died, as the reading names them. */
const DECEASED_KIN = [
  new RegExp(`\\b(?:my|our) late (${KIN_WORDS})\\b`),
  new RegExp(
    `\\b(?:lost|losing|loss of|death of|passing of|grieving|mourning|miss(?:ing)?) (?:my|our) (${KIN_WORDS})\\b`,
  ),
  new RegExp(`\\b(?:my|our) (${KIN_WORDS}) (?:died|passed away|passed on|is gone)\\b`),
  // "After my mother's death" names her as plainly as "since my mother died".
  new RegExp(`\\b(?:my|our) (${KIN_WORDS})['’]s (?:death|passing|funeral)\\b`),
];

function deceasedOf(q: string): string | null {
  let m: RegExpExecArray | null = null;
  for (const re of DECEASED_KIN) if ((m = re.exec(q))) break;
  if (!m || !DECEASED.test(q)) return null;
  return `your ${KIN_NAME[m[1]!] ?? m[1]}`;
}

/** Someone already pregnant asks how it goes, never whether a child will come. */
const ALREADY_PREGNANT =
  /\b(i am|i'm|i've been|we are|we're|already|currently|now) (\w+ ){0,3}pregnant\b|\b(\d+|\w+) weeks pregnant\b|\b(my|this|the|our) (current )?pregnancy\b(?! loss)|\bexpecting (a baby|our|my|twins)\b|\b(my|our) due date\b/;

/** The state a question says is already reached (pregnant, together, signed, moved), or null. */
function reachedOf(q: string): Reached | null {
  if (ALREADY_PREGNANT.test(q) && !/\b(miscarr\w*|stillb\w*|pregnancy loss)\b/.test(q)) return 'pregnant';
  if (
    /\blong[- ]distance\b|\b(already|are|been) living together\b|\b(been|are|were) together (for )?\w+ (years?|months?)\b|\b(\w+ )?years together\b|\b(been|are) (married|dating|engaged) (for )?\w+ (years?|months?)\b/.test(
      q,
    )
  )
    return 'together';
  if (
    /\b(already signed|(i|we) (have |'ve )?(already )?(co-?)?signed|co-?signed|signed as (a )?guarantor)\b/.test(
      q,
    )
  )
    return 'signed';
  if (
    /\b(already moved|(i|we) (have |'ve )?(just |recently |already )?moved|since (i|we) moved|after (i|we) moved)\b/.test(
      q,
    ) ||
    // "After moving to Hamburg", "since relocating": the move is done (review r27).
    /\b(after|since|now that i(?:'ve| have)?|having) (moving|moved|relocat(ing|ed)|emigrat(ing|ed)) (to|here|abroad|away)\b/.test(
      q,
    )
  )
    return 'moved';
  return null;
}

/** The asker's part in another's matter, when the question says it. */
function askerRoleOf(q: string, about: ThirdPerson | null): AskerRole | null {
  if (/\b(co-?sign\w*|guarantor|guaranteed (his|her|their|the) (loan|mortgage|debt|lease|rent))\b/.test(q))
    return 'co-signer';
  if (
    /\b(i am|i'm) (his|her|their|the) (main |only )?carer\b|\b(caring for|looking after|i care for|i look after)\b/.test(
      q,
    ) &&
    about
  )
    return 'carer';
  return about && !about.animal && KIN_RULES.some(([, re]) => re.test(about.who)) ? 'relative' : null;
}

/**
 * The person the question is about when it is not the asker: the grammatical subject ("Will my
 * father stop drinking?"), someone supported or unwell, the owner of a habit or a debt ("my
 * brother's loan"), or "he"/"she" in a later clause that points back to the one person named
 * ("I co-signed my brother's loan, will he pay it back?"). The dead are not here: see deceasedWho.
 */
/** The asker's own habit: "should I stop", "my drinking", "I drink too much". */
const OWN_HABIT =
  /\b(i|i'm|i am|i've|myself)( \w+){0,3} (drink\w*|smok\w*|vap\w*|gambl\w*|using|addict\w*|sober|clean)\b|\bmy (own )?(drinking|smoking|gambling|vaping|addiction|habit|drug use)\b|\b(should|can|will|do|how (do|can)|help) (i|me) (to )?(stop|quit|cut|give up)\b/;
/** A habit as the reading says it: after "stops" ("stops drinking") and after "his" ("his drinking"). */
const HABIT_WORDS: [RegExp, string, string][] = [
  [/\b(drink\w*|alcohol\w*|booze|drunk)\b/, 'drinking', 'drinking'],
  [/\b(smok\w*|cigarettes?|vap\w*)\b/, 'smoking', 'smoking'],
  [/\b(gambl\w*|betting)\b/, 'gambling', 'gambling'],
  [/\b(drugs?|cocaine|weed|cannabis)\b/, 'using drugs', 'drug use'],
];

/**
 * Someone else's habit ("Will my father stop drinking?"): who has it and what it is, as the
 * reading says it, or null when the habit is the asker's own or no one else is named.
 */
export interface OthersHabit {
  who: ThirdPerson;
  /** What stopping is called: "drinking", "using drugs". */
  stops: string;
  /** The habit after a possessive: "drinking", "drug use". */
  habit: string;
}
function othersHabitOf(q: string, about: ThirdPerson | null): OthersHabit | null {
  if (!about || about.animal || OWN_HABIT.test(q)) return null;
  const [, stops, habit] = HABIT_WORDS.find(([re]) => re.test(q)) ?? [null, 'stopping', 'habit'];
  return { who: about, stops, habit };
}

const PERSONS_MATTER = new RegExp(
  `\\b(?:my|our) (?!late )(${PERSON_NOUNS})'s (?:\\w+ )?(drinking|smoking|gambling|drug use|addiction|habit|debts?|loans?|mortgage|credit card|overdraft|pregnancy)\\b`,
);
/** "Approach my son about his drinking": the habit is the person's, told with their pronoun after them. */
const PERSON_THEN_HABIT = new RegExp(
  `\\b(?:my|our) (?!late )(${PERSON_NOUNS})\\b.*\\b(?:his|her|their) (?:drinking|smoking|vaping|gambling|drug use|addiction|habit)\\b`,
);
const MY_PERSON = new RegExp(`\\b(?:my|our) (?!late )(${PERSON_NOUNS})\\b(?!'s)`, 'g');

export function aboutOf(question: string): ThirdPerson | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  const named = thirdPersonOf(q) ?? healthOfOther(q) ?? supportedPersonOf(q);
  if (named) return named;
  if (/\b(and i|and me|we|us|both of us)\b/.test(q)) return null;
  const owned = PERSONS_MATTER.exec(q) ?? PERSON_THEN_HABIT.exec(q);
  if (owned) return { who: `your ${owned[1]}`, pronoun: nounPronoun(owned[1]!) };
  const asked = /\b(?:will|does|did|is|has|can|could|would|won't|doesn't|isn't) (he|she)\b/.exec(q);
  if (!asked) return null;
  const pronoun = asked[1] === 'he' ? 'him' : 'her';
  const people = [...q.matchAll(MY_PERSON)].map((m) => m[1]!).filter((n) => nounPronoun(n) === pronoun);
  return new Set(people).size === 1 ? { who: `your ${people[0]}`, pronoun } : null;
}

export type KinKind = 'sibling' | 'grandparent' | 'parent' | 'child';
const KIN_RULES: [KinKind, RegExp][] = [
  ['sibling', /\b(?<!step-?)(sisters?|brothers?|siblings?)\b(?!-in-law)/],
  ['grandparent', /\b(grand(mother|ma|father|pa|parents?|dad|mum|mom)|granny|nana?)\b/],
  ['parent', /\b(?<!step-?)(mother|mum|mom|father|dad|parents?)\b(?!-in-law)/],
  ['child', /\b(?<!step-?)(sons?|daughters?|child|children|kids?|toddler|teenager)\b(?!-in-law)/],
];

/** A relative by marriage or a step-relative, as the asker's own. */
const IN_LAW_OR_STEP =
  /\b(?<=(my|our) )((mother|father|son|daughter|brother|sister)-in-law|in-laws|step-?(mother|mum|mom|father|dad|son|daughter|brother|sister|parents?|child|children|kids?))\b/;

/** Roles in the order they are tried; a compound ("business partner") before its head word ("partner"). */
const ROLE_RULES: [PersonRole, RegExp, string][] = [
  [
    'business-partner',
    /\b(business|co-?founder|shop|company|bakery|firm|venture) partners?\b|\bco-?founders?\b/,
    'your business partner',
  ],
  ['landlord', /\b(landlord|landlady|letting agent|property manager)\b/, 'your landlord'],
  // "A promotion to manager" is a role the asker may take, not a person over them (review r25).
  [
    'boss',
    /\b(boss|supervisor|employer|former employer)\b|(?<!\b(?:to|as|a|an|become|becoming|be|better|good|new|first-time) )\bmanager\b/,
    'your employer',
  ],
  ['client', /\b(clients?|customers?)\b/, 'the client'],
  ['colleague', /\b(colleagues?|co-?workers?|team ?mates?)\b/, 'your colleague'],
  [
    'authority',
    /\b(visa|immigration|consulate|embassy|permit|residency|citizenship|passport|planning (permission|application))\b/,
    'the office deciding it',
  ],
  ['neighbour', /\bneighbou?rs?\b/, 'your neighbour'],
  ['flatmate', /\b(flatmates?|roommates?|housemates?)\b/, 'your flatmate'],
  [
    'ex',
    /\b(my ex|an ex|ex-(husband|wife|partner|boyfriend|girlfriend)|former (husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?))\b/,
    'your ex',
  ],
  // A daughter-in-law or a stepson is named in full: "your daughter" would be someone else.
  ['relative', IN_LAW_OR_STEP, ''],
  // Family and friends only as the asker's own ("a baby" in a fertility question is no one yet).
  // "My estranged brother", "my older sister": the word before the relative is not a different person.
  [
    'sibling',
    /\b(?<=(my|our) ((estranged|older|younger|little|big|twin|eldest|youngest) )?)(sister|brother|sibling)\b/,
    '',
  ],
  [
    'grandparent',
    /\b(?<=(my|our) )(grandmother|grandma|granny|nan|nana|grandfather|grandpa|grandad|grandparents?)\b/,
    '',
  ],
  [
    'parent',
    /\b(?<=(my|our) (estranged |elderly |ageing |aging )?)(mother|mom|mum|father|dad|parents)\b(?!-in-law)/,
    '',
  ],
  [
    'child',
    /\b(?<=(my|our) (teenage |little |young |adult |grown-up |eldest |youngest |older |younger )?)(son|daughter|child|children|kids?|baby|toddler)\b/,
    '',
  ],
  ['friend', /\b(?<=(my|our|a) ((closest|oldest|dearest|close|old) )?)(best friend|friend)\b/, ''],
  ['partner', /\b(husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|spouse|marriage)\b/, ''],
];

/** The person word a role rule matched, named as the reading would ("your mother"). */
function roleWhoOf(q: string, re: RegExp, fixed: string): string {
  if (fixed) return fixed;
  const m = re.exec(q);
  const word = m?.[0] ?? '';
  if (word === 'marriage') return 'your spouse';
  return `your ${word.replace(/^(mom|mum)$/, 'mother').replace(/^dad$/, 'father')}`;
}

/** The person the question names doing something lately: someone to forgive, who said or did a thing. */
const ALIVE_AT_IT =
  /\b(forgiv\w*|apologi[sz]\w*|(she|he|they) (said|did|told|says|does|wrote|sent|blamed|accused|ignored|snubbed|refused|wants|keeps))\b/;
/** A death the question states outright, beyond the occasion of a funeral. */
const DEATH_STATED = /\b(late|died|passed|death|loss|lost|losing|grie\w*|mourn\w*|bereave\w*)\b/;
const DECEASED =
  /\b(died|passed away|passing of|death of|\w+['’]s (death|passing)|(lost|losing|loss of) (my|our) (mum|mom|mother|dad|father|husband|wife|partner|son|daughter|child|brother|sister|best friend|friend|grand\w+|dog|cat|pet|horse)|late (mother|mum|mom|father|dad|husband|wife|partner|brother|sister|son|daughter|aunt|uncle|grand\w+|cousin|friend)|funeral|grie(f|ve|ving)|bereave\w*|mourn\w*)\b/;

/** A business partner who is also a relative or a friend is named as the asker knows them: "your sister". */
function relativePartner(q: string, role: PersonRole): string | null {
  if (role !== 'business-partner') return null;
  const m =
    /\b(?:my|our) (sister|brother|mother|mum|mom|father|dad|son|daughter|cousin|husband|wife|best friend|friend|aunt|uncle)\b/.exec(
      q,
    );
  return m ? `your ${m[1]!.replace(/^(mom|mum)$/, 'mother').replace(/^dad$/, 'father')}` : null;
}

/** The stated facts of a question's situation; nothing is guessed from names or pronouns. */
export function situationOf(question: string): Situation {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  const rule = ROLE_RULES.find(([, re]) => re.test(q));
  const grief =
    DECEASED.test(q) || /\b(miscarr\w*|stillb\w*|pregnancy loss|lost (the|our|my) baby)\b/.test(q);
  const pregnancyLoss = /\b(miscarr\w*|stillb\w*|pregnancy loss|lost (the|our|my) baby)\b/.test(q);
  // A widow asking about the loss of her husband is not in a marriage the cards could advise on.
  const widowed = DECEASED.test(q) && /\b(husband|wife|spouse|partner)\b/.test(q);
  const relation: RelationState | null = widowed
    ? null
    : /\b(my ex|an ex|ex-\w+|back together|broke up|break ?up|split up|separat\w*|divorc\w*|former (husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?))\b/.test(
          q,
        )
      ? 'ex'
      : /\b(my|our) (husband|wife|spouse|partner|fianc[eé]e?|marriage)\b|\bmarried\b|\bmove in together\b|\blong[- ]distance\b/.test(
            q,
          ) && !/\bbusiness partner/.test(q)
        ? 'partnered'
        : /\b(dating|the man i am dating|the woman i am dating|first date|seeing someone|boyfriend|girlfriend)\b/.test(
              q,
            )
          ? 'dating'
          : hasNoPartner(q)
            ? 'single'
            : null;
  const proceedings =
    /\b(court|judge|hearing|trial|lawsuit|sue|suing|lawyers?|solicitor|tribunal|custody|attorney)\b/.test(q)
      ? 'court'
      : /\b(visa|immigration|permit|residency|citizenship|passport|application|applied|licen[cs]e|planning permission)\b/.test(
            q,
          ) ||
          // A school place or an admission is appealed to a panel, not a court.
          /\bappeal\w*\b.*\b(school|university|college|a place|admissions?)\b|\b(school|university|college|admissions?)\b.*\bappeal/.test(
            q,
          )
        ? 'administrative'
        : null;
  const gender =
    /\b(i am|i'm) (a )?(woman|female|mother|mum|mom|wife|girl)\b|\bas a (woman|mother|wife)\b/.test(q)
      ? 'female'
      : /\b(i am|i'm) (a )?(man|male|father|dad|husband|guy)\b|\bas a (man|father|husband)\b/.test(q)
        ? 'male'
        : null;
  // The asker's own words for the person ("your yoga clients") before the role's stock name.
  const roleWho = rule
    ? (relativePartner(q, rule[0]) ??
      nounPhrasesOf(question).people.find((p) => rule[1].test(p)) ??
      roleWhoOf(q, rule[1], rule[2]))
    : null;
  return {
    relation,
    role: rule?.[0] ?? null,
    roleWho,
    rolePronoun: roleWho ? pronounFor(roleWho, q) : undefined,
    harmed: HARMS_ASKER.test(q),
    // A funeral is no death of the one named when the question has them alive and acting: a sister
    // to forgive for what she said there was read as the one mourned (review u).
    deceased: DECEASED.test(q) && !pregnancyLoss && !(ALIVE_AT_IT.test(q) && !DEATH_STATED.test(q)),
    grief,
    pregnancyLoss,
    proceedings,
    gender,
    kin: new Set(KIN_RULES.filter(([, re]) => re.test(q)).map(([kind]) => kind)),
    ownPartner:
      /\b(my|our) (husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|spouse|ex|ex-\w+)\b(?!')/.test(q) &&
      !/\b(business|shop|company|bakery|firm|venture) partner/.test(q),
    deceasedWho: deceasedOf(q),
    askerRole: askerRoleOf(q, aboutOf(q)),
    reached: reachedOf(q),
    sought: rule ? soughtOf(q, rule[1]) : null,
  };
}

/** Roles whose person a question may be looking for, not yet dealing with. */
const SEARCHED_ROLES =
  /^(flatmates?|roommates?|housemates?|clients?|customers?|business partners?|co-?founders?|tenants?)$/;
/** The words before a role that say it is still to be found: "find a", "looking for new". */
const SEARCHING =
  /\b(find|finding|found|get|getting|meet|meeting|hire|hiring|recruit\w*|attract\w*|win|winning|land|look(ing)? for|search(ing)? for)\s+((?:a|an|some|any|more|new|the right|another|good|reliable|nice|paying|first)\s+)+$/;

/** "Will I find a flatmate?": the one still to be found, as the reading names them, or null. */
function soughtOf(q: string, role: RegExp): string | null {
  const m = new RegExp(role.source, role.flags.replace('g', '')).exec(q);
  if (!m || !SEARCHED_ROLES.test(m[0])) return null;
  const before = SEARCHING.exec(q.slice(0, m.index));
  if (!before) return null;
  const noun = m[0].replace(/^roommate/, 'flatmate');
  return /s$/.test(noun) ? `new ${noun}` : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

export interface QuestionReading {
  subject: TarotSubject;
  /** The situation of a sensitive question, for its own framing, note and steps. */
  care: CareKind | null;
  /** The two options of an either/or question, answered as a comparison, never as yes or no. */
  options: Options | null;
  /** Someone whose own act or feeling the question asks about: theirs to decide, not the asker's. */
  other: ThirdPerson | null;
  /**
   * The one asked about is going through something that is not their choice to make: a child
   * settling in somewhere new, or a place a school, an academy or a panel gives.
   */
  passage: boolean;
  /** Each subject's evidence, for the tests and the bench. */
  scores: Record<TarotSubject, number>;
  /**
   * Whether the subject is clear enough to read each card for it. A question with little evidence,
   * or as much for a second subject ("raise my prices for my yoga clients": money and work), is
   * read in words that fit any matter rather than in a subject's that may be wrong.
   */
  confident: boolean;
  /** A question on addiction, grief, health or law: no lean, and a note on whose care or decision it is. */
  sensitive: SensitiveKind | null;
  /** A ruling someone else makes (a court, a tribunal, a visa office): never the asker's decision. */
  court: boolean;
  /** A question about investing: the reading says it is not financial advice. */
  investing: boolean;
  /** The question asks for a yes or a no ("Will…?", "Should I…?"), not for one of two options. */
  yesNo: boolean;
  /** Someone the asker wants to support through their own trouble ("your sister"). */
  supported: ThirdPerson | null;
  /** Someone else the question is about ("your mother"), or null when it is about the asker. */
  thirdPerson: ThirdPerson | null;
  /**
   * Whose matter it is when not the asker's, wherever the question names them: the subject of the
   * question, the owner of a habit or a debt ("my brother's loan"), or the "he" of a later clause.
   */
  about: ThirdPerson | null;
  /** Someone else's drinking, smoking or gambling: theirs to stop, the asker's to live beside. */
  habit: OthersHabit | null;
  /** The question says there is no partner yet, so nothing may speak of "the two of you". */
  noPartner: boolean;
  /** "Should I leave…?": a card's yes favours what the asker would give up, so the lean is turned. */
  leaving: boolean;
  /** "Is he cheating?": a yes is what the asker fears, so favourable cards answer no. */
  fearedYes: boolean;
  /**
   * "Is my business partner hiding something?", "Is he faithful?": whether someone deceives the
   * asker, which only the cards of deceit and of honesty speak to, never a card's general lean.
   */
  suspects: boolean;
  /**
   * "Should I sell my grandmother's ring?": a possession kept or let go, leaned on as a leaving
   * but never said to be one.
   */
  sellsThing: boolean;
  /**
   * Whether the cards give no yes or no: a sensitive question (its result is the asker's own
   * decision with support, a doctor's, a lawyer's or a court's) is answered with how to prepare,
   * cope or support instead.
   */
  noVerdict: boolean;
  /** Someone besides the asker is in the question ("we", "my brother", a partner). */
  company: boolean;
  /** A move to live somewhere else, not a trip: nothing may read it as a holiday. */
  relocation: boolean;
  /** A driving or other practical test: nothing may send the asker back to books and classmates. */
  practicalTest: boolean;
  /** The vetted topic phrase the question names ("your savings"), never its own words slotted in. */
  topic: string | null;
  /** A search for a flat or a house to live in: it has no household in it yet. */
  homeSearch: boolean;
  /** The stated facts: relationship state, the other person's role, a death, court or office, gender. */
  situation: Situation;
  /** A move within the country: no visa, entry rules or tickets. */
  domesticMove: boolean;
  /** Selling a home: no household rows, and a court card ahead may be a buyer or an agent. */
  selling: boolean;
  /** Deciding whether to start or go back to study: not yet enrolled, so no modules or extensions. */
  enrolling: boolean;
  /** A custody question: it is about children, never about property. */
  custody: boolean;
  /** Whether someone met online is honest: money cards raise a safety warning. */
  metOnline: boolean;
  /** A choice of conscience or family (forgive, have a child): the cards show what each path asks, no verdict. */
  moral: boolean;
  /** The time the question names ("next year", "on Friday"), as the reading says it, or null. */
  when: string | null;
  /** What the question itself names, so that a card's sentence may take it for granted. */
  grants: Set<Presumption>;
  /** The asker runs, or means to open, a business of their own: no boss, no job hunt, no resigning. */
  ownBusiness: boolean;
  /**
   * "Should I tell my sister…?": the step the asker weighs, as the reading says it ("telling your
   * sister"), or null. The future card of such a question is read as where taking the step leads,
   * so the lean, the story and the answer all speak of the step.
   */
  acts: string | null;
  /**
   * The one the asker means to tell how they feel or to ask out ("your colleague", "him"), or
   * null: a step toward someone not yet taken, with no shared routine and no partner to speak of.
   */
  declares: string | null;
  /** The question is about a friend or a friendship: read as a relationship with no romance, couple or household in it. */
  friendship: boolean;
  /**
   * Cutting off or no longer speaking to family ("stop speaking to my mother"): a break with a
   * parent or sibling is never urged firmly, so the lean is at most slight.
   */
  estranging: boolean;
  /** The question doubts someone's honesty: a card of deception in the spread rules out a firm yes. */
  doubtsHonesty: boolean;
  /** The question's own words, lower case: a subject line may only raise what they raise. */
  words?: string;
  /** Already accepted or offered a place: nothing may send the asker to apply, revise or sit exams. */
  accepted: boolean;
  /** Asks about getting help at all ("get the treatment he needs"), not how the help goes. */
  seeksAccess: boolean;
  /**
   * Asks what someone else feels or thinks ("Does my ex still think about me?"): theirs alone, so
   * the cards give at most a slight lean on it.
   */
  asksTheirMind: boolean;
  /** Lending, borrowing or money owed: Waite's "money one may lend" speaks to it, and to nothing else. */
  lending: boolean;
}

/** A question about another's feelings or thoughts, not about what they will do. */
const THEIR_MIND =
  /^\W*(?:(?:how|what) )?(?:does|do|did|is|will|would) (?!i\b|we\b|you\b)[\w' -]*?\b(think\w*|feel\w*|love\w*|miss\w*|care\w* (about|for)|regret\w*|want\w* me)\b/;

/** The question's words that ask about a lie or what is hidden. */
export const DECEPTION_WORDS =
  /\b(l(ie|ies|ied|ying)|liar|secrets?|cheat\w*|affair|hid(e|es|ing|den)|honest\w*|betray\w*|deceiv\w*|scam\w*|faithful)\b/;
/** A question of what is so ("Is he…?", "Has she…?"), not whether to act ("Should I tell…?"). */
const ASKS_OF_THEM = /^\W*(is|are|was|were|has|have|had|does|do|did|will|would)\b(?! it\b)/;
/** "Should I sell…?", "Is it time to sell…?": the sale of something the asker owns. */
const SELLS = /^\W*(should|shall|do|must) (i|we) sell\b|^\W*is it (time|right|wise) (for (me|us) )?to sell\b/;
/** The job already gone ("after being made redundant"), which no line may speak of as the asker's or as at risk. */
const JOB_LOST =
  /\b((been|was|were|got|after being) (made redundant|laid off|fired|sacked|let go)|lost my job|(after|since) losing my job|since (my )?redundancy)\b/;
/** Words of a job held for an employer. */
const EMPLOYMENT =
  /[\s\S]*\b(jobs?|employ\w*|boss\w*|managers?|colleagues?|co-?workers?|office|company|workplace|staff|salary|promot\w*|redundan\w*|resign\w*|quit\w*|hired?|fired|interview\w*|shifts?|careers?)\b/;
/** Breaking off contact with someone close. */
const CUTTING_OFF =
  /\b(stop (speaking|talking) to|cut(ting)? (off|ties with|\w+ (out|off))|go(ing)? no.contact|disown\w*|estrang\w*|never speak to)\b/;
const MEND_VERBS = 'make peace|reconcil\\w*|patch (?:things|it) up|make (?:it|things) up';
/** Mending a break with someone: the opposite of cutting them off. */
const MENDING = new RegExp(`\\b(?:${MEND_VERBS}|mend\\w*|reach out)\\b`);
/** Making peace with someone named after it ("make peace with my brother"): that person is the matter. */
export const MENDS_WITH = new RegExp(`\\b(?:${MEND_VERBS}|mend (?:things|fences|it)) with\\b`);
const FAMILY =
  /\b(mother|mum|mom|father|dad|parents?|sister|brother|son|daughter|family|grand\w+|aunt|uncle|cousin|in-laws?|stepmother|stepfather)\b/;

/**
 * Situations an authored subject sentence may take for granted ("the house fills with affection",
 * "you are ready to stop reliving the pain"): a household, a child, a romance, an investment, a
 * creative work, a hurt, other people close to the asker, a quarrel, a journey. A sentence that presumes one is said only when the
 * question names it.
 */
export type Presumption =
  | 'family'
  | 'child'
  | 'romance'
  | 'investing'
  | 'creative'
  | 'hurt'
  | 'people'
  | 'conflict'
  | 'leaving'
  | 'trip'
  | 'courting'
  | 'pain'
  | 'enrolled'
  | 'building'
  | 'spending'
  | 'workplace'
  | 'jobHunt'
  | 'training'
  | 'partnership'
  | 'invited'
  | 'offered'
  | 'vocation'
  | 'employed'
  | 'plans'
  | 'celebration'
  | 'funding'
  | 'rising'
  | 'jobHeld'
  | 'jobEnding'
  | 'dealing'
  | 'partnered'
  | 'atFault'
  | 'choosingStudy'
  | 'caregiving'
  | 'moving'
  | 'dwelling'
  | 'illness'
  | 'homeQuarrel'
  | 'promises'
  | 'inheritance'
  | 'unapplied'
  | 'unsigned'
  | 'uninterviewed';

// Steps the asker says are already taken ("I already applied", "we signed the lease"), which no
// sentence in either spread may tell them to take again; the Celtic Cross also names them once.
const PAST_SUBJECT = String.raw`\b(?:i|we|i've|we've|i have|we have|already|just)\s+(?:already\s+|just\s+)?`;
export const APPLIED = new RegExp(`${PAST_SUBJECT}(?:applied|submitted|sent (?:in|off))\\b`);
export const SIGNED = new RegExp(`${PAST_SUBJECT}signed\\b`);
export const INTERVIEWED =
  /\bafter (the|my|an|our) (job )?interview\b|\b(had|did|done|finished) (the|my|an) (job )?interview\b|\bi was interviewed\b/;
/** Steps that only someone still to apply would take. */
export const TO_APPLY =
  /\b(apply|applying|send (a few |your )?applications?|applications? each week|submit\w*|fill in|draft|plan (the|your) budget|budget|cv|résumé|cover letter|tell (everyone|people) (you know )?(what )?you are looking)\b/i;
/** Steps that only someone still to sign would take; "a good sign" is no signing. */
export const TO_SIGN =
  /(?<!\b(a|an|the|good|no|any|first|clear|sure|warning|positive|hopeful|healthy|welcome) )\b(sign|signing)\b(?! of\b)|\b(small print|revisit the terms|read the terms|check the terms|before you commit)\b/i;
/** Steps that only someone still to be interviewed would take. */
export const TO_INTERVIEW =
  /\b(prepare for (the|your) interview|rehears\w*|practise (your )?answers|send (a few )?applications?|applications? each week|apply for|cv|résumé|job search|tell (everyone|people) (you know )?(what )?you are looking)\b/i;
/** A question that states none of the pattern's past steps: the step is still the asker's to take. */
const notStated = (re: RegExp) => new RegExp(`^(?![\\s\\S]*(?:${re.source}))`);

/** Faith and worship, which card lines about a creative drive misread. */
const FAITH =
  /\b(church|faith|god|pray\w*|mosque|temple|synagogue|religio\w*|mass|worship\w*|belie(f|ve) in)\b/;
/** A bond already made: a marriage or a spouse, which dating copy misreads. */
const ESTABLISHED_BOND =
  /\b(marri\w*|husband|wife|spouse|fianc\w*|anniversary|years together|long[- ]distance|(my|our) (boyfriend|girlfriend|partner))\b/;
/** Asking to be let in: a place on a course not yet given. */
const ASKS_ADMISSION =
  /\b(get(ting)? (in|into|onto|on to|a place|accepted)|be(ing)? accepted|admitted|admissions?|acceptance|offer of a place|a place on|appl(y|ied|ying|ication) (to|for) (the |a |an )?(\w+ )?(programme|program|course|degree|university|uni|college|school|master\w*|phd|mba))\b/;
/**
 * "Will my landlord give back my deposit?", "Will the buyer pull out?": a question about what
 * another party will do, where the asker's own habits are not the cause.
 */
const THEIR_ACT =
  /^\W*(will|would|does|did|is|are|can|could|when will|how will|why (does|did|is|won't|will not)) (my|the|our) (\w+ )?(landlord|landlady|buyers?|sellers?|court|judge|employer|school|bank|insurer|insurance|company|boss|council|university|college|tenants?|agent|lender|tribunal|mortgage|panel|committee|firm)\b/;

/** A pattern looked back on or a feeling to get over: no romance being begun. */
const NOT_COURTING =
  /\b(keep|always|again and again|same (kind|sort|type)|pattern|get over|move on from|stop thinking about|never (dated|went out))\b/;
/** Money, a job or savings gone: nothing to celebrate. */
const LOST_SOMETHING = /\b(lost|los(e|ing)|loss|scam\w*|fraud\w*|stolen|bankrupt\w*|swindl\w*|cheated out)\b/;

/** Words of looking after someone, beyond their age: an ageing father to make peace with is no one in care. */
const CARE_WORDS =
  /\b(care|caring|carers?|look(ing)? after|nursing|dementia|alzheimer\w*|frail|ill\w*|sick\w*|hospital\w*|disabilit\w*|disabled|decline|declining|forgetful\w*|falls?|mobility)\b/;
/** A rift or a hurt between the asker and the person named, which asks for mending, not care. */
const RIFT =
  /\b(forgiv\w*|argu\w*|fell out|falling out|estrang\w*|not speaking|no contact|trust|resent\w*|apologi[sz]\w*)\b/;

const GRANTS: [Presumption, RegExp][] = [
  // An apology is owed only by an asker who says they did the wrong: someone asking whether to
  // forgive a sister for missing the wedding was told to "offer the apology you owe" (review t).
  [
    'atFault',
    /\b(i (hurt|lied|cheated|betrayed|upset|insulted|offended|ghosted|snapped|shouted|yelled|forgot|missed|broke|ruined|let (him|her|them|\w+) down)|my (fault|mistake|behaviou?r)|forgive me|apologi[sz]\w*|apology|make (it )?up to|make amends|i was wrong|i messed up)\b/,
  ],
  // A job may be said to be at risk only while it is still there (review r30: "Sudden change at
  // work … is possible" to a man already made redundant).
  ['jobHeld', new RegExp(`^(?![\\s\\S]*${JOB_LOST.source})`)],
  // A job ending is said only to a question that speaks of it ending, losing it or leaving it:
  // "My coworker is jealous of me" got "a job … has come to a hard finish" (review r34).
  [
    'jobEnding',
    /\b((lose|losing|lost|leav\w*|quit\w*) (my|our|the|this|a) (\w+ )?(job|role|position|career)|job offer|new (job|role|position)|(change|switch\w*) (jobs|careers?|roles?)|career change|take the (job|role|position)|(job|role|position) (security|at risk|is ending|ends)|redundan\w*|laid off|lay-?offs?|let go|fired|sacked|dismiss\w*|restructur\w*|resign\w*|severance|unemploy\w*|contract (ends|ending|is ending|runs out))\b/,
  ],
  // Praise and promotion fit any question but one about losing a job.
  [
    'rising',
    /^(?![\s\S]*\b(severance|redundan\w*|laid off|lay-?offs?|let go|fired|sacked|dismiss\w*|pushed out|forced out|managed out)\b)/,
  ],
  // "Your partner" is said only to someone whose question names a partner, a marriage or a "we".
  [
    'partnered',
    /\b(partner\w*|boyfriend|girlfriend|husband|wife|spouse|fianc\w*|married|marriage|relationship|we|us|our|together|dating|ex|ex-\w+|couple)\b/,
  ],
  // A grant, a sponsor or a fee is said only to a question that names money or paying for it.
  [
    'funding',
    /\b(money|fund\w*|grants?|scholarships?|sponsor\w*|bursar\w*|fees?|loans?|afford\w*|pay\w*|costs?|financ\w*|tuition|debts?|profit\w*|income|salary|savings?)\b/,
  ],
  ['invited', /\b(invit\w*|party|parties|wedding|event|gathering|reunion|ask(ed)? (me|him|her) out)\b/],
  [
    'plans',
    /\b(sav\w*|money|financ\w*|budget\w*|course|stud\w*|learn\w*|plans?|skills?|train\w*|careers?|work|jobs?|business)\b/,
  ],
  ['offered', /\b(offer\w*|opportunit\w*|chances?|new thing|something new)\b/],
  // Job-offer and contract lines fit any question but one about a child that names no deal (review
  // r30: "check the foundations of the offer" on having a second child).
  [
    'dealing',
    /^(?![\s\S]*\b(child\w*|kids?|bab(y|ies)|pregnan\w*|conceiv\w*|fertility|ivf|sons?|daughters?)\b)|\b(offer\w*|contract\w*|deal\w*|sign\w*|terms|agreement|settlement|custody|lawyer|court|jobs?|work\w*|business|money|buy\w*|sell\w*|sale|loan\w*|invest\w*|house|flat|lease|rent\w*|school)\b/,
  ],
  // Which line of work suits the asker is asked only by someone choosing one, not someone in a job already.
  [
    'vocation',
    /\b(vocation|calling|professions?|career (change|path|choice)|change (jobs?|careers?|field)|retrain\w*|which (job|career|path|field)|what (job|career|field|work) (should|would|suits?))\b/,
  ],
  // An employer's job, which a novel, a studio or a family carer's work is not.
  [
    'employed',
    // "After being made redundant": the job is gone, so no line may speak of it as the asker's now.
    new RegExp(`^(?![\\s\\S]*${JOB_LOST.source})${EMPLOYMENT.source}`),
  ],
  // Something shared with someone: a partner in love or work, a co-founder, "we" or "our".
  [
    'partnership',
    /\b(partner\w*|co-?founders?|collaborat\w*|together|we|our|us|team|boyfriend|girlfriend|husband|wife|spouse|fianc\w*|relationship|marriage|love\w*|joint|shared)\b/,
  ],
  [
    'workplace',
    /\b(jobs?|work\w*|careers?|boss\w*|managers?|colleagues?|co-?workers?|office|company|employ\w*|team|promot\w*|hr|staff|role|position|salary|pay|raise|interview\w*|hired?|hiring|fired|redundan\w*|resign\w*|quit\w*|shifts?)\b/,
  ],
  [
    'jobHunt',
    // An offer in hand is no search: "have your CV and your pitch ready" to someone asking whether
    // to accept the job offer in Rotterdam (review t).
    /^(?![\s\S]*\b(accept\w*|been offered|got the job|take the (job|offer|role|position)|(the|this|my) (job )?offer)\b)[\s\S]*\b(jobs?|careers?|apply\w*|applications?|interview\w*|role|position|offers?|hired?|hiring|employ\w*|unemploy\w*|quit\w*|resign\w*|redundan\w*|retrain\w*|cv|graduat\w*)\b/,
  ],
  [
    'choosingStudy',
    /\b(what (to|should i) study|which (subject|course|degree|major|university|college)|choos\w* (a|my|the) (subject|course|degree|major)|(go|going) back to (university|uni|college|school))\b/,
  ],
  [
    'pain',
    /\b(pain\w*|injur\w*|hurts|aches?|aching|surgery|operation|physio\w*|back|knee|hip|shoulder|recover\w*|heal\w*|broken|sprain\w*|arthritis)\b/,
  ],
  // Exercise advice needs a question about the body's strength or fitness, not sleep or worry.
  // An operation or a long illness is not the time for hard training (review r32: "vigorous
  // exercise" to someone recovering from a long illness, a fitness regime before knee surgery).
  [
    'training',
    /^(?![\s\S]*\b(surgery|operation|illness|ill|sick\w*|cancer|chemo\w*|diagnos\w*|hospital\w*)\b)[\s\S]*\b(exercis\w*|fit|fitness|gym|train\w*|run\w*|sports?|marathon|weight|strength|workouts?|energy|tired|stamina|injur\w*|recover\w*|body)\b/,
  ],
  [
    'building',
    /\b(build\w*|renovat\w*|extension|repairs?|kitchen|bathroom|loft|decorat\w*|projects?|contractors?|tradesm[ae]n|plumb\w*|team|colleagues?|business|work|job|career|craft\w*|clients?)\b/,
  ],
  [
    'family',
    new RegExp(
      `\\b(family|families|household|relatives?|in-laws?|we|us|our|wedding|christmas|${PERSON_NOUNS}|flatmates?|roommates?|housemates?|kids|children|siblings?|grand\\w+)\\b`,
    ),
  ],
  // A grown son or daughter is no child at home: no sulky young family member (review r32).
  [
    'child',
    /^(?![\s\S]*\b(adult|grown(-up)?|married) (sons?|daughters?|child(ren)?|kids)\b)[\s\S]*\b(child\w*|kids?|sons?|daughters?|bab(y|ies)|toddlers?|teen\w*|pregnan\w*|conceiv\w*|fertility|ivf|family|families|school|nursery)\b/,
  ],
  [
    'hurt',
    /\b(grie\w*|loss|lost|los(e|ing)|died|death|passed|mourn\w*|hurt\w*|heart\w*|sad\w*|pain\w*|upset|break ?up|broke up|split|back together|get back|come back|reconcil\w*|ex|ex-\w+|divorc\w*|betray\w*|cheat\w*|lonel\w*|alone|miss\w*|forgiv\w*|heal\w*|sorrow|depress\w*|cry\w*|trauma\w*|move on|get over|let(ting)? go|rejected|rejection|again)\b/,
  ],
  [
    'investing',
    /\b(invest\w*|savings|wealth\w*|financ\w*|money|stocks?|shares|portfolio|pension|retire\w*|rich|inheritance|earn\w*|income|salary)\b/,
  ],
  [
    'creative',
    /\b(creativ\w*|art|arts|artist\w*|writ\w*|novel|book|music\w*|band|songs?|paint\w*|draw\w*|design\w*|craft\w*|hobby|hobbies|projects?|poe\w*|film\w*|photograph\w*|inspir\w*|ideas?|business|start-?up)\b/,
  ],
  [
    'conflict',
    /\b(disput\w*|complain\w*|argu\w*|fight\w*|conflict|quarrel\w*|row|fell out|falling out|forgiv\w*|apolog\w*|sue|court|tribunal|appeal|neighbou?rs?|landlord|deposit|refund|claim|fine|ex|ex-\w+|colleague|boss|sister|brother|mother|mum|mom|father|dad|parents?|partner|husband|wife|friend)\b/,
  ],
  // A leaving already done, someone else's ("forgive my father for leaving us") or the asker's own
  // ("what can I learn from my divorce"), is no choice to stay or go (review r32).
  [
    'leaving',
    /^(?![\s\S]*\b(forgiv\w*|for leaving|(he|she|they) left|(from|after|since) (my|our|the) (divorce|break-?up|separation))\b)[\s\S]*\b(leav\w*|quit\w*|move|moving|stay\w*|resign\w*|divorc\w*|break up|go back|give up)\b/,
  ],
  [
    'trip',
    /\b(travel\w*|trip|abroad|overseas|reloca\w*|emigrat\w*|holiday|vacation|journey|move|moving|flight|visit)\b/,
  ],
  [
    'people',
    new RegExp(
      `\\b(we|us|our|he|she|him|her|they|them|someone|people|others|together|friends?|family|${PERSON_NOUNS}|flatmates?|roommates?|housemates?|team|colleagues?|relationship|landlord|landlady|agent|builder|buyer|seller|council|insurer|airline|company|employer)\\b`,
    ),
  ],
  // Looking after someone is said only to a question that speaks of care: "make peace with my
  // ageing father" was told that caring for a parent turns a family around (review t).
  ['caregiving', CARE_WORDS],
  // Something left or given, which a parent's dementia care does not bring ("an inheritance or gift
  // may add to them", review v).
  [
    'inheritance',
    /\b(inherit\w*|estate|legacy|windfall|gift|late (mother|mum|mom|father|dad|aunt|uncle|grand\w+))\b|(\b(a|the|his|her|their|my)|'s) will\b/,
  ],
  // The house itself, which a bond with a sister living elsewhere does not bring ("Home asks to be a
  // place where you can be at ease" four times on "Will my sister and I ever be close again?", review a).
  [
    'dwelling',
    /\b(home|homes|house|flat|apartment|live|living|lives|move|moving|roof|household|room|kitchen|garden|christmas|holidays?|visit\w*|stay\w*|guests?|flatmates?|roommates?|housemates?|neighbou?rs?|kids|children|son|daughter|baby|partner|husband|wife|family|parents)\b/,
  ],
  // A move of house, which a forgiveness or a neighbour's dog does not bring ("help with the boxes").
  [
    'moving',
    /\b(mov(e|es|ed|ing)|relocat\w*|emigrat\w*|new (home|house|flat|place|apartment)|(house|flat)-? ?hunt\w*|(buy|buying|bought|rent|renting) (a|the|our|my) (house|home|flat|apartment)|lease|landlord|landlady|flat|apartment|flatmates?|housemates?|roommates?|leav\w* home|tenan\w*|downsiz\w*)\b/,
  ],
  // An illness or a recovery, which a hope for a child or a night's sleep is not.
  [
    'illness',
    /\b(ill\w*|sick\w*|recover\w*|heal\w*|surgery|operation|treatment|diagnos\w*|injur\w*|disease|cancer|chemo\w*|hospital\w*|symptoms?|condition|burn-?out|infection|rehab\w*|sober|clean)\b/,
  ],
  // Friction under one roof needs a quarrel and a household in the question: a neighbour's dog is
  // neither ("Feeling overlooked at home is causing friction"), a rift with a father mended from afar
  // is no row at home.
  [
    'homeQuarrel',
    /^(?=[\s\S]*\b(argu\w*|fight\w*|rows?|rowing|quarrel\w*|fell out|falling out|tension|friction|clash\w*|shout\w*|yell\w*|bicker\w*|squabbl\w*|tantrums?|slamm\w*|moody|bossy|rude|disrespect\w*|resent\w*|jealous\w*|not speaking|silent treatment|blame\w*|trust)\b)[\s\S]*\b(at home|our (house|home|flat)|household|live with|living with|lives with|flatmates?|housemates?|roommates?|in-laws?|step\w+|(my|our) (teen\w*|teenage|young|little|kids?|children|son|daughter|husband|wife|partner|brother|sister|siblings?|parents?|mum|mom|dad))\b/,
  ],
  // Promises that may not hold belong to a deal or a doubt: told to a mother rebuilding her
  // daughter's trust, "check every promise you are given" accuses the child (review t).
  [
    'promises',
    /\b(promis\w*|contracts?|offers?|deals?|builders?|tradesm[ae]n|sellers?|buyers?|landlord\w*|agents?|schemes?|invest\w*|company|firm|lease|terms|quotes?|course|clients?|colleagues?|boss|employer|li(e|es|ed|ar|ying)|cheat\w*|honest\w*|sincere|scam\w*)\b/,
  ],
  ['unapplied', notStated(APPLIED)],
  ['unsigned', notStated(SIGNED)],
  ['uninterviewed', notStated(INTERVIEWED)],
];

const PEOPLE_IN_QUESTION = new RegExp(
  `\\b(we|us|our|he|she|him|her|they|them|someone|together|fianc\\w*|${PERSON_NOUNS})\\b`,
);

/** The safe topic phrase a question names ("your savings", "the move"), or else its own noun phrase, or null. */
const IRREGULAR_ING: Record<string, string> = {
  quit: 'quitting',
  stop: 'stopping',
  get: 'getting',
  let: 'letting',
  put: 'putting',
  cut: 'cutting',
  set: 'setting',
  plan: 'planning',
  admit: 'admitting',
  ship: 'shipping',
  run: 'running',
  sit: 'sitting',
  see: 'seeing',
  be: 'being',
};
const ingOf = (verb: string) =>
  IRREGULAR_ING[verb] ??
  (/[^e]e$/.test(verb)
    ? `${verb.slice(0, -1)}ing`
    : /ie$/.test(verb)
      ? `${verb.slice(0, -2)}ying`
      : `${verb}ing`);
/** Verbs whose step is a state or a feeling, not an act the cards can weigh. */
const NOT_A_STEP = /^(be|feel|worry|expect|believe|trust|hope|wait|keep|stay|care|know|think|do|have)$/;
/** Words that end the object of the step: a clause, a purpose, a time, a reason. */
const STEP_END =
  /\s(?:that|who|which|whose|to|about|for|because|if|when|whether|after|before|or|as|since|so|while|now|this|next|even|at|in|on|from|with|without|and|but|soon|yet|already)\b.*$|[,?!.;:].*$/;

/**
 * "Should I tell my sister that…?" gives "telling your sister": the step as the reading names
 * it, verb and object only, the asker's words turned to "you". Null when the step is a state, the
 * object is missing or it names something no reading says back.
 */
export function actionOf(question: string): string | null {
  // "Is it time to tell her?" and "Do I tell her?" weigh the same step as "Should I tell her?".
  const m =
    /^\W*(?:(?:should|shall) (?:i|we)|is (?:it|now) (?:the )?(?:right |a good )?time (?:for (?:me|us) )?to|is it (?:wise|right|a good idea) (?:for (?:me|us) )?to|do (?:i|we)(?= (?:tell|ask|confront|invite|confess|admit|propose|say|apply|accept|take|move|buy|book|sign)\b)) (\w+)((?: (?:up|out|back|down|off))?) ?(.*)$/i.exec(
      question.trim().replace(/[’‘]/g, "'"),
    );
  if (!m) return worthStep(question);
  const verb = m[1]!.toLowerCase();
  if (NOT_A_STEP.test(verb) || /^(really|just|still|even|ever|also|finally|actually|maybe|ever)$/.test(verb))
    return null;
  // "Ask for a raise", "move to Lisbon": a preposition straight after the verb belongs to the step.
  const [, prep = '', rest = ''] = /^((?:to|for|with|on|into|in|up|about) )?(.*)$/i.exec(m[3]!) ?? [];
  const object = `${prep}${` ${rest}`.replace(STEP_END, '').trim()}`
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/\b(myself|ourselves)\b/gi, 'yourself')
    .replace(/\b(me|us)\b/gi, 'you')
    .trim();
  if (
    !object ||
    object.split(' ').length > 4 ||
    UNSAYABLE.test(object.toLowerCase()) ||
    /\bi\b/i.test(object)
  )
    return null;
  // "Start meditating again" is the meditating; "stop drinking" keeps its verb, which is the step.
  if (/^(start|begin|restart)$/.test(verb) && /^\w+ing\b/.test(object)) return object;
  // "Put an offer on the cottage" is making an offer: "for putting an offer" reads as a form filled in (review y).
  if (verb === 'put' && /^an? offer\b/.test(object)) return `making ${object}`;
  return `${ingOf(verb)}${m[2]!.toLowerCase()} ${object}`;
}

/** "Will she say yes…?" asks what someone else will do, not whether to take the step. */
const ASKS_ABOUT_THEM = /^\W*(will|would|does|did|is (he|she|they)|are they)\b/;

/** Words that say the asker's own feelings for someone: what a declaration declares. */
const OWN_FEELINGS =
  /\b((i'?m|i am) in love with|(i'?m|i am) falling for|how i feel|my (true )?feelings|i (really |still )?(like|love|fancy|have feelings for|have a crush on)|(have|having) feelings for|(a|my) crush on)\b/;
/** Saying it: telling, confessing, admitting, letting someone know, opening up. */
const SAYS_IT =
  /\b(tell|telling|confess\w*|admit\w*|say|saying|reveal\w*|declare|let ((my|our) )?\w+ know|open up)\b/;
/** Asking someone out, with the one asked ("him", "Anna", "my colleague"). */
const ASKS_OUT =
  /\b(?:ask|invite)(?:ing)? ((?:him|her|them|\p{Lu}\p{L}+)|(?:my|our) (?:\w+ )?\w+) (?:out|on a date|for a date|for a drink|for coffee)\b/u;

/**
 * A step toward someone not yet taken: telling them how the asker feels, or asking them out. It
 * has no shared routine, no "together" and no partner yet; the future card is where speaking up
 * leads. Returns the step as the reading says it ("telling your colleague how you feel") and the
 * person it is said to, or null. A proposal is to a partner the asker already has, so it is not one.
 */
export function declarationOf(question: string): { acts: string; who: string } | null {
  const asked = question.replace(/[’‘]/g, "'");
  const q = asked.toLowerCase();
  const person = (raw: string) =>
    /^(my|our) /i.test(raw)
      ? (situationOf(raw).roleWho ?? raw.replace(/^(my|our) /i, 'your '))
      : /^(him|her|them)$/i.test(raw)
        ? raw.toLowerCase()
        : raw;
  const out = ASKS_OUT.exec(asked.replace(/^\W*\w+/, (w) => w.toLowerCase()));
  if (out) {
    const who = person(out[1]!);
    return { acts: `asking ${who} ${/\bout\b/.test(out[0]) ? 'out' : 'on a date'}`, who };
  }
  if (!OWN_FEELINGS.test(q) || !SAYS_IT.test(q)) return null;
  // The one told: the first person the question names, a name, or the pronoun the feeling is for.
  // "Tell my gym buddy I…": the asker's own words for them, when no person noun names them.
  const own =
    /\b(?:tell|let) (?:my|our) (\w+(?: (?!(?:how|that|i|i'm|know)\b)\w+)?) (?:i|i'm|that|how|know)\b/.exec(
      q,
    )?.[1];
  const named =
    nounPhrasesOf(asked).people[0] ?? situationOf(asked).roleWho ?? (own ? `your ${own}` : undefined);
  const name = /\b(?:tell|let|to|with|for|admit to|confess to) (\p{Lu}\p{L}+)\b/u.exec(asked)?.[1];
  const pronoun = /\b(him|her|them)\b/.exec(q)?.[1];
  const who = named ?? name ?? pronoun ?? null;
  if (!who) return { acts: 'saying how you feel', who: 'them' };
  return { acts: `telling ${who} how you feel`, who };
}

/** "Is selling our house worth the stress?" weighs selling the house, as "Should we sell it?" does. */
function worthStep(question: string): string | null {
  const asked = question.trim().replace(/[’‘]/g, "'");
  const m =
    /^\W*is (\w+ing) ((?:\w+ ){0,3}?\w+) (?:really )?worth\b/i.exec(asked) ??
    /^\W*is it (?:really )?worth (\w+ing) ((?:\w+ ){0,3}?\w+)\W*$/i.exec(asked);
  if (!m) return null;
  const object = m[2]!.replace(/\b(my|our)\b/gi, 'your');
  return UNSAYABLE.test(object.toLowerCase()) ? null : `${m[1]!.toLowerCase()} ${object}`;
}

/**
 * The topic of a question that weighs a step: a noun the step does not contain ("your wedding" in
 * "forgive my cousin for missing my wedding", "a nurse" in "leave teaching to retrain as a
 * nurse") is an occasion or a goal, not the matter, so only a vetted topic or one inside the step stays.
 */
function stepTopic(question: string): string | null {
  const topic = topicOf(question);
  const step = actionOf(question);
  if (!step || !topic || SAFE_TOPICS.some(([, safe]) => safe === topic)) return topic;
  return step.includes(topic.replace(/^(your|the|a|an) /, '')) ? topic : null;
}

/**
 * Life after a move already made, as the reading names it: "making friends in Hamburg" or
 * "settling in", never "the move" (review r27).
 */
function settledMatter(question: string): string | null {
  const q = question.replace(/[’‘]/g, "'");
  const done =
    /\b(?:after|since|now that I(?:'ve| have)?|having) (?:moving|moved|relocat(?:ing|ed)|emigrat(?:ing|ed)) (?:to|here|abroad|away)\b(?: ([A-Z][\w-]*(?: [A-Z][\w-]*)*))?/i.exec(
      q,
    );
  if (!done) return null;
  const place = done[1] && /^[A-Z]/.test(done[1]) ? ` in ${done[1]}` : '';
  if (/\b(make|making|find|finding|meet|meeting) (new |some |real |good |close )?friends\b/i.test(q))
    return `making friends${place}`;
  if (/\b(lonel\w*|alone|isolated)\b/i.test(q)) return `feeling at home${place}`;
  return place ? `settling into life${place}` : 'settling in';
}

/** Body parts: what a health question is about, but no matter to find "the root" or "the centre" of. */
const BODY_PART =
  /\b(knees?|backs?|hips?|shoulders?|ankles?|wrists?|necks?|heart|lungs?|skin|eyes?|teeth|tooth|feet|foot|legs?|arms?|hands?|head|stomach|spine|elbows?|body|health)$/;
/** Occasions and places, where something happened rather than what it is. */
const OCCASION =
  /\b(wedding|party|funeral|christening|dinner|reunion|christmas|birthday|meeting|conference|event|gathering|office|gym|pub|bar|hospital|church|school|club|festival|holiday|celebration|barbecue|do)$/;

/** Whether a phrase names where or when something happened ("at the wedding"), not the matter itself. */
function setting(phrase: string, q: string): boolean {
  const head = phrase.split(' ').pop()!;
  if (!OCCASION.test(head)) return false;
  const body = phrase.replace(/^(your|the|a|an|my|our|his|her|their) /, '');
  return new RegExp(
    `\\b(at|during|after|before|since|from|in) (the|my|our|his|her|their|a|an) ${body.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
  ).test(q);
}

/**
 * Whether a topic phrase names a matter a frame such as "the root of …" or "the centre of …" can
 * take: not a body part ("your knee"), a place or an occasion ("the wedding"), and not empty.
 */
export function isMatterPhrase(phrase: string | null): phrase is string {
  if (!phrase || !phrase.trim()) return false;
  const head = phrase.trim().toLowerCase().split(' ').pop()!;
  return !BODY_PART.test(head) && !OCCASION.test(head);
}

export function topicOf(question: string): string | null {
  const q = question.toLowerCase();
  // "My first year of teaching" names its matter after the "of" that ends other phrases.
  // "Of running the bakery" keeps its object: "your first year of running" is cut short (review r26b).
  const span =
    /\b(my|our|the) (first|next|last|final) (year|month|week|term|season|day) of (\w+)(?: (my|our|the|a|an) (\w+))?\b/.exec(
      q,
    );
  if (span && !UNSAYABLE.test(span[4]!)) {
    const object =
      /ing$/.test(span[4]!) && span[6]
        ? ` ${span[5] === 'my' || span[5] === 'our' ? 'your' : span[5]} ${span[6]}`
        : '';
    return `${OWNER[span[1]!]} ${span[2]} ${span[3]} of ${span[4]}${object}`;
  }
  // "My request to work from home": the request is the matter, not the employer who grants it.
  const asked =
    /\b(my|our) ((?:\w+ )?(?:request|application|proposal|complaint|claim)(?: to (?!the\b)\w+(?: (?:from|at|for) \w+)?)?)\b/.exec(
      q,
    );
  if (asked && !UNSAYABLE.test(asked[2]!)) return `your ${asked[2]}`;
  // "Will the insurer pay out for the flood damage?": the claim is the matter, not the insurer.
  const claim = /\bpay (?:out )?(?:for|on) (?:the |my |our )?((?:\w+ ){0,2}\w+)\W*$/.exec(q);
  if (claim && !UNSAYABLE.test(claim[1]!)) return `your claim for the ${claim[1]}`;
  // "See me as a threat": what someone takes the asker for is their view of them, not the matter.
  const { matter: named } = nounPhrasesOf(
    question.replace(/\b(?:sees?|views?|thinks? of|regards?|treats?) (?:me|us) as (?:an? )?[\w-]+/gi, ''),
  );
  // "What he said at the wedding": an occasion or a place the matter happened at is not the matter.
  const matter = named && setting(named, q) ? null : named;
  // "Your daughter's exams" are hers: a vetted topic ("your studies") would make them the asker's.
  if (matter && (/’s /.test(matter) || /^(his|her|their) /.test(matter))) return matter;
  return SAFE_TOPICS.find(([re]) => re.test(q))?.[1] ?? matter;
}

/** Words that end a noun phrase in a question: prepositions, verbs, adjectives of judgement, time words. */
const PHRASE_END = new Set(
  (
    'for to in on at with about from of by after before into over under through between during without ' +
    'and or but if when so than as because while until this next that ' +
    'how what why when where who whether near close far here there around out up down off away more less ' +
    'much heading leading look looks ' +
    'be is are was were been go goes going succeed come comes get gets pass last turn improve survive ' +
    'happen stay change changes recover heal sell accept accepted approve approved like think thinks feel ' +
    'feels want wants need needs love loves treat treats say says see sees respond react do does did have has ' +
    'had make makes take takes end ends grow grows start starts open opens close closes help helps find finds ' +
    'call calls text texts notice notices trust agree agrees let lets give gives pay pays ' +
    'good bad right wrong worth worthwhile ready okay ok true safe real healthy possible enough wise fair ' +
    'going still ever really soon sooner early quickly faster later now today tomorrow yesterday tonight recently ' +
    'well better finally again too ' +
    'blue red green white black yellow pink grey gray bigger smaller happy angry upset ' +
    'grant hire choose pick answer reply forgive remember read buy rent win lose leave return arrive ' +
    'settle fit suit reach offer ask tell show keep hold move sign back rise fall drop pay sell ' +
    "i you we he she they it me him them us i'm i've i'd i'll we're we've you're it's that's doing feeling thinking getting being trying coming looking"
  ).split(' '),
);
/** Heads that name no matter of their own ("the future of…", "the one"). */
const EMPTY_HEADS =
  /^(new|old|first|last|same|other|whole|universe|term|semester|quarter|season|spring|summer|autumn|winter|christmas|holidays?|future|one|ones|way|ways|time|times|thing|things|best|truth|answer|energy|feelings?|heart|chances?|moment|point|end|situation|message|outcome|reading|cards?|lesson|lessons|year|month|week|day|days|weekend|me|it|self|mind|head|side|part|rest|most|lot|matter|life)$/;
/** Words no reading says back in its own voice, on any question (the bench's literal words and worse). */
const UNSAYABLE =
  /\b(anxiety|depression|panic|pain|addiction|drinking|cancer|tumou?r|death|dying|dead|disease|illness|ill|sick\w*|miscarr\w*|stillb\w*|abortion|abuse\w*|suicid\w*|rape|overdose|terminal|poverty|bankrupt\w*|affair|divorce|custody|funeral|grief|ashes)\b/;
/** Adjectives and participles that say how someone stands, never the head of a noun phrase. */
const STATE_WORD =
  /^(interested|attracted|serious|jealous|involved|committed|married|engaged|done|finished|over|worried|scared|afraid|sorry|proud|mad|annoyed|hurt|lonely|single|available|honest|loyal|faithful|successful|profitable|approved|accepted|rejected|hired|promoted|open|closed|sold|worth)$/;
/** What "our" shares with colleagues rather than family: the employer's places and bodies. */
const INSTITUTION =
  /^(office|offices|company|firm|branch|department|team|headquarters|hq|site|factory|warehouse|store|plant|school|church|club|organisation|organization|agency|lab|clinic|hospital|union)$/;
/** People the question names, by the noun at the head of the phrase. */
const PERSON_HEAD = new RegExp(
  `^(${PERSON_NOUNS}|man|woman|guy|girl|person|people|flatmates?|roommates?|housemates?|clients?|customers?|students?|pupils?|team|staff|manager|supervisor|friends|colleagues|coworkers|co-workers|kids|children|sons|daughters|sisters|brothers|in-laws|teacher|tutor|coach|doctor|landlord|landlady|tenants?|ex|twins?|family|patients?|readers|audience|followers|band(mates)?)$`,
);
/** Words before "work" that make it a noun ("my creative work"), not a verb ("my plan work?"). */
const WORK_NOUN =
  /^(creative|own|new|best|daily|art|charity|volunteer|freelance|paid|hard|course|home|side|social|shift|team|care|youth|field|written|current|academic)$/;
const PETS = /^(dogs?|cats?|pets?|puppy|kitten|horses?|rabbits?|parrot)$/;
const OWNER: Record<string, string> = {
  a: 'a',
  an: 'a',
  my: 'your',
  our: 'your',
  the: 'the',
  this: 'this',
  his: 'his',
  her: 'her',
  their: 'their',
};

/**
 * The question's own noun phrases, said back as the reader would say them ("the nursing
 * programme", "your husband's operation", "your yoga clients"): the matter, the asker's own first, and
 * the people named. A phrase is at most three words after its determiner, stops at a preposition,
 * a verb or a judgement, and carries no word the reading must never say back.
 */
export function nounPhrasesOf(question: string): { matter: string | null; people: string[] } {
  const asked = question
    .replace(/[’‘]/g, "'")
    .split(/(?=[?,.!;:])|\s+/)
    .filter(Boolean);
  const words = asked.map((w) => w.toLowerCase());
  // "Lisbon", "Carla": a capital after the question's first word is a name, said back as written.
  const spoken = (k: number) =>
    k > 0 && /^\p{Lu}/u.test(asked[k]!) && words[k] !== 'i' ? asked[k]! : words[k]!;
  const matters: string[] = [];
  const people: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const owner = OWNER[words[i]!];
    if (!owner) continue;
    const body: string[] = [];
    let j = i + 1;
    while (
      j < words.length &&
      body.length < 4 &&
      /^\p{L}[\p{L}'-]*$/u.test(words[j]!) &&
      !PHRASE_END.has(words[j]!) &&
      !OWNER[words[j]!]
    )
      body.push(words[j++]!);
    // A phrase that runs into another determiner ran through a verb ("our garden survive the…"):
    // the verb is its last word.
    // "An emergency fund this year": a time word after "this" ends the phrase; no verb ran into it.
    const timeAfter =
      /^(this|next|the)$/.test(words[j] ?? '') &&
      /^(year|month|week|winter|summer|spring|autumn|time)$/.test(words[j + 1] ?? '');
    if (j < words.length && OWNER[words[j]!] && body.length > 1 && !timeAfter) body.pop();
    // "My chronic back pain" is not "your chronic": the phrase runs on into words it cannot say back (review r27 set g).
    if (words[j] === 'back' && /^(pain|problems?|injur\w*|trouble|aches?)$/.test(words[j + 1] ?? ''))
      continue;
    const ended =
      j >= words.length ||
      !/^\p{L}[\p{L}'-]*$/u.test(words[j]!) ||
      PHRASE_END.has(words[j]!) ||
      OWNER[words[j]!] !== undefined;
    if (!ended || body.length === 0 || body.length > 3) continue;
    // "My plan work?" is a verb; "my creative work" a noun.
    if (body.length > 1 && body[body.length - 1] === 'work' && !WORK_NOUN.test(body[body.length - 2]!))
      continue;
    // "My sister angry with me", "my cat settle into…": the phrase ends with the person or animal.
    const who = body.findIndex((w) => PERSON_HEAD.test(w) || PETS.test(w));
    if (who >= 0) body.splice(who + 1);
    // "The climbing gym interested in me": a state word after the noun closes the phrase before it.
    if (body.length > 1 && STATE_WORD.test(body[body.length - 1]!)) body.pop();
    const head = body[body.length - 1]!;
    const said = body.map((w, k) => (w === words[i + 1 + k] ? spoken(i + 1 + k) : w));
    // "Our Lisbon office" is the employer's, not the asker's own.
    const whose = words[i] === 'our' && INSTITUTION.test(head) ? 'the' : owner;
    const phrase = `${whose} ${said.join(' ').replace(/'s surgery$/, "'s operation")}`.replace(/'/g, '’');
    if (UNSAYABLE.test(phrase) || /^(i|you|we|he|she|they|it|me|him|them|us)$/.test(body[0]!)) continue;
    // "A second dog" is a matter to decide; "a partner" is no one yet, and neither person nor matter.
    if (owner === 'a') {
      if (!PERSON_HEAD.test(head) && !EMPTY_HEADS.test(head)) matters.push(`${words[i]} ${body.join(' ')}`);
    } else if (PERSON_HEAD.test(head) || PETS.test(head)) people.push(phrase);
    else if (!EMPTY_HEADS.test(head)) matters.push(phrase);
  }
  // The asker's own thing ("your visa appeal") before one named with "the" ("the court" that grants it).
  const matter =
    matters.find((m) => m.startsWith('your ')) ?? matters.find((m) => !/^an? /.test(m)) ?? matters[0] ?? null;
  return { matter, people };
}

/**
 * What a question is about: every subject's rules are scored over the whole question and the
 * highest score wins (ties go to the earlier subject in TAROT_SUBJECTS); a question with no
 * evidence is read under "spirit", the path in general.
 */
export function readQuestion(question: string): QuestionReading {
  const q = routed(question.toLowerCase().replace(/[’‘]/g, "'"));
  const scores = Object.fromEntries(TAROT_SUBJECTS.map((s) => [s, 0])) as Record<TarotSubject, number>;
  for (const [subject, pattern, weight] of SUBJECT_RULES) if (pattern.test(q)) scores[subject] += weight;
  let subject: TarotSubject = 'spirit';
  for (const s of TAROT_SUBJECTS) if (scores[s] > 0 && scores[s] > scores[subject]) subject = s;
  if (scores[subject] <= 0) subject = 'spirit';
  const declaration = declarationOf(question);
  // An animal's health or old age is the vet's care, read gently, never a household's yes or no (review d).
  const ruled =
    CARE_RULES.find(([, re]) => re.test(q))?.[0] ??
    (SENSITIVE_RULES[2]![1].test(q) || subject === 'health' || thirdPersonOf(q)?.animal ? 'illness' : null);
  // Moving to care for a parent is a family decision about a move, not a question of anyone's health.
  // Making peace with an ageing parent is a mending, not care, unless the question speaks of care too.
  const care =
    ruled === 'elder' && (MOVE_TO_CARE.test(q) || ((MENDING.test(q) || RIFT.test(q)) && !CARE_WORDS.test(q)))
      ? null
      : ruled;
  // A fertility decision is the body's matter, whatever else it names: a donor's list is no contract.
  if (care === 'fertility') subject = 'health';
  const sensitive =
    SENSITIVE_RULES.find(([, re]) => (re !== SENSITIVE_RULES[2]![1] || care !== null) && re.test(q))?.[0] ??
    (care === 'legal'
      ? 'legal'
      : care === 'grief'
        ? 'grief'
        : care || subject === 'health'
          ? 'medical'
          : null);
  // A bond between friends is read as a relationship, never as a household or a romance (review
  // r31: "Peace settles over the household" on a friend who stopped calling). Making new friends
  // stays the asker's social life, and a friend's illness or death keeps its care.
  const friendship =
    FRIENDSHIP.test(q) &&
    !declaration &&
    sensitive === null &&
    !MAKING_FRIENDS.test(q) &&
    (['home', 'love', 'spirit'].includes(subject) || (FRIEND_AT_CENTRE.test(q) && !FRIENDS_DEAL.test(q)));
  if (friendship) subject = 'love';
  const options = optionsOf(question);
  const yesNo = isYesNoQuestion(q);
  const moral = MORAL_CHOICE.test(q);
  const [top, second] = Object.values(scores).sort((a, b) => b - a) as [number, number];
  // No evidence at all is the path in general, unless the question names a matter of its own.
  const confident =
    friendship ||
    (top <= 0 ? nounPhrasesOf(question).matter === null : top - Math.max(0, second) >= 1 || care !== null);
  // What a subject grants by itself holds only when the subject is sure.
  const sure = confident ? subject : null;
  const situation = situationOf(question);
  const selling =
    /\b(sale of|sell\w*) (our|my|the) (family )?(house|home|flat|apartment|property|farm|land|shop|business)\b|\bbuyer\b.*\b(my|our) (house|home|flat|apartment|property)\b/.test(
      q,
    );
  return {
    domesticMove:
      DOMESTIC_MOVE.test(q) &&
      !/\b(abroad|overseas|emigrat\w*|another country|new country|home country)\b/.test(q),
    custody: /\bcustody\b/.test(q),
    selling,
    enrolling:
      /\b(go(ing)? back|return(ing)?|start(ing)?|enrol\w*|apply(ing)?) (to )?(university|uni|college|school|a degree|a course)\b/.test(
        q,
      ) ||
      // "Will Oskar get into medical school?": a place still to be won, not a course already under way.
      /\b(get(ting)?|got) (in ?to|a place at) (\w+ )?(university|uni|college|school|medical school|law school)\b/.test(
        q,
      ),
    // Leaving a job to freelance still has the job to leave: its lines about the job are the point (review r27 set f).
    ownBusiness: OWN_BUSINESS.test(q) && !LEAVES_A_JOB.test(q),
    // "Make peace with my estranged brother" mends the break rather than making it (review r30).
    estranging: CUTTING_OFF.test(q) && FAMILY.test(q) && !MENDING.test(q),
    doubtsHonesty: DECEPTION_WORDS.test(q),
    seeksAccess:
      /\b(get(ting)? (the |any |a |an |proper |some )?(treatment|help|support|therapy|appointment|assessment)|be seen|referr\w*|waiting list)\b/.test(
        q,
      ),
    accepted:
      /\b(accepted (me|us)|(both|all) accepted|got (in|into) (both|all)|offers? from (both|two|all))\b/.test(
        q,
      ),
    asksTheirMind: THEIR_MIND.test(q),
    lending: /\b(lend\w*|lent|loan\w*|owe[sd]?|borrow\w*|pay (me|us) back)\b/.test(q),
    // A step weighed in conscience or handed to a doctor or a court gets no verdict, so no step is read either.
    acts:
      yesNo && !options && !asksToLeave(q) && !moral && sensitive === null
        ? ((!ASKS_ABOUT_THEM.test(q) ? declaration?.acts : null) ?? actionOf(question))
        : null,
    declares: declaration?.who ?? null,
    // Someone met online, never an online shop or course.
    metOnline:
      /\b(met|meet|meeting|talking to|chatting (to|with)|dating|matched( with)?|someone|he|she|him|her)\b.*\b(online|on an app|dating app|on tinder|on the internet|on social media)\b|\b(online dating|dating app|on tinder)\b/.test(
        q,
      ),
    moral,
    when: whenOf(q),
    grants: new Set<Presumption>(
      [
        // Telling someone how you feel has no quarrel or hurt in it unless the question says so.
        ...GRANTS.filter(
          ([kind, re]) =>
            re.test(q) &&
            !(declaration && (kind === 'conflict' || kind === 'hurt')) &&
            // A flatmate still to be found is no household yet, nor anyone to quarrel with (review r27).
            !(situation.sought && (kind === 'family' || kind === 'conflict') && !FAMILY.test(q)) &&
            // "Our dog" is an animal's matter: its "our" brings in no family to sit down with (review d).
            !(kind === 'family' && PET_ASKED.test(q) && !FAMILY.test(q) && !HOUSEHOLD.test(q)),
        ).map(([kind]) => kind),
        // A love question grants its romance; work and the inner path their own creative drive, and
        // the inner path its hurts, which are what it is asked about.
        ...(sure === 'love' || scores.love >= 3 || declaration ? (['romance'] as const) : []),
        // Faith is not a creative drive, whatever part of life it falls under.
        ...((sure === 'work' || sure === 'spirit') && !FAITH.test(q) ? (['creative'] as const) : []),
        // Suitors, first dates and declarations belong to a romance not yet made, never to a marriage.
        ...((sure === 'love' || scores.love >= 3 || declaration) &&
        !ESTABLISHED_BOND.test(q) &&
        !NOT_COURTING.test(q)
          ? (['courting'] as const)
          : []),
        // Someone asking to be let in has no course of their own to start or attend yet.
        ...(ASKS_ADMISSION.test(q) ? [] : (['enrolled'] as const)),
        // What a landlord, a buyer or a court will do is theirs: the asker's spending habits are not the matter.
        // Nor is a debt someone else owes, even one the asker co-signed.
        ...(THEIR_ACT.test(q) || (aboutOf(q) && /\b(pay (it |me |us )?back|repay\w*|debts?|loans?)\b/.test(q))
          ? []
          : (['spending'] as const)),
        ...(sure === 'spirit' ? (['hurt'] as const) : []),
        ...(LOST_SOMETHING.test(q) ? [] : (['celebration'] as const)),
        // Quarrels and their mending are native to work, law, love, home and the inner path.
        ...(sure && !declaration && ['work', 'legal', 'love', 'home', 'spirit'].includes(sure)
          ? (['conflict'] as const)
          : []),
      ].filter(
        (kind) => !friendship || !FRIENDS_LACK.includes(kind) || (kind === 'family' && FAMILY.test(q)),
      ),
    ),
    friendship,
    subject,
    confident,
    care,
    options,
    other: otherPersonOf(q, question),
    passage: !!otherPersonOf(q)?.who.startsWith('your ') && PASSAGE.test(q),
    scores,
    sensitive,
    yesNo,
    // "Support my husband through his surgery": his health, the asker's support.
    thirdPerson:
      thirdPersonOf(q) ??
      healthOfOther(q) ??
      (/\b(surgery|operation|illness|treatment|recovery|chemo\w*|diagnosis|hospital|rehab\w*)\b/.test(q)
        ? supportedPersonOf(q)
        : null),
    supported: supportedPersonOf(q),
    about: aboutOf(q),
    habit: sensitive === 'addiction' ? othersHabitOf(q, aboutOf(q)) : null,
    // Someone not yet told how the asker feels is no partner yet.
    noPartner: hasNoPartner(q) || declaration !== null,
    // The cards on a sale are read for the sale ("For selling the house, …"): a good card ahead
    // favours selling, where on "Should I leave my PhD?" it favours what would be left.
    leaving: asksToLeave(q) && !selling,
    fearedYes: asksAboutAFear(q),
    suspects: yesNo && !options && DECEPTION_WORDS.test(q) && ASKS_OF_THEM.test(q),
    sellsThing: asksToLeave(q) && !selling && SELLS.test(q),
    noVerdict: yesNo && (sensitive !== null || moral),
    investing: subject === 'money' && INVESTING.test(q),
    // Settling "out of court", or agreeing or signing terms, is the asker's own decision, not a
    // ruling, even when the case is already before a court (review r33: a custody agreement to sign).
    court:
      (/\b(should|do|shall) (i|we) (settle|agree|mediate|go to mediation|sign|accept (the|their|a|an) (offer|settlement))\b/.test(
        q,
      )
        ? /\b(court|trial|hearing|verdict|judge|tribunal)\b/
        : /\b(court|trial|hearing|appeal|lawsuit|custody|verdict|judge|tribunal|visa|immigration)\b/
      ).test(q.replace(/\bout of court\b/g, '')) &&
      // Whether to go to court at all is the asker's choice, not a ruling (review r27 set g).
      !/\b(should|shall|do) (i|we) (go to court|take (\w+ ){1,3}to court|sue|file (a )?(claim|lawsuit)|start proceedings)\b/.test(
        q,
      ),
    company: subject === 'home' || (subject === 'love' && !hasNoPartner(q)) || PEOPLE_IN_QUESTION.test(q),
    relocation:
      subject === 'travel' &&
      /\b(mov(e|ing)|reloca\w*|emigrat\w*|live in|living in|settle in|home country)\b/.test(q),
    practicalTest:
      /\bdriving (test|exam|lessons?)\b|\bdriv(ing|er'?s) licen[cs]e\b|\b(practical|road) test\b/.test(q),
    topic: settledMatter(question) ?? stepTopic(question),
    situation,
    words: question.toLowerCase().replace(/[’‘]/g, "'"),
    homeSearch:
      /\b(find|get|meet|look\w* for)\w* (a |an |some |new |another )+(flat|room|house)mates?\b/.test(q) ||
      /\b(find|buy|rent|get)\w* (a |an |the |our |my )?(\w+ )?(flat|apartment|house|home|place)\b|\boffers? on (a |an |the |our |my )?(\w+ )?(flat|apartment|house|home|place)\b|\bapplied for\b.*\b(flat|apartment|house)\b|\b(flat|apartment|house)\b.*\bapplied for\b/.test(
        q,
      ),
  };
}

/**
 * The question with the words that name a time or a place rather than the matter: "before the
 * baby comes" dates a house purchase, "my job at the hospital" is a job, "since my knee surgery"
 * is a recovery already under way, and "to care for my mother" is why a move is made.
 */
function routed(q: string): string {
  return (
    q
      // "Make friends after moving to Hamburg": the move is done, and what is asked about is life
      // there, never a trip or a move still to make (review r27).
      .replace(
        /\b(after|since|now that i(?:'ve| have)?|having) (moving|moved|relocat(?:ing|ed)|emigrat(?:ing|ed)) (?:to|here|abroad|away)\b( [a-z][\w-]*)?/g,
        '$1 then',
      )
      // "Is selling the house worth the stress?" weighs the sale, not anyone's health.
      .replace(/\bworth (all )?the (stress|hassle|worry|strain)\b/g, 'worth it')
      // A friendship or a business that recovers or heals is mended, not a body (review u: "Will my
      // friendship with Ruth recover after the wedding row?" met "for your doctor to say").
      .replace(
        /\b(friendship|relationship|marriage|bond|business|career|company|shop|finances|reputation|trust)\b((?: [\w']+){0,3}) (recover|heal)(s|ed|ing)?\b/g,
        '$1$2 mend',
      )
      .replace(
        /\b(before|after|when|once|by the time|until) (the|our|my) (new )?baby (comes|arrives|is born|is here|is due|gets here)\b/g,
        '$1 then',
      )
      .replace(
        /\b(jobs?|work|working|shifts?|role|position|post|placement|career|interview) (at|in|with) (a|the|our|my|this) (\w+ )?(hospital|clinic|surgery|care home|nursing home|hospice)\b/g,
        '$1 at this workplace',
      )
      // Someone else's operation stays theirs: "my father's recovery after his heart surgery" is his
      // health, never the asker's own body (review x).
      .replace(
        /\b(recover\w*|healing|heal) (from|after) (my|the|his|her) (\w+ )?(surgery|operation|op)\b/g,
        (_, _verb, _from, owner: string, part = '') =>
          `recovering from ${owner === 'his' || owner === 'her' ? owner : 'my'} ${part}injury`,
      )
      .replace(/\b(since|after) (my|the) (\w+ )?(surgery|operation|op)\b/g, '$1 my $3injury')
  );
}

const MOVE_TO_CARE =
  /\b(move|moving|relocat\w*|go back|going back|come home|coming home)\b.*\b(care for|look after|be near|be closer to|help)\b/;

/** A business the asker owns or means to open, with or without a partner. */
const OWN_BUSINESS =
  /\b(my|our) own (business|shop|company|firm|practice|studio|caf[eé]|restaurant|bakery|brand|label)\b|\b(open|opening|start|starting|set up|setting up|launch|launching|run|running|grow|growing|expand|expanding) (a|an|my|our|the) (own )?(\w+ )?(business|shop|company|firm|bakery|caf[eé]|restaurant|salon|studio|practice|start-?up|brand|store|bar|clinic|agency|food truck)\b|\b(business|shop|bakery|caf[eé]) partner|\bco-?founder|\bself-employed\b|\bfreelanc\w*|\b(my|our) (own |small |little |family |new |online )?(bakery|shop|caf[eé]|restaurant|salon|start-?up|store|brand|agency|clinic|business|band)\b/;

/** A job named as the one being left, so its employer is still there to leave. */
const LEAVES_A_JOB =
  /\b(leav\w*|quit\w*|resign\w* from) (my|our|a|the) (\w+ )?(job|position|employer|company)\b/;

/** A move that stays in the country: the countryside, another town, nearer family. */
const DOMESTIC_MOVE =
  /\b(mov(e|ing)|relocat\w*) (to|into|out to|back to) (the )?(countryside|country|coast|seaside|city|suburbs|village|another (town|city)|a (smaller |bigger )?(town|city|village)|the north|the south)\b|\bmov(e|ing) (closer|nearer) to\b/;

/** Choices of conscience and family that no card should settle with a bare yes or no. */
const MORAL_CHOICE =
  /\b(forgive|forgiv\w*|have (a|another|a second|a third) (child|baby)|second child|custody|take (him|her|them) back|cut (him|her|them|my \w+) off|go no contact)\b/;

const WEEKDAY = /\b(on|by|this|next) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
const PERIOD =
  /\b(next|this|the coming) (year|month|week|spring|summer|autumn|fall|winter)\b|\bthe next (twelve|12|six|6|three|3) months\b|\bby (christmas|summer|the end of the year)\b|\bthis time next year\b/;

/** The time a question names, told as the reading would say it ("on Friday", "next year"). */
function whenOf(q: string): string | null {
  const day = WEEKDAY.exec(q);
  if (day) return `${day[1] === 'by' ? 'by' : 'on'} ${capitalise(day[2]!)}`;
  const period = PERIOD.exec(q);
  if (!period) return null;
  const span = period[0].replace(/^the next 12\b/, 'the next twelve').replace(/\bfall\b/, 'autumn');
  // It follows a noun ("your writing in the coming year"), so a bare span takes its preposition.
  if (/^the coming\b/.test(span)) return `in ${span}`;
  if (/^the next\b/.test(span)) return `over ${span}`;
  if (/^this time\b/.test(span)) return `by ${span}`;
  return span;
}

/** "Will…?", "Should I…?", "Is he…?" ask for a yes or a no; "Should I stay or go?" asks to choose. */
export function isYesNoQuestion(question: string): boolean {
  const q = question.trim().toLowerCase();
  return (
    /^(will|should|is|are|does|do|can|could|would|am|has|have|did|was|were|shall)\b/.test(q) &&
    !/\b\w+ or (\w+ ){0,3}\w+\?*$/.test(q.replace(/ or not\??$/, ''))
  );
}
