// The life path report, told as one story: how Life Path and Destiny pull together or against
// each other first, then each number in its role, then the year ahead, and last the arithmetic
// (with every method's answer where the methods disagree) for anyone who wants to check it.
import {
  destiny as destinyNumber,
  lifePath as lifePathNumber,
  maturity as maturityNumber,
  numerologyNameProblem,
  numerologyProfile,
  parseBirthDate,
  personality as personalityNumber,
  personalYear as personalYearNumber,
  soulUrge as soulUrgeNumber,
  yLetters,
  type KarmicDebt,
  type NumberResult,
  type NumerologyOptions,
} from '../numerology/numerology';
import {
  LIFE_PATH_YEAR_STYLE,
  MASTER_NAME,
  MASTER_YEAR_STYLE,
  PERSONAL_YEAR_FOCUS,
  REGISTER,
  REGISTER_TEXT,
  BIRTHDAY_TEXT,
  KARMIC_DEBT_TEXT,
  KARMIC_RULE,
  MASTER_FAMILY_TEXT,
  MASTER_RULE,
  NUMBER_TEXT,
  PAIR_TEXT,
  PAIR_VARIANTS,
  PERSONAL_YEAR_TEXT,
  LATER_DESTINY_GIFT,
  LATER_PERSONAL_YEAR_TEXT,
  LATER_PAIR_TEXT,
  LATER_ROLE_TEXT,
  LATER_BIRTHDAY_TEXT,
  LATER_KARMIC_DEBT_TEXT,
  ROLE_VARIANTS,
  ROOT_REPEAT_TEXT,
  SAME_PAIR_TEXT,
  pairKey,
  type NumberRole,
} from './content/numbers';
import { InputError } from './errors';
import { capitalise, cardinal, countWords, listJoin, neutralise } from './text';
import type { LifePathFacts, Reading } from './types';
import { checkName } from './validate';

/** Past this age the report presumes the person is no longer living and reads no Personal Year. */
const MAX_PRESUMED_AGE = 110;
/** From this age the report reads the Destiny and the Personal Year for life past the working years. */
const LATER_LIFE_AGE = 67;

export interface LifePathReadingInput {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /**
   * When the reading is written; its calendar year (UTC) is the Personal Year's. Core has no
   * clock, so the caller passes it, and a stored reading recomposes with the date it was written.
   */
  now: Date;
  options?: NumerologyOptions;
}

// The app shows dates in British English ("22 May 1950"), the web's formatLongDate included.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "22 May 1950": dates in prose are read, not parsed. */
export function dateInWords(date: string): string {
  const { year, month, day } = parseBirthDate(date);
  return LONG_DATE.format(Date.UTC(year, month - 1, day));
}

/** "22nd", "11th", "31st". */
function dayOrdinal(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}

/** "33/6" for a master number, "7" otherwise: the way every number is named in the report. */
function shown(r: NumberResult): string {
  return r.master ? `${r.value}/${r.root}` : String(r.value);
}

const ROLE_LABEL: Record<NumberRole, string> = {
  lifePath: 'Life Path',
  destiny: 'Destiny',
  soulUrge: 'Soul Urge',
  personality: 'Personality',
};

const METHOD_NAME: Record<Required<NumerologyOptions>['lifePathMethod'], string> = {
  components: "Decoz's components method, each part reduced on its own",
  componentsFlattened: 'reducing each part of the date to one digit before adding',
  allDigits: 'adding all the digits of the date at once',
};

const METHOD_WORDS: Record<Required<NumerologyOptions>['lifePathMethod'], string> = {
  components: 'reducing month, day and year separately',
  componentsFlattened: 'reducing each part to one digit first',
  allDigits: 'adding all the digits at once',
};

/**
 * Ways into a number's trap, one per role, so a report does not say "The trap is" four times; fixed
 * by the role, so two clients with the same number never read one paragraph with the word swapped.
 */
const TRAP_OPENERS = ['The trap is ', 'The risk is ', 'What can go wrong is ', 'The danger is '];
const ROLE_INDEX: Record<NumberRole, number> = { lifePath: 0, destiny: 1, soulUrge: 2, personality: 3 };

/**
 * One number in one role: its heading, what it means there, its gift and its trap. In later life
 * (`later`) the Destiny's gift is said of the person now, and its trap, written about work, is left
 * out; any other line that speaks of a job or of starting out is read for the person now.
 */
export function numberSection(role: NumberRole, r: NumberResult, variant = 0, later = false): string {
  const t = NUMBER_TEXT[r.value];
  const readings = [t[role], ...(ROLE_VARIANTS[`${role}:${r.value}`] ?? [])];
  const { meaning, gift, trap } = {
    ...readings[variant % readings.length]!,
    ...(later ? LATER_ROLE_TEXT[`${role}:${r.value}`] : undefined),
  };
  const head = `### ${ROLE_LABEL[role]} ${shown(r)}: ${capitalise(t.title)}\n\n${meaning}`;
  if (later && role === 'destiny') return `${head} ${LATER_DESTINY_GIFT[r.value]}`;
  return `${head} ${gift} ${trap.replace(/^(?:The|Its) trap is /, TRAP_OPENERS[ROLE_INDEX[role]]!)}`;
}

/** The Birthday number: what it is, how the day reduces, and the talent it adds. */
export function birthdaySection(day: number, r: NumberResult, variant = 0, later = false): string {
  const value = r.value as keyof typeof BIRTHDAY_TEXT;
  const dayIs =
    day < 10
      ? `the ${dayOrdinal(day)}`
      : r.master && r.value === day
        ? `the ${dayOrdinal(day)}, kept whole as a master number`
        : `the ${dayOrdinal(day)}, reduced to ${shown(r)}`;
  const how = [
    `Your Birthday number is your day of the month, ${dayIs}, and names one talent you carry on your Life Path.`,
    `From ${dayIs}${day < 10 ? '' : ','} comes your Birthday number, a gift your Life Path can draw on.`,
    `Your Birthday number comes from the day alone, ${dayIs}, and names what you bring to the road.`,
    `Your day of birth, ${dayIs}, gives Birthday ${shown(r)}, one more gift for the road.`,
  ][variant % 4]!;
  return `### Birthday ${shown(r)}\n\n${how} ${(later && LATER_BIRTHDAY_TEXT[value]) || BIRTHDAY_TEXT[value]}`;
}

