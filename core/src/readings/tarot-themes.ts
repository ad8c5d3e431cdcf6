// What a card is about, set beside what the question is about. A reader who sees the Moon on a
// question about a lie says so first: the card of deception has come up on a question about
// deception. Each card's themes are the subjects its authored meaning (upright: a card keeps its
// subject when reversed) is about, in the Waite tradition; `tarot-themes.test.ts` checks that the
// authored text bears every tag out. Question themes come from the question's own words.
import { DECEPTION_WORDS, PERSON_NOUNS, pronounFor } from './content/tarot-positions';
import { named } from './tarot-interplay';
import type { Drawn } from './tarot-report';
import { listJoin } from './text';

const POSSESSIVE_OF = (who: string) =>
  /(mother|mum|mom|sister|daughter|wife|girlfriend|grandmother|grandma|aunt|niece|landlady|fiancée)$/.test(
    who,
  )
    ? 'her'
    : /(father|dad|brother|son|husband|boyfriend|grandfather|grandpa|uncle|nephew|fiancé)$/.test(who)
      ? 'his'
      : 'their';

/**
 * "Your sister and your sister’s husband" as a reader says it: "your sister and her husband".
 * `pronoun` is the first one's where the question gave it ("my friend and her husband").
 */
export function peopleText(people: string[], pronoun?: 'her' | 'him' | 'them'): string {
  const [first] = people;
  const owner = (w: string) =>
    pronoun ? { her: 'her', him: 'his', them: 'their' }[pronoun] : POSSESSIVE_OF(w);
  return listJoin(
    people.map((w, k) =>
      k > 0 && first && w.startsWith(`${first}’s `) ? `${owner(first)} ${w.slice(first.length + 3)}` : w,
    ),
  );
}

export const THEMES = [
  'deception',
  'truth',
  'ending',
  'beginning',
  'travel',
  'money',
  'partnership',
  'conflict',
  'rest',
  'grief',
  'choice',
  'waiting',
  'craft',
  'authority',
  'celebration',
  'home',
] as const;
export type Theme = (typeof THEMES)[number];

/** Each card's main subjects, as Waite and the modern reading give them. */
export const CARD_THEMES: Record<string, Theme[]> = {
  'major-00-fool': ['beginning', 'travel'],
  'major-01-magician': ['craft'],
  'major-02-high-priestess': ['deception'],
  'major-03-empress': ['home'],
  'major-04-emperor': ['authority'],
  'major-05-hierophant': ['authority', 'craft'],
  'major-06-lovers': ['partnership', 'choice'],
  'major-07-chariot': ['conflict'],
  'major-09-hermit': ['rest'],
  'major-11-justice': ['truth'],
  'major-12-hanged-man': ['waiting'],
  'major-13-death': ['ending'],
  'major-14-temperance': ['rest'],
  'major-16-tower': ['ending'],
  'major-17-star': ['rest'],
  'major-18-moon': ['deception'],
  'major-19-sun': ['celebration'],
  'major-20-judgement': ['truth'],
  'major-21-world': ['ending', 'travel'],
  'wands-01-ace': ['beginning'],
  'wands-02-two': ['travel', 'choice'],
  'wands-03-three': ['travel', 'waiting'],
  'wands-04-four': ['celebration', 'home'],
  'wands-05-five': ['conflict'],
  'wands-06-six': ['celebration'],
  'wands-07-seven': ['conflict'],
  'wands-08-eight': ['travel'],
  'wands-09-nine': ['conflict'],
  'wands-12-knight': ['travel'],
  'wands-14-king': ['authority'],
  'cups-01-ace': ['beginning', 'partnership'],
  'cups-02-two': ['partnership'],
  'cups-03-three': ['celebration'],
  'cups-05-five': ['grief'],
  'cups-06-six': ['home'],
  'cups-07-seven': ['choice', 'deception'],
  'cups-08-eight': ['ending'],
  'cups-09-nine': ['celebration'],
  'cups-10-ten': ['home', 'partnership'],
  'cups-12-knight': ['partnership'],
  'swords-01-ace': ['truth'],
  'swords-02-two': ['choice', 'waiting'],
  'swords-03-three': ['grief'],
  'swords-04-four': ['rest'],
  'swords-05-five': ['conflict'],
  'swords-06-six': ['travel'],
  'swords-07-seven': ['deception'],
  'swords-10-ten': ['ending'],
  // Waite's Page of Swords is vigilance and spying, the watcher, not the deceiver (review r33).
  'swords-11-page': [],
  'swords-12-knight': ['conflict'],
  'swords-13-queen': ['truth'],
  'swords-14-king': ['truth', 'authority'],
  'pentacles-01-ace': ['beginning', 'money'],
  'pentacles-02-two': ['choice'],
  'pentacles-03-three': ['craft'],
  'pentacles-04-four': ['money'],
  'pentacles-05-five': ['money'],
  'pentacles-06-six': ['money'],
  'pentacles-07-seven': ['waiting', 'money'],
  'pentacles-08-eight': ['craft'],
  'pentacles-10-ten': ['home', 'money'],
  'pentacles-11-page': ['craft'],
  'pentacles-13-queen': ['home', 'money'],
  'pentacles-14-king': ['money'],
};

