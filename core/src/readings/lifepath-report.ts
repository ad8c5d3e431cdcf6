// The life path report, told as one story: how Life Path and Destiny pull together or against
// each other first, then each number in its role, then the year ahead, and last the arithmetic
// (with every method's answer where the methods disagree) for anyone who wants to check it.
import {
  destiny as destinyNumber,
  lifePath as lifePathNumber,
  numerologyNameProblem,
  numerologyProfile,
  parseBirthDate,
  personality as personalityNumber,
  personalYear as personalYearNumber,
  soulUrge as soulUrgeNumber,
  type CoreNumber,
  type KarmicDebt,
  type NumberResult,
  type NumerologyOptions,
} from '../numerology/numerology';
import {
  BIRTHDAY_TEXT,
  KARMIC_DEBT_TEXT,
  KARMIC_RULE,
  MASTER_RULE,
  NUMBER_TEXT,
  PAIR_TEXT,
  PERSONAL_YEAR_TEXT,
  SAME_PAIR_TEXT,
  pairKey,
  type NumberRole,
} from './content/numbers';
import { InputError } from './errors';
import { capitalise, cardinal, countWords, listJoin, neutralise } from './text';
import type { LifePathFacts, Reading } from './types';
import { checkName } from './validate';

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

/** One number in one role: its heading, what it means there, its gift and its trap. */
export function numberSection(role: NumberRole, r: NumberResult, repeats: NumberRole | null): string {
  const t = NUMBER_TEXT[r.value];
  const { meaning, gift, trap } = t[role];
  // Soul Urge against Personality is an overview theme already; other repeats are said here.
  const echo =
    repeats === null || (role === 'personality' && repeats === 'soulUrge')
      ? ''
      : role === 'personality'
        ? ` It repeats your ${ROLE_LABEL[repeats]} number, so ${repeats === 'lifePath' ? 'the road you are on' : 'what you can do'} shows from the first meeting.`
        : ` It repeats your ${ROLE_LABEL[repeats]} number, so your private wishes match what ${repeats === 'lifePath' ? 'your life asks of you' : 'you are equipped to do'}; that doubles the weight of this number, its trap included.`;
  return `### ${ROLE_LABEL[role]} ${shown(r)}: ${capitalise(t.title)}\n\n${meaning} ${gift} ${trap}${echo}`;
}

/** The Birthday number: what it is, how the day reduces, and the talent it adds. */
export function birthdaySection(day: number, r: NumberResult): string {
  const value = r.value as keyof typeof BIRTHDAY_TEXT;
  const how =
    day < 10
      ? `Your Birthday number is the day you were born, the ${dayOrdinal(day)}`
      : r.master && r.value === day
        ? `Your Birthday number is the day you were born, the ${dayOrdinal(day)}, kept whole as a master number`
        : `Your Birthday number is the day you were born, the ${dayOrdinal(day)}, reduced to ${shown(r)}`;
  return `### Birthday ${shown(r)}\n\n${how}, and names one talent you carry on your Life Path. ${BIRTHDAY_TEXT[value]}`;
}

/**
 * Three or more karmic debts in one section, after the numbers they sit in, so the reader meets
 * them as one theme rather than as a run of separate warnings; the overview has said where each sits.
 */
export function karmicDebtsTogether(debts: Map<KarmicDebt, string[]>): string {
  return `### Karmic Debts\n\n${[...debts.keys()].map((debt) => KARMIC_DEBT_TEXT[debt]).join(' ')}`;
}

/**
 * A number that comes up three or more times among the five is the reading's strongest theme,
 * whatever role holds it, so the overview names it before the pairings. Only the same number
 * counts: an 11 is read for inspiration, not for the partnership of its root 2.
 */