/**
 * Three or more karmic debts in one section, after the numbers they sit in, so the reader meets
 * them as one theme rather than as a run of separate warnings; the overview has said where each sits.
 */
export function karmicDebtsTogether(debts: Map<KarmicDebt, Place[]>, later = false): string {
  return `### Karmic Debts\n\n${[...debts.keys()].map((debt) => debtText(debt, later)).join(' ')}`;
}

/** A karmic debt's lesson; in later life one told as a career is read for the person now. */
const debtText = (debt: KarmicDebt, later: boolean): string =>
  (later && LATER_KARMIC_DEBT_TEXT[debt]) || KARMIC_DEBT_TEXT[debt];

type Place = NumberRole | 'birthday';

/** What the name as given leaves open, said with the name sums rather than in the story. */
const NAME_NOTE =
  'The name numbers use the name exactly as you entered it; a longer birth name, with every middle name, would give a different Destiny, Soul Urge and Personality.';

/** Where the numbers that do not share the road's family leave the person: one of these, by profile. */
const BALANCE = [
  'which is where your life asks for balance',
  'and bringing them into step with it is much of your life’s work',
  'so a good part of your life goes into reconciling them with it',
  'and the friction between them is where you grow',
];

/** The most words a life path report runs to. */
const MAX_WORDS = 1200;

/** The weight from which a theme comes before the pairing of Life Path and Destiny. */
const STRONG = 4;

/** The number each karmic debt always reduces to. */
const KARMIC_ROOT: Record<KarmicDebt, 1 | 4 | 5 | 7> = { 13: 4, 14: 5, 16: 7, 19: 1 };

const PLACE_LABEL: Record<Place, string> = { ...ROLE_LABEL, birthday: 'Birthday' };

const HOW_MANY = ['', 'One', 'Two', 'Three', 'Four', 'All five'];
const TIMES = ['', 'once', 'twice', 'three times', 'four times', 'five times'];

/**
 * The profile read as a whole, strongest theme first: a number that comes back (by itself or as
 * the root of a master number: Life Path 11, Birthday 11 and Soul Urge 2 are three 2s), master
 * numbers, and karmic debts read against the numbers they land on. Each theme is weighed by how
 * many of the five numbers carry it, and the Life Path counts extra, since it is the road itself.
 * Returns one paragraph a theme: the two strongest of weight STRONG or more (a number in two places
 * besides the Life Path and Destiny pair, a debt on the Life Path, two master numbers) lead the
 * overview, before the pairing of Life Path and Destiny; the rest follow it.
 */
export function wholeProfile(
  numbers: [Place, NumberResult][],
  debts: Map<KarmicDebt, Place[]>,
): { strong: string[]; light: string[]; spare: string[] } {
  const themes: { weight: number; text: string; debt?: true }[] = [];
  const families = new Map<number, [Place, NumberResult][]>();
  for (const n of numbers) families.set(n[1].root, [...(families.get(n[1].root) ?? []), n]);
  const read = new Set<Place>();
  for (const [root, members] of families) {
    // Life Path and Destiny alone are the pairing paragraph's theme.
    if (
      members.length < 2 ||
      (members.length === 2 && members.every(([p]) => p === 'lifePath' || p === 'destiny'))
    )
      continue;
    for (const [p] of members) read.add(p);
    const values = new Set(members.map(([, r]) => r.value));
    // The root's own text needs the plain root twice: an 11 beside one 2 is the 11 with its
    // ground, not a repeated 2, and is told as a shared root.
    const plainRepeat = members.filter(([, r]) => !r.master).length >= 2;
    const opening =
      !plainRepeat && values.size > 1
        ? `Your ${listJoin(members.map(([p, r]) => `${PLACE_LABEL[p]} ${shown(r)}`))} share the root ${root}.`
        : values.size === 1
          ? `The ${shown(members[0]![1])} comes up ${TIMES[members.length]}, in your ${listJoin(members.map(([p]) => PLACE_LABEL[p]))}.`
          : `${HOW_MANY[members.length]} of your${members.length < 5 ? ' five' : ''} numbers come back to the ${root}: your ${listJoin(members.map(([p, r]) => `${PLACE_LABEL[p]} ${shown(r)}`))}.`;
    const master = members.find(([, r]) => r.master)?.[1].value as 11 | 22 | 33 | undefined;
    const soulUrge = members.find(([p]) => p === 'soulUrge')?.[1];
    const personality = members.find(([p]) => p === 'personality')?.[1];
    const inner = soulUrge && personality ? ([soulUrge, personality] as const) : undefined;
    const masterText = master ? ` ${MASTER_FAMILY_TEXT[master][values.size > 1 ? 'withRoot' : 'alone']}` : '';
    themes.push({
      weight: members.length * 2 + (members.some(([p]) => p === 'lifePath') ? 1 : 0),
      // Two 11s and no plain 2 are read as the master number met twice, not as the root.
      text: `${opening}${!plainRepeat ? '' : ` ${ROOT_REPEAT_TEXT[root as keyof typeof ROOT_REPEAT_TEXT]}`}${masterText}${inner ? ` ${innerAndOuter(inner[0], inner[1])}` : ''}`,
    });
  }
  const masters = numbers.filter(([, r]) => r.master);
  const masterRoots = [...new Set(masters.map(([, r]) => r.root))];
  if (masterRoots.length > 1) {
    themes.push({
      weight: masters.length * 2 + (masters.some(([p]) => p === 'lifePath') ? 1 : 0),
      text: `${HOW_MANY[masters.length]} of your numbers are master numbers, your ${listJoin(masters.map(([p, r]) => `${PLACE_LABEL[p]} ${shown(r)}`))}. Master numbers carry more charge than their roots, more promise and more strain, and ${listJoin(masterRoots.map((r) => `the ${r}`))} beneath them are the ground they stand on.`,
    });
  } else if (
    masters.length === 1 &&
    !['lifePath', 'destiny'].includes(masters[0]![0]) &&
    !read.has(masters[0]![0])
  ) {
    const [p, r] = masters[0]!;
    themes.push({
      weight: 2,
      text: `Your ${PLACE_LABEL[p]} ${shown(r)} is a master number: the full ${r.value}, ${MASTER_NAME[r.value as 11 | 22 | 33]}, with the ${r.root} beneath it as its ground rather than its ceiling.`,
    });
  }
  if (debts.size > 0) {
    const onLifePath = [...debts].find(([, places]) => places.includes('lifePath'))?.[0];
    const entries = [...debts].sort((x, y) => Number(y[0] === onLifePath) - Number(x[0] === onLifePath));
    const count = debts.size === 1 ? 'one karmic debt' : `${cardinal(debts.size)} karmic debts`;
    const where = entries.map(
      ([debt, places]) =>
        `${debt}/${KARMIC_ROOT[debt]} in your ${listJoin(places.map((p) => PLACE_LABEL[p]))}`,
    );
    // Named here only: each lesson is read once, in full, in the number it sits in.
    const many =
      debts.size >= 3
        ? ` Each is a lesson rather than a burden, and ${cardinal(debts.size)} of them give your life several lessons to learn in turn; what you learn that way tends to hold.`
        : '';
    themes.push({
      weight: [...debts.values()].reduce((a, places) => a + places.length, 0) + (onLifePath ? 4 : 0),
      text: `Your numbers carry ${count}, ${listJoin(where)}.${many}`,
      debt: true,
    });
  }
  // A stable sort: on a tie, repeats come before masters and masters before debts.
  const sorted = themes.sort((a, b) => b.weight - a.weight);
  return {
    strong: sorted.filter((t, k) => t.weight >= STRONG && k < 2).map((t) => t.text),
    light: sorted.filter((t, k) => t.weight < STRONG || k >= 2).map((t) => t.text),
    // What a long report can leave out of the overview: a light repeat or master number, which its
    // sections read again; never the debts, which are named nowhere else before their sections.
    spare: sorted.filter((t, k) => (t.weight < STRONG || k >= 2) && !t.debt).map((t) => t.text),
  };
}