/**
 * What a card says to "Is he hiding something?", by its key ("id" upright, "id:reversed"): -1 it
 * speaks of deceit (Waite's Moon, "hidden enemies, deception"; the Seven of Swords, its secret
 * upright or owned reversed; the Queen of Swords reversed, "artifice and deceit"), 1 of honesty
 * kept (the Sun's "out in the open", Justice, the Ace, Queen and King of Swords upright). Every
 * other card, Death among them (an ending, not a lie), leaves the suspicion unsettled.
 */
const HONESTY_SIGNS: Record<string, 1 | -1> = {
  'major-02-high-priestess': -1,
  'major-02-high-priestess:reversed': -1,
  'major-18-moon': -1,
  'swords-07-seven': -1,
  'swords-07-seven:reversed': -1,
  'swords-11-page:reversed': -1,
  'major-01-magician:reversed': -1,
  'major-11-justice:reversed': -1,
  'swords-13-queen:reversed': -1,
  'swords-14-king:reversed': -1,
  'cups-12-knight:reversed': -1,
  'cups-14-king:reversed': -1,
  // Waite's own words for these reversed: "treachery, disloyalty" and "trickery, contradiction"
  // (review u: the Six of Wands reversed "speaks neither of deceit nor of honesty").
  'wands-06-six:reversed': -1,
  'wands-05-five:reversed': -1,
  // Every card whose authored reading quotes Waite on deceit: "speak neither of deceit nor of
  // honesty", then "the false heart" for the same card (review w: the Ten of Cups reversed).
  'wands-13-queen:reversed': -1,
  'cups-01-ace:reversed': -1,
  'cups-10-ten:reversed': -1,
  'cups-11-page:reversed': -1,
  'swords-02-two:reversed': -1,
  'pentacles-09-nine:reversed': -1,
  'major-19-sun': 1,
  'major-11-justice': 1,
  // Waite: the King of Wands "always signifies honesty", and the Queen of Wands is "honourable"
  // (review b: "all still open" with both upright on a partner's honesty).
  'wands-14-king': 1,
  'wands-13-queen': 1,
  'swords-01-ace': 1,
  'swords-13-queen': 1,
  'swords-14-king': 1,
};

export const honestySign = (p: Drawn): number =>
  HONESTY_SIGNS[p.d.orientation === 'reversed' ? `${p.card.id}:reversed` : p.card.id] ?? 0;

