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
  type KarmicDebt,
  type NumberResult,
  type NumerologyOptions,
} from '../numerology/numerology';
import {
  BIRTHDAY_TEXT,
  KARMIC_DEBT_TEXT,
  MASTER_RULE,
  INDEPENDENT_NEED,
  MIXED_TEMPERAMENTS,
  NUMBER_TEXT,
  PERSONAL_YEAR_TEXT,
  SAME_TEMPERAMENT,
  TEMPERAMENT_NAME,
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
  components:
    "Hans Decoz's components method, which reduces month, day and year separately and keeps a master number in any of them",
  componentsFlattened: 'flattening each part of the date to a single digit before adding',
  allDigits: 'adding every digit of the date at once',
};

const METHOD_WORDS: Record<Required<NumerologyOptions>['lifePathMethod'], string> = {
  components: 'reducing each part of the date on its own and keeping a master number in any of them',
  componentsFlattened: 'flattening each part of the date to a single digit before adding',
  allDigits: 'adding every digit of the date at once',
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

/** The Birthday number: the day itself, reduced, and the talent it adds. */
export function birthdaySection(day: number, r: NumberResult): string {
  const value = r.value as keyof typeof BIRTHDAY_TEXT;
  const how =
    day < 10
      ? `Your day of birth is the ${dayOrdinal(day)}, so your Birthday number is ${day}.`
      : r.master && r.value === day
        ? `Your day of birth, the ${dayOrdinal(day)}, is a master number, so your Birthday number stays ${shown(r)}.`
        : `Your day of birth, the ${dayOrdinal(day)}, reduces to a Birthday number of ${shown(r)}.`;
  return `### Birthday ${shown(r)}\n\n${how} ${BIRTHDAY_TEXT[value]}`;
}

/**
 * Three or more karmic debts in one paragraph: where each sits, then each lesson, so the reader
 * meets them as one theme rather than as a run of separate warnings.
 */
export function karmicDebtsTogether(
  debts: Map<KarmicDebt, NumberRole[]>,
  birthdayDebt: KarmicDebt | undefined,
): string {
  const where = [...debts].map(([debt, roles]) => {
    const places = [
      ...roles.map((role) => `your ${ROLE_LABEL[role]}`),
      ...(birthdayDebt === debt ? ['your day of birth'] : []),
    ];
    return `${debt} in ${listJoin(places)}`;
  });
  const lessons = [...debts.keys()].map((debt) => KARMIC_DEBT_TEXT[debt]);
  return `### Karmic Debts\n\n${capitalise(cardinal(debts.size))} karmic debts sit in your numbers: ${listJoin(where)}. Read together they describe one demanding apprenticeship. ${lessons.join(' ')}`;
}

/** How Life Path and Destiny meet: the same number, the same temperament, or a pull between two. */
export function pairingText(lifePath: NumberResult, destiny: NumberResult): string {
  const lp = NUMBER_TEXT[lifePath.value];
  const de = NUMBER_TEXT[destiny.value];
  const lpLabel = `Life Path ${lifePath.value}`;
  const deLabel = `Destiny ${destiny.value}`;
  if (lifePath.value === destiny.value)
    return `Both are ${lifePath.value}: road and abilities are one, so the pull toward ${lp.drive} is not one theme among several but the centre of your life. The risk is having no counterweight, so the trap described under your Life Path deserves double attention.`;
  if (lp.temperament === de.temperament)
    return `${lpLabel} is about ${lp.drive}; ${deLabel} is about ${de.drive}. ${SAME_TEMPERAMENT[lp.temperament]}`;
  const key = `${lp.temperament}>${de.temperament}` as keyof typeof MIXED_TEMPERAMENTS;
  const independent = lp.temperament === 'mind' ? lifePath.root : destiny.root;
  const need = INDEPENDENT_NEED[independent] ?? 'room of your own';
  return `These two pull against each other: ${lpLabel}, ${TEMPERAMENT_NAME[lp.temperament]}, wants ${lp.drive}, while ${deLabel}, ${TEMPERAMENT_NAME[de.temperament]}, wants ${de.drive}. ${MIXED_TEMPERAMENTS[key].replace('{need}', need)}`;
}

/** Inner wish against first impression: whether strangers read you the way you are inside. */
function innerAndOuter(soulUrge: NumberResult, personality: NumberResult): string {
  const su = NUMBER_TEXT[soulUrge.value];
  const pe = NUMBER_TEXT[personality.value];
  const lead = `Beneath the two lead numbers, Soul Urge ${soulUrge.value} is what you want in private and Personality ${personality.value} is how strangers first see you.`;
  if (soulUrge.value === personality.value)
    return `${lead} Both are ${soulUrge.value}, so what people see in you at first is what you are.`;
  if (su.temperament === pe.temperament)
    return `${lead} The two are of one temperament, so what people see in you at first is close to what you are.`;
  return `${lead} They differ: people meet ${pe.title} first, while in private you are closer to ${su.title}, so those who know you only a little may misjudge what matters to you.`;
}

/** The year ahead: this calendar year's Personal Year, and the next. */
export function personalYearSection(who: string, year: number, r: NumberResult, next: NumberResult): string {
  return `### Personal Year ${shown(r)} in ${year}\n\n${who}, from January to December ${year} you are in Personal Year ${shown(r)}. ${PERSONAL_YEAR_TEXT[r.value as keyof typeof PERSONAL_YEAR_TEXT]} In ${year + 1} you move into Personal Year ${shown(next)}.`;
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
  const debts = new Map<KarmicDebt, NumberRole[]>();
  for (const [role, r] of roles) {
    if (r.karmicDebt) debts.set(r.karmicDebt, [...(debts.get(r.karmicDebt) ?? []), role]);
  }
  if (birthday.karmicDebt && !debts.has(birthday.karmicDebt)) debts.set(birthday.karmicDebt, []);

  const overview = [
    `${who}, your Life Path number is ${shown(lifePath)}${lifePath.master ? ', a master number' : ''}, worked out from your birth date, ${born}: it is the road your life keeps returning you to. Your Destiny number, ${shown(destiny)}${destiny.master ? `, ${lifePath.master ? 'also ' : ''}a master number` : ''}, comes from the letters of your full name and names the abilities you bring to that road.`,
    pairingText(lifePath, destiny),
  ];
  const caution: string[] = [];
  if (methodsDisagree) {
    // Say how many of the other methods differ, and by name when only one does.
    const differing = otherMethods.filter((m) => m.result.value !== lifePath.value);
    const values = [...new Set(differing.map((m) => m.result.value))];
    const otherSay =
      differing.length === 1
        ? `one other common method, ${METHOD_WORDS[differing[0]!.method]}, gives ${differing[0]!.result.value}`
        : values.length === 1
          ? `both other common methods give ${values[0]}`
          : `the other common methods give ${listJoin(differing.map((m) => `${m.result.value} (${METHOD_WORDS[m.method]})`))}`;
    caution.push(
      `Your Life Path is ${lifePath.value} by the method this reading follows, but ${otherSay}; the last section shows each sum and why we follow this one.`,
    );
  }
  const headlineDebts = roles
    .slice(0, 2)
    .filter(([, r]) => r.karmicDebt)
    .map(([role, r]) => `your ${ROLE_LABEL[role]} carries Karmic Debt ${r.karmicDebt}`);
  if (headlineDebts.length > 0)
    caution.push(`${capitalise(listJoin(headlineDebts))}, a lesson explained with the numbers below.`);
  // What qualifies the two lead numbers comes with them, before the private and outer numbers.
  if (caution.length > 0) overview.push(caution.join(' '));
  overview.push(innerAndOuter(soulUrge, personality));

  // A karmic debt is read inside the number it sits in; three or more are read together, once.
  const together = debts.size >= 3;
  const told = new Set<KarmicDebt>();
  const debtNote = (debt: KarmicDebt | undefined, lead: string): string => {
    if (!debt || together) return '';
    if (told.has(debt)) return ` ${lead} ${debt} as well, the same lesson as above.`;
    told.add(debt);
    return ` ${lead} ${debt}, a karmic debt. ${KARMIC_DEBT_TEXT[debt]}`;
  };
  const sections = roles.map(([role, r], i) => {
    // Soul Urge and Personality say when they repeat a number above; Destiny's match with the
    // Life Path is the overview's first theme already.
    const earlier =
      role === 'soulUrge' || role === 'personality'
        ? roles.slice(0, i).find(([, e]) => e.value === r.value)
        : undefined;
    return `${numberSection(role, r, earlier ? earlier[0] : null)}${debtNote(r.karmicDebt, 'Its total passes through')}`;
  });
  sections.push(`${birthdaySection(day, birthday)}${debtNote(birthday.karmicDebt, 'The day itself is')}`);
  if (together) sections.push(karmicDebtsTogether(debts, birthday.karmicDebt));

  const markdown = [
    `# ${title}`,
    `## Overview\n\n${overview.join('\n\n')}`,
    `## Your Numbers\n\n${sections.join('\n\n')}`,
    `## The Year Ahead\n\n${personalYearSection(who, year, personalYear, nextYear)}`,
    `## How These Numbers Were Found\n\n${method(fullName, profile, byMethod, methodsDisagree, debts, birthday.karmicDebt, year, personalYear)}`,
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
  debts: Map<KarmicDebt, NumberRole[]>,
  birthdayDebt: KarmicDebt | undefined,
  year: number,
  personalYear: NumberResult,
): string {
  const { lifePath, options } = profile;
  const dateSteps = (r: NumberResult) =>
    r.parts.length > 0
      ? `${listJoin(r.parts.map((p) => `${p.label} ${p.chain}`))}, then ${r.chain}`
      : r.chain;
  const lines = [
    'Letters take their Pythagorean values: A, J, S = 1; B, K, T = 2; C, L, U = 3; D, M, V = 4; E, N, W = 5; F, O, X = 6; G, P, Y = 7; H, Q, Z = 8; I, R = 9. Accents are dropped, and each name is reduced on its own before the names are added.',
    MASTER_RULE,
    `Life Path, by ${METHOD_NAME[options.lifePathMethod]}: ${dateSteps(lifePath)}.`,
  ];
  const others = byMethod.filter((m) => m.method !== options.lifePathMethod);
  if (methodsDisagree) {
    lines.push(
      `The methods disagree here. ${capitalise(listJoin(others.map((m) => `${METHOD_WORDS[m.method]} gives ${m.result.chain}`)))}. ` +
        (options.lifePathMethod === 'components'
          ? `This reading follows the components method because the month, the day and the year are separate parts of the date, each a number in its own right: a part that comes to a master number keeps it, and a master number counts only where a part or the sum of the parts reaches one, not where a run of loose digits happens to. All three methods agree on the root, ${lifePath.root}, so they differ only on whether your Life Path carries a master number's intensity.`
          : `This reading follows the method chosen for it; all three agree on the root, ${lifePath.root}.`),
    );
  } else {
    lines.push(
      `The other common methods, ${listJoin(others.map((m) => METHOD_WORDS[m.method]))}, give the same answer.`,
    );
  }
  const otherNameMethod = options.nameMethod === 'perName' ? 'allLetters' : 'perName';
  const nameNumbers: [string, string, NumberResult, (o: NumerologyOptions) => NumberResult][] = [
    ['Destiny', 'all letters', profile.destiny, (o) => destinyNumber(fullName, o)],
    [
      'Soul Urge',
      'vowels, with Y counted as a vowel when it sounds as one',
      profile.soulUrge,
      (o) => soulUrgeNumber(fullName, o),
    ],
    ['Personality', 'consonants', profile.personality, (o) => personalityNumber(fullName, o)],
  ];
  const changed: string[] = [];
  for (const [label, letters, r, again] of nameNumbers) {
    lines.push(
      `${label} (${letters}): ${listJoin(r.parts.map((p) => `${p.label} ${p.chain}`))}, then ${r.chain}.`,
    );
    const alternative = again({ ...options, nameMethod: otherNameMethod });
    if (alternative.value !== r.value) changed.push(`${label} ${alternative.chain}`);
  }
  if (changed.length > 0)
    lines.push(
      options.nameMethod === 'perName'
        ? `Adding all the letters at once instead of name by name would give ${listJoin(changed)}; the two ways always agree on the root, and this reading keeps Decoz's name-by-name sums, in which each name counts as a number of its own.`
        : `Reducing each name first would give ${listJoin(changed)}.`,
    );
  lines.push(`Birthday: the day of birth, ${profile.birthday.chain}.`);
  const debtList = [...debts].map(
    ([debt, where]) =>
      `${debt} in ${listJoin([...where.map((role) => `the ${ROLE_LABEL[role]}`), ...(birthdayDebt === debt ? ['the day of birth'] : [])])}`,
  );
  lines.push(
    `Karmic debt: a Life Path, name number or birth day whose unreduced total passes through 13, 14, 16 or 19, in the method followed here; ${debtList.length > 0 ? `found: ${listJoin(debtList)}` : 'none occurs in your numbers'}.`,
  );
  lines.push(
    `Personal Year ${year}: your birth month and day with the year ${year}, with no master number kept: ${dateSteps(personalYear)}.`,
  );
  // Paragraphs, not a list: the life path page shows each line of the text as a paragraph.
  return lines.join('\n\n');
}