/** Roots whose pairing is a real opposition of aims (order and change, self and partner). */
const OPPOSED_ROOTS = new Set(['1|2', '3|4', '4|5', '5|6', '3|7']);

/**
 * What the overview leads with when the numbers pull against each other: the Destiny when it
 * opposes the Life Path, else a root that comes back in two or more other numbers and opposes it
 * (two 4s against a Life Path 5), read through the plainest of them.
 */
export function centralTension(
  lifePath: NumberResult,
  destiny: NumberResult,
  numbers: [Place, NumberResult][],
): 'destiny' | { root: number; places: Place[]; against: NumberResult } | null {
  const opposed = (a: number, b: number) => OPPOSED_ROOTS.has(a < b ? `${a}|${b}` : `${b}|${a}`);
  if (opposed(lifePath.root, destiny.root)) return 'destiny';
  const families = new Map<number, [Place, NumberResult][]>();
  for (const n of numbers)
    if (n[0] !== 'lifePath') families.set(n[1].root, [...(families.get(n[1].root) ?? []), n]);
  for (const [root, members] of families) {
    if (members.length < 2 || !opposed(lifePath.root, root)) continue;
    const against = (members.find(([, r]) => !r.master) ?? members[0]!)[1];
    return { root, places: members.map(([p]) => p), against };
  }
  return null;
}

/**
 * How two of a person's numbers meet, written for that pair of numbers; in later life (`later`) a
 * pairing that advises on a career is read for the person now.
 */
export function pairingText(a: NumberResult, b: NumberResult, variant = 0, later = false): string {
  if (a.value === b.value) return SAME_PAIR_TEXT[a.value];
  const key = pairKey(a.value, b.value);
  if (later && LATER_PAIR_TEXT[key]) return LATER_PAIR_TEXT[key];
  const texts = [PAIR_TEXT[key]!, ...(PAIR_VARIANTS[key] ?? [])];
  return texts[variant % texts.length]!;
}

/**
 * Inner wish against first impression, added to the repeat that holds both: when the Soul Urge and
 * the Personality share a root, what people first see is close to what the person wants.
 */
function innerAndOuter(soulUrge: NumberResult, personality: NumberResult): string {
  if (soulUrge.value === personality.value)
    return 'Because your Soul Urge and Personality are the same number, what strangers see in you at first is what you want in private, and people read you correctly from the start.';
  return `Because your Soul Urge and Personality share a root, first impressions of you are close to the truth, only ${soulUrge.master ? 'quieter' : 'more intense'} than what you feel inside.`;
}

/** How a section says which of its sums carries the debt, in words of its own. */
const DEBT_LEAD: Record<Place, string> = {
  lifePath: 'The sum of your date passes through',
  destiny: 'The total of your whole name passes through',
  soulUrge: 'The total of your vowels passes through',
  personality: 'The total of your consonants passes through',
  birthday: 'The day itself is',
};

/** Where a debt met a second time reaches you, by the number that carries it. */
const DEBT_PLACE: Record<Place, string> = {
  lifePath: 'on the road itself',
  destiny: 'in the work you are equipped for',
  soulUrge: 'in what you want in private',
  personality: 'in the way strangers first see you',
  birthday: 'through the talent you were born with',
};