export function strongestTheme(numbers: [NumberRole | 'birthday', NumberResult][]): string {
  const byValue = new Map<CoreNumber, string[]>();
  for (const [role, r] of numbers) {
    const label = `${role === 'birthday' ? 'Birthday' : ROLE_LABEL[role]} ${shown(r)}`;
    byValue.set(r.value, [...(byValue.get(r.value) ?? []), label]);
  }
  const [value, where] = [...byValue].sort((x, y) => y[1].length - x[1].length)[0]!;
  if (where.length < 3) return '';
  const count =
    where.length === 5 ? 'all five of your numbers' : `${cardinal(where.length)} of your five numbers`;
  return ` The ${shown(numbers.find(([, r]) => r.value === value)![1])} comes up in ${count} (${listJoin(where)}), so its theme, ${NUMBER_TEXT[value].drive}, is the strongest in this reading.`;
}

/** How two of a person's numbers meet, written for that pair of numbers. */
export function pairingText(a: NumberResult, b: NumberResult): string {
  return a.value === b.value ? SAME_PAIR_TEXT[a.value] : PAIR_TEXT[pairKey(a.value, b.value)]!;
}

/**
 * Inner wish against first impression, said in the overview only when the two agree, which is a
 * theme of the whole person; otherwise each is read beside the Life Path in its own section.
 */
function innerAndOuter(soulUrge: NumberResult, personality: NumberResult): string | null {
  if (soulUrge.value === personality.value)
    return `Your Soul Urge and your Personality are both ${shown(soulUrge)}, so what strangers see in you at first is what you want in private: people read you correctly from the start.`;
  if (soulUrge.root === personality.root)
    return `Your Soul Urge ${shown(soulUrge)} and Personality ${shown(personality)} share the root ${soulUrge.root}, so first impressions of you are close to the truth, only ${soulUrge.master ? 'quieter' : 'more intense'} than what you feel inside.`;
  return null;
}