/** The question's words that ask about each theme, most specific first. */
const QUESTION_WORDS: [Theme, RegExp][] = [
  ['deception', DECEPTION_WORDS],
  [
    'truth',
    /\b(court|contract|fair|unfair\w*|legal|lawyer|custody|tribunal|settlement|truth|tell|confess|admit)\b/,
  ],
  ['grief', /\b(grie\w*|mourn\w*|passed away|bereave\w*)\b/],
  [
    'conflict',
    /\b(argu\w*|fight\w*|conflict|confront\w*|quarrel\w*|favou?r\w*|feud|rival\w*|dispute|against)\b/,
  ],
  ['travel', /\b(mov(e|ing)|relocat\w*|abroad|emigrat\w*|travel\w*|trip|overseas)\b/],
  ['ending', /\b(leav(e|ing)|quit\w*|divorc\w*|break ?up|split up|resign\w*|end (it|things))\b/],
  ['craft', /\b(learn\w*|stud(y|ies|ying)|course|retrain\w*|train(ing)?|apprentic\w*|qualif\w*|degree)\b/],
  [
    'money',
    /\b(money|debts?|salary|raise|profit\w*|loan|borrow\w*|lend\w*|savings|afford|mortgage|buyer|credit card)\b/,
  ],
  [
    'partnership',
    /\b(marr(y|ied|iage)|boyfriend|girlfriend|relationship|dating|new (man|woman)|love|engaged)\b/,
  ],
  ['beginning', /\b(start\w*|begin\w*|launch\w*|new business(?! partner)|fresh start)\b/],
  ['rest', /\b(rest|burn(ed|t)? ?out|exhaust\w*|depress\w*|cope|coping|recover\w*)\b/],
  ['authority', /\b(boss|manager|promot\w*|landlord|council)\b/],
  // A wedding is often only the occasion ("forgive my cousin for missing my wedding"), so it is no theme.
  ['celebration', /\b(party|celebrat\w*|reunion)\b/],
  // Working from home is a work arrangement, not home life.
  ['home', /\b(?<!(work|working) from )(home|house|family|household)\b/],
  ['waiting', /^\W*(when|how (long|soon))\b|\bwait\w*\b/],
  ['choice', /\b(choose|choice|decid\w*|decision)\b/],
];

/** The themes a question asks about, most specific first. */
export function questionThemes(question: string): Theme[] {
  const t = question.toLowerCase().replace(/[’‘]/g, "'");
  return QUESTION_WORDS.filter(([, re]) => re.test(t)).map(([theme]) => theme);
}

/** How a reader names each theme: what the card is the card of, and the matter in short. */
const THEME_WORDS: Record<Theme, { card: string; short: string }> = {
  deception: { card: 'deception and what is kept hidden', short: 'what is being hidden' },
  truth: { card: 'truth, fairness and judgement', short: 'the truth' },
  ending: { card: 'endings', short: 'an ending' },
  beginning: { card: 'beginnings', short: 'a new start' },
  travel: { card: 'journeys and moving on', short: 'the journey' },
  money: { card: 'money and material security', short: 'money' },
  partnership: { card: 'love and partnership', short: 'love' },
  conflict: { card: 'conflict and standing your ground', short: 'standing your ground' },
  rest: { card: 'rest and recovery', short: 'the need to rest and recover' },
  grief: { card: 'sorrow and loss', short: 'the sorrow' },
  choice: { card: 'choices', short: 'the choice' },
  waiting: { card: 'waiting and patience', short: 'the wait' },
  craft: { card: 'skill and learning', short: 'learning the work' },
  authority: { card: 'authority and structure', short: 'the question of who holds the power' },
  celebration: { card: 'celebration', short: 'the celebration' },
  home: { card: 'home and family', short: 'home life' },
};

/**
 * What a card is the card of, where its own sense differs from the theme's stock words: Waite's
 * Queen of Swords is clear perception and honest words, not the truth, fairness and judgement of
 * Justice; the King of Swords is judgement under law; Judgement is a reckoning.
 */