/** The year ahead: what a Personal Year is, this calendar year's read for this Life Path, and the next. */
export function personalYearSection(
  birthDate: string,
  year: number,
  r: NumberResult,
  next: NumberResult,
  lifePath: NumberResult,
  /** Without the sentence on meeting the year on this Life Path, for a report that runs long. */
  brief = false,
  /** Which wording of the rule and of the turn to next year, so a batch of reports does not read alike. */
  variant = 0,
  /** Past the working years: the year read for days no longer organised around a job. */
  later = false,
): string {
  const py = r.value as keyof typeof PERSONAL_YEAR_TEXT;
  const root = lifePath.root as keyof typeof LIFE_PATH_YEAR_STYLE;
  const own =
    py === root
      ? lifePath.master
        ? `It is the root beneath your master ${lifePath.value}, so the year asks for the ${root}’s virtues as the ground your ${lifePath.value} works from.`
        : `It is your Life Path number too, so this year puts your road’s own lesson in the foreground.`
      : `On your Life Path ${shown(lifePath)}, ${PERSONAL_YEAR_FOCUS[py]} is best met ${lifePath.master ? MASTER_YEAR_STYLE[lifePath.value as 11 | 22 | 33] : LIFE_PATH_YEAR_STYLE[root]}.`;
  // One rule everywhere: a Personal Year is a calendar year (Decoz), birth month and day added to
  // it, so it turns on 1 January whatever the birthday; every wording says so.
  const rule = [
    `Personal Years run in cycles of nine and follow the calendar, so from 1 January to 31 December ${year} you are in Personal Year ${shown(r)}.`,
    `Counted by calendar year, your birth month and day added to ${year}, this is your Personal Year ${shown(r)}, from January to December.`,
    `Your Personal Year turns each 1 January, and ${year} is Personal Year ${shown(r)} for you.`,
    `This reading counts Personal Years by the calendar, 1 January to 31 December, and in ${year} yours is ${shown(r)}.`,
    `Read by calendar year, ${year} is a Personal Year ${shown(r)} for you, from its first day to its last.`,
  ][variant % 5]!;
  const turn = [
    `On 1 January ${year + 1} you move into Personal Year ${shown(next)}.`,
    `${year + 1} brings Personal Year ${shown(next)}.`,
    `With the new year, ${year + 1}, comes Personal Year ${shown(next)}.`,
    `Personal Year ${shown(next)} follows from 1 January ${year + 1}.`,
    `When the calendar turns to ${year + 1}, so does your cycle, to Personal Year ${shown(next)}.`,
  ][Math.floor(variant / 8) % 5]!;
  return `### Personal Year ${shown(r)} in ${year}\n\n${rule} ${(later ? LATER_PERSONAL_YEAR_TEXT : PERSONAL_YEAR_TEXT)[py]}${brief ? '' : ` ${own}`} ${turn}`;
}

/**
 * The numbers read as one portrait, in order of weight: the Life Path first, then the Destiny and
 * Soul Urge and the Personality by whether they share its register, and the Maturity number the
 * Life Path and Destiny add up to.
 */
export function portraitParagraph(
  lifePath: NumberResult,
  destiny: NumberResult,
  soulUrge: NumberResult,
  personality: NumberResult,
  maturity: NumberResult | null,
  /** The person's age in years, so the Maturity number is told as ahead, arriving or lived. */
  age: number,
  /** Only the ranking and the Maturity number, for a report that runs long. */
  brief = false,
  /** Which wording of the lead and the Maturity line. */
  variant = 0,
): string {
  // A master number is read as itself, not in its root's register: 11/2 is the inspired intuitive, not a builder.
  const reg = (r: NumberResult) => (r.master ? 'master' : REGISTER[r.root as keyof typeof REGISTER]);
  const home = reg(lifePath);
  const inner: [string, NumberResult][] = [
    ['Destiny', destiny],
    ['Soul Urge', soulUrge],
    ['Personality', personality],
  ];
  const named = (xs: [string, NumberResult][]) => listJoin(xs.map(([l, r]) => `${l} ${shown(r)}`));
  const same = inner.filter(([, r]) => reg(r) === home);
  const apart = inner.filter(([, r]) => reg(r) !== home);
  const leads = [
    `Taken together, your numbers follow the lead of your Life Path ${shown(lifePath)}, the road itself`,
    `Of all your numbers, the Life Path ${shown(lifePath)} leads, as the road itself`,
    `Your Life Path ${shown(lifePath)} is the compass the rest follow`,
    `The road itself, your Life Path ${shown(lifePath)}, leads the rest`,
  ];
  const lead = lifePath.master
    ? `${leads[Math.floor(variant / 16) % 4]}: ${MASTER_NAME[lifePath.value as 11 | 22 | 33]}, standing on the ${lifePath.root} as its ground.`
    : `${leads[Math.floor(variant / 16) % 4]}, and it belongs to ${REGISTER_TEXT[home]}.`;
  const agree =
    lifePath.master && same.length === 0
      ? ` Your ${named(inner)} are the means you walk it with.`
      : same.length === 3
        ? ` Your ${named(same)} all belong there too, so your numbers speak with one voice, and the work is to avoid overdoing that one note.`
        : same.length > 0
          ? ` Your ${named(same)} ${lifePath.master ? `${same.length > 1 ? 'are master numbers' : 'is a master number'} too` : `${same.length > 1 ? 'belong' : 'belongs'} there too`} and ${same.length > 1 ? 'back' : 'backs'} the road directly; your ${named(apart)} ${
              apart.every(([, r]) => reg(r) === reg(apart[0]![1]))
                ? `${apart.length > 1 ? 'come' : 'comes'} from ${REGISTER_TEXT[reg(apart[0]![1])]}, ${BALANCE[Math.floor(variant / 4) % BALANCE.length]}`
                : lifePath.master
                  ? `${apart.length > 1 ? 'are' : 'is'} the everyday means you walk it with, and matching the master number’s high pitch to ${apart.length > 1 ? 'them' : 'it'} is where your life asks for balance`
                  : `${apart.length > 1 ? 'pull' : 'pulls'} in other directions, ${BALANCE[Math.floor(variant / 4) % BALANCE.length]}`
            }.`
          : ` ${
              [
                'None of your Destiny, Soul Urge or Personality shares it, so what you are equipped for, what you want and how you come across each pull a different way from the road, and your life asks you to bring them to it.',
                'Your Destiny, Soul Urge and Personality all stand outside that family: your abilities, your private wishes and the face you show each have their own direction, and much of your life goes into turning them toward the road.',
                'None of your other core numbers shares that family, so the road does not come easily to you; what you can do, what you long for and how you strike people have to be brought to it on purpose, and that is where you grow.',
              ][Math.floor(variant / 4) % 3]
            }`;

  const ripe = !maturity
    ? ''
    : ` ${[`Your Life Path and Destiny add up to your Maturity number, ${shown(maturity)}`, `Add Life Path and Destiny and you have your Maturity number, ${shown(maturity)}`, `Your Maturity number, the sum of Life Path and Destiny, is ${shown(maturity)}`, `Life Path plus Destiny gives your Maturity number, ${shown(maturity)}`][Math.floor(variant / 64) % 4]}: ${age < 38 ? 'from about your forties, your life leans toward' : age <= 50 ? 'in these years your life is leaning toward' : 'since about your forties, your life has leaned toward'} ${NUMBER_TEXT[maturity.value].drive}${maturity.root === lifePath.root ? ', the same root as your road, so the later years confirm it' : ''}.`;
  return lead + (brief ? '' : agree) + ripe;
}