/** The year ahead: what a Personal Year is, this calendar year's, and the next. */
export function personalYearSection(who: string, year: number, r: NumberResult, next: NumberResult): string {
  return `### Personal Year ${shown(r)} in ${year}\n\nYour Personal Year, your birth month and day added to the calendar year, moves one step each January through a cycle of nine. ${who}, for ${year} it comes to ${shown(r)}. ${PERSONAL_YEAR_TEXT[r.value as keyof typeof PERSONAL_YEAR_TEXT]} In ${year + 1} you move into Personal Year ${shown(next)}.`;
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
  const nextYear = personalYearNumber(profile.birthDate, year + 1, options);
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
  const debts = new Map<KarmicDebt, string[]>();
  const addDebt = (debt: KarmicDebt | undefined, place: string) => {
    if (debt) debts.set(debt, [...(debts.get(debt) ?? []), place]);
  };
  for (const [role, r] of roles) addDebt(r.karmicDebt, `your ${ROLE_LABEL[role]}`);
  addDebt(birthday.karmicDebt, 'your day of birth');

  const overview = [
    `${who}, your Life Path number is ${shown(lifePath)}${lifePath.master ? ', a master number' : ''}, worked out from your birth date, ${born}: it is the road your life keeps returning you to. Your Destiny number, ${shown(destiny)}${destiny.master ? `, ${lifePath.master ? 'also ' : ''}a master number` : ''}, comes from the letters of your full name and names the abilities you bring to that road.${strongestTheme([...roles, ['birthday', birthday]])}`,
    pairingText(lifePath, destiny),
  ];
  const caution: string[] = [];
  if (methodsDisagree) {
    // Say how many of the other methods differ, and by name when only one does.
    const differing = otherMethods.filter((m) => m.result.value !== lifePath.value);
    const values = [...new Set(differing.map((m) => shown(m.result)))];
    const otherSay =
      differing.length === 1
        ? `one other common method, ${METHOD_WORDS[differing[0]!.method]}, gives ${shown(differing[0]!.result)}`
        : values.length === 1
          ? `both other common methods give ${values[0]}`
          : `the other common methods give ${listJoin(differing.map((m) => `${shown(m.result)} (${METHOD_WORDS[m.method]})`))}`;
    caution.push(
      `Your Life Path is ${shown(lifePath)} by the method this reading follows, but ${otherSay}; the last section says why we follow it.`,
    );
  }
  if (debts.size > 0) {
    const where = [...debts].map(([debt, places]) => `${debt} in ${listJoin(places)}`);
    caution.push(
      debts.size === 1
        ? `Your numbers carry one karmic debt, ${where[0]}, read below with its number.`
        : `Your numbers carry ${cardinal(debts.size)} karmic debts, ${listJoin(where)}, ${debts.size >= 3 ? 'read together below' : 'each read below with its number'}.`,
    );
  }
  // What qualifies the two lead numbers comes with them, before the private and outer numbers.
  if (caution.length > 0) overview.push(caution.join(' '));
  const agreement = innerAndOuter(soulUrge, personality);
  if (agreement) overview.push(agreement);

  // A karmic debt is read inside the number it sits in; three or more are read together, once.
  const together = debts.size >= 3;
  const told = new Set<KarmicDebt>();
  const debtNote = (debt: KarmicDebt | undefined, lead: string): string => {
    if (!debt || together) return '';
    if (told.has(debt)) return ` ${lead} ${debt} as well, the same lesson as above.`;
    told.add(debt);
    return ` ${lead} ${debt}. ${KARMIC_DEBT_TEXT[debt]}`;
  };
  // Each number after the Destiny is also read beside the Life Path, once per pair of numbers:
  // a pair already read (Destiny and Soul Urge both 6 beside a Life Path 4) points back to it.
  const pairsTold = new Map<string, string[]>([[pairKey(lifePath.value, destiny.value), ['your Destiny']]]);
  const withLifePath = (r: NumberResult, label: string): string => {
    if (r.value === lifePath.value) return '';
    const key = pairKey(lifePath.value, r.value);
    const earlier = pairsTold.get(key);
    pairsTold.set(key, [...(earlier ?? []), `your ${label}`]);
    if (earlier)
      return `\n\nBeside your Life Path ${shown(lifePath)} it makes the same pair as ${listJoin(earlier)}, read above.`;
    return `\n\n**With your Life Path ${shown(lifePath)}.** ${pairingText(lifePath, r)}`;
  };
  const sections = roles.map(([role, r], i) => {
    // Soul Urge and Personality say when they repeat a number above; Destiny's match with the
    // Life Path is the overview's first theme already.
    const earlier =
      role === 'soulUrge' || role === 'personality'
        ? roles.slice(0, i).find(([, e]) => e.value === r.value)
        : undefined;
    const pair = role === 'soulUrge' || role === 'personality' ? withLifePath(r, ROLE_LABEL[role]) : '';
    return `${numberSection(role, r, earlier ? earlier[0] : null)}${debtNote(r.karmicDebt, 'Its total passes through')}${pair}`;
  });
  const birthdayPair =
    birthday.value === lifePath.value
      ? ` Your Life Path is ${shown(lifePath)} too, so this talent is exactly the one your road calls for.`
      : withLifePath(birthday, 'Birthday');
  sections.push(
    `${birthdaySection(day, birthday)}${debtNote(birthday.karmicDebt, 'The day itself is')}${birthdayPair}`,
  );
  if (together) sections.push(karmicDebtsTogether(debts));

  const markdown = [
    `# ${title}`,
    `## Overview\n\n${overview.join('\n\n')}`,
    `## Your Numbers\n\n${sections.join('\n\n')}`,
    `## The Year Ahead\n\n${personalYearSection(who, year, personalYear, nextYear)}`,
    `## How These Numbers Were Found\n\n${method(fullName, profile, byMethod, methodsDisagree, debts, year, personalYear)}`,
  ].join('\n\n');
  const facts: LifePathFacts = {
    firstName,
    lastName,
    birthDate: profile.birthDate,
    asOf,
    profile,
    personalYear: { year, result: personalYear },
  };
  return { kind: 'life-path', title, markdown, writer: 'composer', wordCount: countWords(markdown), facts };
}