const CARD_OWN_WORDS: Record<string, Partial<Record<Theme, string>>> = {
  'swords-13-queen': { truth: 'clear perception and honest words' },
  'swords-14-king': { truth: 'clear judgement and the law' },
  'major-20-judgement': { truth: 'a reckoning and a call to answer for what was done' },
};

/** A theme's short name, "what is being hidden", for sentences about the people in the question. */
export const THEME_SHORT = Object.fromEntries(THEMES.map((t) => [t, THEME_WORDS[t].short])) as Record<
  Theme,
  string
>;

/** What the question asks about, in a reader's words, from the word it uses. */
function askedAbout(theme: Theme, question: string): string {
  const t = question.toLowerCase();
  if (theme === 'deception')
    return /\bl(ie|ies|ied|ying)|liar\b/.test(t)
      ? 'a lie'
      : /\bcheat|affair|faithful/.test(t)
        ? 'faithfulness'
        : /\bsecret/.test(t)
          ? 'a secret'
          : 'honesty';
  if (theme === 'truth')
    return /\b(court|custody|tribunal|lawyer|legal)\b/.test(t)
      ? 'a ruling'
      : /\b(tell|confess|admit|truth)\b/.test(t)
        ? 'telling the truth'
        : 'what is fair';
  if (theme === 'craft' && /\bretrain/.test(t)) return 'retraining';
  if (theme === 'travel' && /\b(mov(e|ing)|relocat\w*|emigrat\w*)\b/.test(t)) return 'a move';
  return THEME_WORDS[theme].short;
}