function checkedName(name: string, field: string): string {
  const n = checkName(name, field);
  const problem = numerologyNameProblem(n, field);
  if (problem) throw new InputError(field, problem.code, problem.message);
  return n;
}

export function composeLifePath(input: LifePathReadingInput): Reading<'life-path'> {
  const firstName = checkedName(input.firstName, 'firstName');
  const lastName = checkedName(input.lastName, 'lastName');
  const fullName = `${firstName} ${lastName}`;
  let profile;
  try {
    profile = numerologyProfile(fullName, input.birthDate, input.options);
  } catch (err) {
    // A name without a vowel or a consonant has no Soul Urge or Personality; the form's fields
    // are firstName and lastName.
    if (err instanceof InputError && err.field === 'name')
      throw new InputError('firstName', err.code, err.message);
    throw err;
  }
  const { lifePath, destiny, soulUrge, personality, birthday, options } = profile;
  const { day } = parseBirthDate(profile.birthDate);
  const asOf = input.now.toISOString().slice(0, 10);
  const year = input.now.getUTCFullYear();
  const personalYear = personalYearNumber(profile.birthDate, year, options);
  // The report knows no date of death: a Personal Year is read only for someone presumably
  // living, so a famous birth more than 110 years ago gets none rather than a year it never had.
  const birth = parseBirthDate(profile.birthDate);
  const living = year - birth.year <= MAX_PRESUMED_AGE;
  const nextYear = personalYearNumber(profile.birthDate, year + 1, options);
  // Age in whole years on the report's date, so the Maturity number is told in the right tense.
  const [monthNow, dayNow] = [input.now.getUTCMonth() + 1, input.now.getUTCDate()];
  const age =
    year - birth.year - (monthNow < birth.month || (monthNow === birth.month && dayNow < birth.day) ? 1 : 0);
  // Past the working years the Destiny, its pairings and the Personal Year speak of life now, not of a career.
  const later = age >= LATER_LIFE_AGE;
  const who = neutralise(firstName);
  const full = neutralise(fullName);
  const title = `Life Path Reading for ${full}`;
  const born = dateInWords(profile.birthDate);

  const byMethod = (['components', 'componentsFlattened', 'allDigits'] as const).map((method) => ({
    method,
    result: lifePathNumber(profile.birthDate, { ...options, lifePathMethod: method }),
  }));
  const otherMethods = byMethod.filter((m) => m.method !== options.lifePathMethod);
  const methodsDisagree = otherMethods.some((m) => m.result.value !== lifePath.value);

  const roles: [NumberRole, NumberResult][] = [
    ['lifePath', lifePath],
    ['destiny', destiny],
    ['soulUrge', soulUrge],
    ['personality', personality],
  ];
  // One rule for every mention (KARMIC_RULE): the debts are the totals' own, so the overview, the
  // sections and the method list the same places.
  const numbers: [Place, NumberResult][] = [...roles, ['birthday', birthday]];
  const debts = new Map<KarmicDebt, Place[]>();
  for (const [place, r] of numbers)
    if (r.karmicDebt) debts.set(r.karmicDebt, [...(debts.get(r.karmicDebt) ?? []), place]);

  // The headline number is stated as found; where the methods disagree, the method section says
  // so once, so the overview never argues with itself.
  const lp = `${shown(lifePath)}${lifePath.master ? ', a master number' : ''}`;
  const dn = `${shown(destiny)}${destiny.master ? `, ${lifePath.master ? 'also ' : ''}a master number` : ''}`;
  const openings = [
    `${who}, your Life Path number is ${lp}, worked out from your birth date, ${born}: it is the main road of your life. Your Destiny number, ${dn}, comes from the letters of the name as you gave it and names the abilities you bring to that road.`,
    `${who}, your birth date, ${born}, gives you Life Path ${lp}: the direction your life takes, whatever detours you try. The letters of the name as you gave it add up to Destiny ${dn}, the abilities you travel with.`,
    `${who}, born on ${born}, you walk Life Path ${lp}, the lesson your years keep circling back to. From the name as you gave it comes Destiny ${dn}: what you are equipped to do along the way.`,
    `${who}, the date you were born, ${born}, comes to Life Path ${lp}, the road your life keeps returning to. Your name as you gave it comes to Destiny ${dn}, the gifts you bring along.`,
  ];
  // The wording of the lines every report has (the opening, the Birthday, the Personal Year, the
  // portrait's lead) follows the person, so two reports with the same numbers still differ.
  const lineVariant = [...fullName].reduce(
    (h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0,
    day * 2166136261,
  );
  const overview = [openings[Math.floor(lineVariant / 256) % openings.length]!];
  // Which reading of a shared entry this report takes, from numbers the entry is not about.
  const roleVariant = lifePath.value + birthday.value;
  const pairVariant = destiny.value + birthday.value;
  const themes = wholeProfile(numbers, debts);
  const maturity = maturityNumber(lifePath, destiny, options);
  const portrait = portraitParagraph(
    lifePath,
    destiny,
    soulUrge,
    personality,
    maturity,
    age,
    false,
    lineVariant,
  );
  const tension = centralTension(lifePath, destiny, numbers);
  const pairing = pairingText(lifePath, destiny, pairVariant, later);
  overview.push(
    ...(tension === 'destiny'
      ? [
          `Your central tension is your Life Path ${shown(lifePath)} against your Destiny ${shown(destiny)}. ${pairing}`,
          ...themes.strong,
        ]
      : tension
        ? [
            `Your central tension is your Life Path ${shown(lifePath)} against the ${tension.root} in your ${listJoin(tension.places.map((p) => PLACE_LABEL[p]))}. ${pairingText(lifePath, tension.against, pairVariant, later)}`,
            ...themes.strong,
            pairing,
          ]
        : // Two master numbers on the road and the name are the bigger fact: read before any repeat.
          lifePath.master && destiny.master
          ? [pairing, ...themes.strong]
          : [...themes.strong, pairing]),
    portrait,
    ...themes.light,
  );

  // A karmic debt is read inside the number it sits in; three or more are read together, once.
  const together = debts.size >= 3;
  const told = new Set<KarmicDebt>();
  // A debt on the date that exists only because a part was kept as a master number says so.
  const keptMaster = lifePath.parts.find((p) => p.value > 9);
  const flattened = byMethod.find((m) => m.method === 'componentsFlattened')!.result;
  const fromMaster =
    lifePath.karmicDebt && keptMaster && flattened.karmicDebt !== lifePath.karmicDebt
      ? ` That ${lifePath.karmicDebt} comes from keeping your ${keptMaster.label}, ${keptMaster.label === 'year' ? `${keptMaster.sum}, whose digits come to ${keptMaster.value}` : keptMaster.sum}, as the master ${keptMaster.value} rather than reducing it to ${keptMaster.value % 9 || 9}, the rule this reading follows for every master number.`
      : '';
  const debtNote = (debt: KarmicDebt | undefined, place: Place): string => {
    if (!debt || together) return '';
    const lead = DEBT_LEAD[place];
    if (told.has(debt))
      return ` ${lead} ${debt} as well, so the same lesson reaches you ${DEBT_PLACE[place]}.`;
    told.add(debt);
    return ` ${lead} ${debt}.${place === 'lifePath' ? fromMaster : ''} ${debtText(debt, later)}`;
  };
  // Each pair of numbers is read once; a pair already read is not read again (the overview has
  // said which numbers repeat).
  const pairsTold = new Set<string>([
    pairKey(lifePath.value, destiny.value),
    ...(tension && tension !== 'destiny' ? [pairKey(lifePath.value, tension.against.value)] : []),
  ]);
  const pairWith = (other: NumberResult, label: string, r: NumberResult): string => {
    const key = pairKey(other.value, r.value);
    // Numbers sharing a root are read together in the whole-profile paragraph.
    if (r.root === other.root || pairsTold.has(key)) return '';
    pairsTold.add(key);
    return `\n\n**With your ${label} ${shown(other)}.** ${pairingText(other, r, pairVariant, later)}`;
  };
  const withLifePath = (r: NumberResult) => pairWith(lifePath, 'Life Path', r);
  // Each section is its reading and, apart, its pairing: the Soul Urge and the Birthday with the
  // Life Path, the Personality with the Soul Urge, since first impressions are read against the
  // private wish they cover or reveal. Destiny's match with the Life Path is the overview's already.
  const pairings: Record<NumberRole, () => string> = {
    lifePath: () => '',
    destiny: () => '',
    soulUrge: () => withLifePath(soulUrge),
    personality: () => pairWith(soulUrge, 'Soul Urge', personality),
  };
  const sections: [string, string][] = roles.map(([role, r]) => [
    `${numberSection(role, r, roleVariant, later)}${debtNote(r.karmicDebt, role)}`,
    pairings[role](),
  ]);
  // A leap-day birth has a calendar birthday one year in four; the numbers use the date as born.
  const leapDay =
    parseBirthDate(profile.birthDate).month === 2 && day === 29
      ? ` Born on 29 February, you have a calendar birthday only in leap years; numerology reads the date you were born, so your numbers hold every year${living ? ', and your Personal Year still turns each 1 January' : ''}.`
      : '';
  sections.push([
    `${birthdaySection(day, birthday, lineVariant, later)}${leapDay}${debtNote(birthday.karmicDebt, 'birthday')}`,
    birthday.value === lifePath.value
      ? ` Your Life Path is ${shown(lifePath)} too, so this talent is exactly the one your road calls for.`
      : withLifePath(birthday),
  ]);
  if (together) sections.push([karmicDebtsTogether(debts, later), '']);

  // A profile with many themes and debts runs long: the least of what the report says gives way,
  // in this order, until it fits the length readers expect: the other name method's sums, the
  // Personality's and the Soul Urge's pairings, then the portrait's registers, and how this Life
  // Path meets the Personal Year. The Maturity number always stays. Then the note on the name as
  // entered and the other date method's debt, the lightest themes of the overview (a repeated
  // number already read in its sections), and only last the Birthday's pairing, which readers
  // missed when it went first.
  const giveWay = ['names', 3, 2, 'portrait', 'yearStyle', 'notes', 'light', 4] as const;
  // The sums are recomputed for the other name method: worked out once for each length.
  const methodTexts = new Map<0 | 1 | 2, string>();
  const methodText = (short: 0 | 1 | 2) => {
    if (!methodTexts.has(short))
      methodTexts.set(
        short,
        method(
          fullName,
          profile,
          byMethod,
          methodsDisagree,
          debts,
          year,
          living ? personalYear : null,
          fromMaster !== '',
          short,
        ),
      );
    return methodTexts.get(short)!;
  };
  // After the opening, one portrait of the person rather than a paragraph per pair of numbers: who
  // the numbers make you, then how they pull against each other, then what repeats and what is owed.
  const portraitOf = (gone: Set<number | string>) =>
    [
      gone.has('portrait')
        ? portraitParagraph(lifePath, destiny, soulUrge, personality, maturity, age, true, lineVariant)
        : portrait,
      ...overview.slice(1).filter((p) => p !== portrait && !(gone.has('light') && themes.spare.includes(p))),
    ].join(' ');
  const write = (dropped: number) => {
    const gone = new Set<number | string>(giveWay.slice(0, dropped));
    return [
      `# ${title}`,
      `## Overview\n\n${overview[0]}\n\n${portraitOf(gone)}`,
      `## Your Numbers\n\n${sections.map(([text, pair], i) => (gone.has(i) && pair.startsWith('\n') ? text : text + pair)).join('\n\n')}`,
      // Every report has the same sections: a birth over 110 years ago is told why it has no Personal Year.
      `## The Year Ahead\n\n${
        living
          ? personalYearSection(
              profile.birthDate,
              year,
              personalYear,
              nextYear,
              lifePath,
              gone.has('yearStyle'),
              lineVariant,
              later,
            )
          : `A Personal Year reads the year a person is living through, so for a birth more than ${MAX_PRESUMED_AGE} years ago this reading gives none for ${year}. The numbers above still describe the life that date and name began.`
      }`,
      `## How These Numbers Were Found\n\n${methodText(gone.has('notes') ? 2 : gone.has('names') ? 1 : 0)}`,
    ].join('\n\n');
  };
  let markdown = write(0);
  for (let dropped = 1; countWords(markdown) > MAX_WORDS && dropped <= giveWay.length; dropped++)
    markdown = write(dropped);
  const facts: LifePathFacts = {
    firstName,
    lastName,
    birthDate: profile.birthDate,
    asOf,
    profile,
    ...(living ? { personalYear: { year, result: personalYear } } : {}),
  };
  return { kind: 'life-path', title, markdown, writer: 'composer', wordCount: countWords(markdown), facts };
}

/** What a debt asks, in a phrase, for a debt another method finds and this reading does not. */
const DEBT_LESSON: Record<KarmicDebt, string> = {
  13: 'steady work in place of shortcuts',
  14: 'self-control and commitment to what you start',
  16: 'humility and honesty, above all in love',
  19: 'sharing your strength and accepting help',
};

/** "23 -> 5" from "9 + 11 + 3 = 23 -> 5": a number's total and its way down, without the parts. */
function totalOf(r: NumberResult): string {
  return r.chain.split(' = ').at(-1)!;
}

/**
 * Which final number each method reaches, grouped by number, so the sentence never sets two
 * methods that end on the same number against each other; a master number is named as the one
 * most numerologists would read.
 */
function disagreement(
  lifePath: NumberResult,
  others: { method: keyof typeof METHOD_WORDS; result: NumberResult }[],
): string {
  const numberWords = (value: number) => (value > 9 ? `the master number ${value}` : `a plain ${value}`);
  const groups = new Map<number, string[]>([[lifePath.value, ["this reading's method"]]]);
  for (const m of others) {
    const described = `${METHOD_WORDS[m.method]} (${m.result.chain})`;
    groups.set(m.result.value, [...(groups.get(m.result.value) ?? []), described]);
  }
  const clauses = [...groups].map(
    ([value, methods]) =>
      `${listJoin(methods)} ${methods.length > 1 ? 'give' : 'gives'} ${numberWords(value)}`,
  );
  const master = [...groups.keys()].find((value) => value > 9);
  return `${clauses.join(', while ')}${master ? `; many numerologists would read the master number, ${master}` : ''}`;
}

/**
 * Where another way of adding up the date passes through a different karmic debt, or through one
 * where this reading's sum does not: said in plain words, since some readers will have met that debt.
 */
function debtByMethod(
  lifePath: NumberResult,
  others: { method: keyof typeof METHOD_WORDS; result: NumberResult }[],
): string | null {
  const differing = others.filter((m) => m.result.karmicDebt !== lifePath.karmicDebt);
  if (differing.length === 0) return null;
  // The paragraph above has just named the other methods, so "both of those" is clear.
  const who =
    differing.length === others.length && others.length === 2
      ? 'Both of those'
      : capitalise(METHOD_WORDS[differing[0]!.method]);
  const debts = [...new Set(differing.map((m) => m.result.karmicDebt))];
  const ours = totalOf(lifePath);
  if (!lifePath.karmicDebt && debts.length === 1) {
    const debt = debts[0]!;
    return `${who} ${differing.length > 1 ? 'pass' : 'passes'} through ${debt} on the way to ${lifePath.root}, and numerologists who add the date up that way read a karmic debt ${debt} on the Life Path. The method this reading follows comes to ${ours}, which passes through no debt, so none is read here; those readers would see in the ${debt} a lesson in ${DEBT_LESSON[debt]}.`;
  }
  // Grouped by what they pass through; their totals are in the paragraph above.
  const groups = debts.map((debt) => differing.filter((m) => m.result.karmicDebt === debt));
  const theirs = groups.map(
    (g, k) =>
      `${listJoin(g.map((m) => METHOD_WORDS[m.method]))} ${g.length > 1 ? 'pass' : 'passes'} through ${debts[k] ?? 'no debt'}`,
  );
  return `${capitalise(theirs.join(', while '))}; the total this reading follows, ${ours}, ${lifePath.karmicDebt ? `passes through ${lifePath.karmicDebt}, so that debt is read here` : 'passes through none, so no debt is read here'}.`;
}

/** The letters the Soul Urge counts, the Y rule stated once in full. */
const Y_RULE: Record<Required<NumerologyOptions>['yRule'], string> = {
  sound:
    'vowels; Y counts when it is the vowel sound, as in Lynn, but not after a vowel or opening a name before one, as in Murray and Yusuf',
  never: 'the vowels A, E, I, O and U; Y always counts as a consonant',
  always: 'the vowels A, E, I, O and U, and every Y',
};

/** How each Y in the name was counted, so the rule can be checked against the name itself. */
function yWorking(fullName: string, options: Required<NumerologyOptions>): string {
  if (options.yRule !== 'sound') return '';
  const sentences = yLetters(fullName, options).map(({ name, vowel, reason }) =>
    vowel
      ? ` ${name}'s Y is the vowel sound: counted here, as 7.`
      : reason === 'afterVowel'
        ? ` ${name}'s Y follows a vowel: a consonant.`
        : ` ${name}'s Y starts the name before a vowel: a consonant.`,
  );
  // A name with two Ys read the same way says so once.
  return [...new Set(sentences)].join('');
}

/** The arithmetic, every step shown, with the other methods' answers where they differ. */
function method(
  fullName: string,
  profile: ReturnType<typeof numerologyProfile>,
  byMethod: { method: keyof typeof METHOD_WORDS; result: NumberResult }[],
  methodsDisagree: boolean,
  debts: Map<KarmicDebt, Place[]>,
  year: number,
  /** Null for a birth too long ago for the person to be presumed living. */
  personalYear: NumberResult | null,
  debtExplained: boolean,
  /**
   * What gives way to the length: 1 leaves out the other name method's sums, 2 also the note on
   * the name as entered and the other date method's debt.
   */
  shortened: 0 | 1 | 2 = 0,
): string {
  const withoutOtherNameMethod = shortened >= 1;
  const { lifePath, options } = profile;
  const dateSteps = (r: NumberResult) =>
    r.parts.length > 0
      ? `${listJoin(r.parts.map((p) => `${p.label} ${p.chain}`))}, then ${r.chain}`
      : r.chain;
  const lines = [`Life Path (${METHOD_NAME[options.lifePathMethod]}): ${dateSteps(lifePath)}.`];
  const others = byMethod.filter((m) => m.method !== options.lifePathMethod);
  if (methodsDisagree) {
    lines.push(
      `The methods disagree here: ${disagreement(lifePath, others)}. ` +
        (options.lifePathMethod === 'components'
          ? `This reading follows the components method, because month, day and year are each a number in their own right, and a master number counts where a part or their sum reaches it; all three methods share the root ${lifePath.root}.`
          : `This reading follows the method chosen for it; all three agree on the root, ${lifePath.root}.`),
    );
  } else {
    lines.push(
      `${capitalise(listJoin(others.map((m) => `${METHOD_WORDS[m.method]} (${totalOf(m.result)})`)))} give the same Life Path.`,
    );
  }
  // A debt the Life Path section already traced to a kept master number needs no second note.
  const debtNote = debtExplained || shortened === 2 ? null : debtByMethod(lifePath, others);
  if (debtNote) lines.push(debtNote);
  const otherNameMethod = options.nameMethod === 'perName' ? 'allLetters' : 'perName';
  const nameNumbers: [string, string, NumberResult, (o: NumerologyOptions) => NumberResult][] = [
    [
      'Destiny',
      'all letters, A = 1 to I = 9, then J = 1 again',
      profile.destiny,
      (o) => destinyNumber(fullName, o),
    ],
    ['Soul Urge', Y_RULE[options.yRule], profile.soulUrge, (o) => soulUrgeNumber(fullName, o)],
    ['Personality', 'consonants', profile.personality, (o) => personalityNumber(fullName, o)],
  ];
  const changed: string[] = [];
  for (const [label, letters, r, again] of nameNumbers) {
    lines.push(
      `${label} (${letters}): ${listJoin(r.parts.map((p) => `${p.label} ${p.chain}`))}, then ${r.chain}.${label === 'Soul Urge' ? yWorking(fullName, options) : ''}`,
    );
    const alternative = again({ ...options, nameMethod: otherNameMethod });
    // Say what changes: the number, the debt, or both.
    const debtNote =
      alternative.karmicDebt === r.karmicDebt
        ? ''
        : !alternative.karmicDebt
          ? ` (without the ${r.karmicDebt})`
          : r.karmicDebt
            ? ` (through ${alternative.karmicDebt} instead of ${r.karmicDebt})`
            : ` (through ${alternative.karmicDebt})`;
    if (alternative.value !== r.value || debtNote) changed.push(`${label} ${alternative.chain}${debtNote}`);
  }
  if (shortened < 2) lines.push(NAME_NOTE);
  if (changed.length > 0 && !withoutOtherNameMethod)
    lines.push(
      options.nameMethod === 'perName'
        ? `Adding all the letters at once would give ${listJoin(changed)}; this reading keeps Decoz's name-by-name sums, each name being a number in its own right.`
        : `Reducing each name first would give ${listJoin(changed)}.`,
    );
  const debtList = [...debts].map(
    ([debt, places]) => `${debt} in your ${listJoin(places.map((p) => PLACE_LABEL[p]))}`,
  );
  lines.push(
    `${KARMIC_RULE} Yours are the day, ${profile.birthday.chain}; the date, ${totalOf(lifePath)}; and the name numbers, ${listJoin([profile.destiny, profile.soulUrge, profile.personality].map(totalOf))}. ${debtList.length > 0 ? `So your ${debtList.length === 1 ? 'one debt is' : 'debts are'} ${listJoin(debtList)}.` : 'None of them passes through a debt.'}`,
  );
  if (personalYear) lines.push(`Personal Year ${year}, every part reduced: ${dateSteps(personalYear)}.`);
  // The master rule is said where a master number appears somewhere in the sums shown.
  // It says which of the person's five numbers are master numbers, if any.
  if (lines.some((line) => /\b(?:11|22|33)\b/.test(line))) {
    const five: [Place, NumberResult][] = [
      ['lifePath', lifePath],
      ['destiny', profile.destiny],
      ['soulUrge', profile.soulUrge],
      ['personality', profile.personality],
      ['birthday', profile.birthday],
    ];
    const masters = five.filter(([, r]) => r.master).map(([p, r]) => `${PLACE_LABEL[p]} ${shown(r)}`);
    lines.unshift(
      `${MASTER_RULE} ${masters.length > 0 ? `Yours: ${listJoin(masters)}.` : 'None of your own five numbers is a master number.'}`,
    );
  }
  // Paragraphs, not a list: the life path page shows each line of the text as a paragraph.
  return lines.join('\n\n');
}