/** The arithmetic, every step shown, with the other methods' answers where they differ. */
function method(
  fullName: string,
  profile: ReturnType<typeof numerologyProfile>,
  byMethod: { method: keyof typeof METHOD_WORDS; result: NumberResult }[],
  methodsDisagree: boolean,
  debts: Map<KarmicDebt, string[]>,
  year: number,
  personalYear: NumberResult,
): string {
  const { lifePath, options } = profile;
  const dateSteps = (r: NumberResult) =>
    r.parts.length > 0
      ? `${listJoin(r.parts.map((p) => `${p.label} ${p.chain}`))}, then ${r.chain}`
      : r.chain;
  const lines = [MASTER_RULE, `Life Path (${METHOD_NAME[options.lifePathMethod]}): ${dateSteps(lifePath)}.`];
  const others = byMethod.filter((m) => m.method !== options.lifePathMethod);
  if (methodsDisagree) {
    lines.push(
      `The methods disagree here: ${listJoin(others.filter((m) => m.result.value !== lifePath.value).map((m) => `${METHOD_WORDS[m.method]} gives ${m.result.chain}`))}. ` +
        (options.lifePathMethod === 'components'
          ? `We follow the components method: month, day and year are each a number in their own right, so a master number counts where a part or their sum reaches it, not where loose digits happen to; all three share the root ${lifePath.root}.`
          : `This reading follows the method chosen for it; all three agree on the root, ${lifePath.root}.`),
    );
  } else {
    lines.push(
      `The other common methods, ${listJoin(others.map((m) => METHOD_WORDS[m.method]))}, give the same Life Path.`,
    );
  }
  // Karmic debts follow the method like master numbers do; where another method's sum would
  // carry a different debt, or none, the reader sees both sums.
  const debtByMethod = others.filter((m) => m.result.karmicDebt !== lifePath.karmicDebt);
  if (debtByMethod.length > 0)
    lines.push(
      `Karmic debt depends on the method too: the sum this reading follows passes through ${lifePath.karmicDebt ?? 'none'}, while ${listJoin(
        debtByMethod.map((m) =>
          // A sum the disagreement above has shown already is named, not repeated.
          m.result.value !== lifePath.value
            ? `${METHOD_WORDS[m.method]} passes through ${m.result.karmicDebt ?? 'none'}`
            : `${METHOD_WORDS[m.method]} gives ${m.result.chain}`,
        ),
      )}, and only that sum is read for a debt.`,
    );
  const otherNameMethod = options.nameMethod === 'perName' ? 'allLetters' : 'perName';
  const nameNumbers: [string, string, NumberResult, (o: NumerologyOptions) => NumberResult][] = [
    [
      'Destiny',
      'all letters, A = 1 to I = 9 and again from J and S',
      profile.destiny,
      (o) => destinyNumber(fullName, o),
    ],
    ['Soul Urge', 'vowels, Y when it sounds as one', profile.soulUrge, (o) => soulUrgeNumber(fullName, o)],
    ['Personality', 'consonants', profile.personality, (o) => personalityNumber(fullName, o)],
  ];
  const changed: string[] = [];
  for (const [label, letters, r, again] of nameNumbers) {
    lines.push(
      `${label} (${letters}): ${listJoin(r.parts.map((p) => `${p.label} ${p.chain}`))}, then ${r.chain}.`,
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
  if (changed.length > 0)
    lines.push(
      options.nameMethod === 'perName'
        ? `Adding all the letters at once would give ${listJoin(changed)}; this reading keeps Decoz's name-by-name sums, as each name is a number in its own right.`
        : `Reducing each name first would give ${listJoin(changed)}.`,
    );
  const debtList = [...debts].map(([debt, places]) => `${debt} in ${listJoin(places)}`);
  lines.push(
    `${KARMIC_RULE} ${debtList.length > 0 ? `Found: ${listJoin(debtList)}.` : 'None occurs in your numbers.'}`,
  );
  lines.push(`Personal Year ${year}, every part reduced: ${dateSteps(personalYear)}.`);
  // Paragraphs, not a list: the life path page shows each line of the text as a paragraph.
  return lines.join('\n\n');
}