/** People the question names, as the reading names them: "your sister", "your sister’s husband", "the buyer". */
export function peopleIn(question: string): string[] {
  const t = question.replace(/[’‘]/g, "'");
  const noun = `ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|ex-partner|ex|${PERSON_NOUNS}|buyer|seller|landlord|landlady|manager|tenant|fianc[eé]e?|in-laws|business partner|man|woman|guy|girl`;
  const found: string[] = [];
  // A stepdaughter or a daughter-in-law is named in full, never as the blood tie.
  const re = new RegExp(`\\b(my|our|his|her|their|the|a new) ((?:step-?)?(?:${noun})(?:-in-law)?)\\b`, 'gi');
  for (const m of t.matchAll(re)) {
    // "My sister, who is also my business partner": one person, named once.
    if (/\b(who is|who's|is also|as)( also)? $/i.test(t.slice(0, m.index))) continue;
    const owner = m[1]!.toLowerCase();
    const who = m[2]!.toLowerCase();
    if (['his', 'her', 'their'].includes(owner)) {
      // "my sister ... her husband": theirs is the person named before.
      const before = found[found.length - 1];
      if (before && !before.includes('’s ')) found.push(`${before}’s ${who}`);
    } else found.push(`${owner === 'my' || owner === 'our' ? 'your' : owner} ${who}`);
  }
  // "Is Daniel cheating?": a first name as the subject of a verb about a person.
  const name =
    /^\W*(?:[Ii]s|[Ww]ill|[Dd]oes|[Dd]id|[Hh]as|[Cc]an|[Ss]hould|[Ww]ould|[Cc]ould) ([A-Z][a-z]+) (?:still |really |ever )?(cheat|lov|lik|ly|li|want|miss|com|call|text|propos|leav|forgiv|feel|think|car)\w*/.exec(
      t,
    );
  if (name) found.unshift(name[1]!);
  return [...new Set(found)];
}

/** A card whose own subject is what the question asks about, and what links them. */
export interface ThemeLink {
  p: Drawn;
  theme: Theme;
  /** The sentence the card's paragraph opens its application with. */
  sentence: string;
  /** The overview's line on it, "the heart of the story". */
  heart: string;
}

const WHEN: Record<string, string> = { past: 'behind you', present: 'now', future: 'ahead' };

/**
 * The cards that speak to the question's own theme, most specific theme first and, for one theme,
 * the card nearest the outcome first; each card once. `acts` is the step the question weighs,
 * as a gerund ("telling your sister"), when the future card is read as where that step leads.
 */
export function themeLinks(cards: Drawn[], question: string, acts: string | null): ThemeLink[] {
  const asked = questionThemes(question);
  const people = peopleIn(question);
  // "Where things with your colleague are heading", never "things for your colleague" (review r27).
  // "With your friend and her husband", in the question's own pronoun for her (review r34).
  const about = people.length
    ? ` with ${peopleText(people.slice(0, 2), pronounFor(people[0]!, question.toLowerCase()))}`
    : '';
  const links: ThemeLink[] = [];
  for (const theme of asked)
    for (const p of [...cards].reverse()) {
      if (links.some((l) => l.p === p) || !(CARD_THEMES[p.card.id] ?? []).includes(theme)) continue;
      const { short } = THEME_WORDS[theme];
      const card = CARD_OWN_WORDS[p.card.id]?.[theme] ?? THEME_WORDS[theme].card;
      const what = askedAbout(theme, question);
      const same = links.find((l) => l.theme === theme);
      const key = p.d.positionKey;
      // A card of deception reversed whose reversed sense is the illusion clearing (the Seven of
      // Cups reversed) is read that way alone, never as deception and clarity at once (review r26b).
      const clearing = theme === 'deception' && p.d.orientation === 'reversed' && p.m.lean === 'yes';
      if (clearing) {
        const when = key === 'past' ? 'has been coming' : key === 'present' ? 'is coming' : 'comes';
        links.push({
          p,
          theme,
          sentence: `Upright this is the card of ${card}; reversed, the illusion clears, and on a question about ${what} that means what is real ${when} into view${about}.`,
          heart:
            `At the heart of this is ${named(p.card, p.d)} ${WHEN[key] ?? ''}: upright the card of ${card}, reversed it is illusion clearing, on a question about ${what}.`.replace(
              '  ',
              ' ',
            ),
        });
        continue;
      }
      // "The card of conflict and standing your ground, and your question is about standing your
      // ground": the same words twice say nothing (review r27). The card is the question's own.
      const echoes = what === short || card.includes(what);
      const how =
        p.m.lean === 'yes' ? 'going your way' : p.m.lean === 'no' ? 'going against you' : 'not yet settled';
      const where =
        key === 'past'
          ? `It lies behind you, so this was part of the story${about} before you asked.`
          : key === 'present'
            ? `It stands in the present, so this is the live issue${about} now, and the card shows it ${how}.`
            : acts
              ? p.m.lean === 'no'
                ? // A hard card on the step's own theme warns about how it is done, not that the theme resists it.
                  `It lies ahead, so this is what ${acts} turns on, and the card warns about how it is handled.`
                : `It lies ahead, so this is ${p.m.lean === 'yes' ? `part of where ${acts} leads` : `what ${acts} turns on`}.`
              : `It lies ahead, so this is where things${about} are heading, and the card shows it ${how}.`;
      links.push({
        p,
        theme,
        // The paragraph has named the card; a card keeps its subject either way up.
        sentence: `${same ? `Like ${named(same.p.card, same.p.d)}, this is a card of ${card}, so the spread comes back to ${what} twice.` : echoes ? `This is the card of ${card}, the very matter of your question.` : `This is the card of ${card}, and your question is about ${what}.`} ${where}`,
        heart: (echoes
          ? `At the heart of this is ${named(p.card, p.d)} ${WHEN[key] ?? ''}, the card of ${card}, the very thing you are asking about.`
          : `At the heart of this is ${named(p.card, p.d)} ${WHEN[key] ?? ''}, the card of ${card}, on a question about ${what}.`
        ).replace('  ', ' '),
      });
    }
  return links.slice(0, 2);
}
