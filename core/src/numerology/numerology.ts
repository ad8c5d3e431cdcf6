// Pythagorean numerology after Hans Decoz: Life Path from the birth date, Destiny (Expression)
// from the full birth name, Soul Urge from its vowels. Sources disagree on a few conventions, so
// each is an option; the defaults are Decoz's. Every number carries its reduction chain so a
// user can check the arithmetic.
import { InputError } from '../readings/errors';

export const MASTER_NUMBERS = [11, 22, 33] as const;
/** Totals that carry a karmic debt when a number passes through them on its way down (Decoz). */
export const KARMIC_DEBTS = [13, 14, 16, 19] as const;
export type KarmicDebt = (typeof KARMIC_DEBTS)[number];
export type CoreNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;
export const CORE_NUMBERS: readonly CoreNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];

export interface NumerologyOptions {
  /**
   * components: month, day and year each reduced (masters kept), then summed (Decoz).
   * componentsFlattened: each part reduced to one digit first, masters kept only at the end.
   * allDigits: every digit of the date summed at once.
   */
  lifePathMethod?: 'components' | 'componentsFlattened' | 'allDigits';
  /** Reduce each name separately (Decoz) or sum all letters of the full name at once. */
  nameMethod?: 'perName' | 'allLetters';
  /** Y as a vowel when it sounds as one (Decoz), never, or always. */
  yRule?: 'sound' | 'never' | 'always';
  /** Keep 11, 22 and 33 unreduced (default) or reduce everything to 1-9. */
  masters?: boolean;
}

const DEFAULTS: Required<NumerologyOptions> = {
  lifePathMethod: 'components',
  nameMethod: 'perName',
  yRule: 'sound',
  masters: true,
};

/** Defaults filled in; an option passed as undefined counts as not given. */
export function resolveOptions(options: NumerologyOptions = {}): Required<NumerologyOptions> {
  return {
    lifePathMethod: options.lifePathMethod ?? DEFAULTS.lifePathMethod,
    nameMethod: options.nameMethod ?? DEFAULTS.nameMethod,
    yRule: options.yRule ?? DEFAULTS.yRule,
    masters: options.masters ?? DEFAULTS.masters,
  };
}

export interface NumberResult {
  value: CoreNumber;
  /** The single digit a master number further reduces to (11 -> 2); equals value otherwise. */
  root: number;
  master: boolean;
  /** Human-readable arithmetic, e.g. "5 + 5 + 1 = 11" or "29 -> 11/2". */
  chain: string;
  /** Sub-results: the date parts for Life Path, each name for the name numbers. */
  parts: { label: string; sum: number; value: number; chain: string }[];
  /** 13, 14, 16 or 19 when the unreduced total passes through one of them (16 -> 7). */
  karmicDebt?: KarmicDebt;
}

export interface NumerologyProfile {
  name: string;
  birthDate: string;
  lifePath: NumberResult;
  /** Also called Expression. */
  destiny: NumberResult;
  /** Also called Heart's Desire. */
  soulUrge: NumberResult;
  /** Consonants: how others read you before they know you. */
  personality: NumberResult;
  /** The day of the month, reduced, 11 and 22 kept. Readings stored before it was added lack it. */
  birthday?: NumberResult;
  options: Required<NumerologyOptions>;
}

const LETTER_VALUES: Record<string, number> = {};
['AJS', 'BKT', 'CLU', 'DMV', 'ENW', 'FOX', 'GPY', 'HQZ', 'IR'].forEach((group, i) => {
  for (const ch of group) LETTER_VALUES[ch] = i + 1;
});

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

// Letters that Unicode decomposition does not reduce to A-Z.
const FOLD: Record<string, string> = {
  ß: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Ø: 'O',
  ø: 'O',
  Œ: 'OE',
  œ: 'OE',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
};

/** Splits a full name into names of A-Z letters: accents folded, spaces and hyphens separate. */
export function normaliseName(fullName: string): string[] {
  const folded = [...fullName].map((ch) => FOLD[ch] ?? ch).join('');
  return folded
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[\s\-\u2010-\u2015]+/u)
    .map((part) => part.replace(/[^A-Z]/g, ''))
    .filter((part) => part.length > 0);
}

// Apostrophes, hyphens (any dash), dots and spaces may join names; they carry no value.
const NAME_JOINERS = "\\s'\u2019.\\-\u2010-\u2015";
const NOT_NAME_CHARACTER = new RegExp(`[^\\p{L}${NAME_JOINERS}]`, 'u');
const NOT_LATIN = new RegExp(`[^A-Za-z${NAME_JOINERS}]`, 'u');

/**
 * Why a typed name cannot be read letter by letter, or null. A digit or a symbol has no value in
 * this system and would silently drop out of the sums ("Nora 2" would be read as "Nora"), and so
 * would a letter outside the Latin alphabet, so both are refused rather than ignored.
 */
export function numerologyNameProblem(
  name: string,
  field: string,
): { code: 'invalid_value' | 'no_letters'; message: string } | null {
  const folded = [...name]
    .map((ch) => FOLD[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  if (NOT_NAME_CHARACTER.test(folded))
    return {
      code: 'invalid_value',
      message: `${field} may contain only letters, spaces, hyphens and apostrophes: numerology counts letters, not digits or symbols`,
    };
  if (NOT_LATIN.test(folded))
    return { code: 'no_letters', message: `${field} must be written in Latin letters for numerology` };
  return null;
}

function digitSum(n: number): number {
  let s = 0;
  for (const d of String(n)) s += Number(d);
  return s;
}

function isMaster(n: number, masters: boolean): boolean {
  return masters && (MASTER_NUMBERS as readonly number[]).includes(n);
}

/** Reduces n to one digit or a master number; returns every intermediate value. */
function reduceSteps(n: number, masters: boolean): number[] {
  const steps = [n];
  let x = n;
  while (x > 9 && !isMaster(x, masters)) {
    x = digitSum(x);
    steps.push(x);
  }
  return steps;
}

/** "29 -> 11/2", "1992 -> 21 -> 3", "7". A master shows its root after a slash. */
function chainText(steps: number[]): string {
  const last = steps[steps.length - 1]!;
  const tail = last > 9 ? `${last}/${reduceSteps(last, false).at(-1)!}` : String(last);
  return [...steps.slice(0, -1).map(String), tail].join(' -> ');
}

function result(sum: number, masters: boolean, prefix: string, parts: NumberResult['parts']): NumberResult {
  const steps = reduceSteps(sum, masters);
  const value = steps[steps.length - 1]! as CoreNumber;
  const root = reduceSteps(value, false).at(-1)!;
  const chain = prefix ? `${prefix} = ${chainText(steps)}` : chainText(steps);
  const karmicDebt = steps.find((s): s is KarmicDebt => (KARMIC_DEBTS as readonly number[]).includes(s));
  return { value, root, master: value > 9, chain, parts, ...(karmicDebt ? { karmicDebt } : {}) };
}

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** Parses YYYY-MM-DD and rejects dates that do not exist (1990-02-30). */
export function parseBirthDate(date: string, field = 'birthDate'): BirthDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!m) throw new InputError(field, 'invalid_date', `${field} must be a date as YYYY-MM-DD`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1 ||
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    throw new InputError(field, 'invalid_date', `${field} ${date} is not a real calendar date`);
  }
  return { year, month, day };
}

export function lifePath(date: string, options: NumerologyOptions = {}): NumberResult {
  return dateNumber(parseBirthDate(date), resolveOptions(options));
}

/** Month, day and year reduced by the chosen method: the Life Path, or with this year a Personal Year. */
function dateNumber({ year, month, day }: BirthDate, o: Required<NumerologyOptions>): NumberResult {
  if (o.lifePathMethod === 'allDigits') {
    const digits = `${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${year}`
      .split('')
      .map(Number);
    const sum = digits.reduce((a, b) => a + b, 0);
    return result(sum, o.masters, digits.filter((d) => d > 0).join(' + '), []);
  }
  const keepInParts = o.masters && o.lifePathMethod === 'components';
  const parts = (
    [
      ['month', month],
      ['day', day],
      ['year', year],
    ] as const
  ).map(([label, n]) => {
    const steps = reduceSteps(n, keepInParts);
    return { label, sum: n, value: steps.at(-1)!, chain: chainText(steps) };
  });
  const sum = parts.reduce((a, p) => a + p.value, 0);
  return result(sum, o.masters, parts.map((p) => p.value).join(' + '), parts);
}

/** The day of birth on its own, reduced; a day of 11 or 22 stays whole. */
export function birthdayNumber(date: string, options: NumerologyOptions = {}): NumberResult {
  return result(parseBirthDate(date).day, resolveOptions(options).masters, '', []);
}

/**
 * The Personal Year for a calendar year: birth month and day with that year, each part and the sum
 * reduced to one digit. The nine-year cycle has no place for a master number (Decoz reduces them
 * in every cycle), so 11 and 22 become 2 and 4 here whatever the options say.
 */
export function personalYear(birthDate: string, year: number, options: NumerologyOptions = {}): NumberResult {
  const { month, day } = parseBirthDate(birthDate);
  // A passing cycle is not read for karmic debts (KARMIC_RULE), so its sum carries none.
  const { karmicDebt: _passing, ...cycle } = dateNumber(
    { year, month, day },
    { ...resolveOptions(options), masters: false },
  );
  return cycle;
}

/**
 * The Maturity number: the Life Path and the Destiny as found (master numbers kept) added and
 * reduced, masters kept. A sum passing through 13, 14, 16 or 19 carries that debt, as the five
 * numbers' totals do (review x: a numerologist flags a Maturity 14/5 as a Destiny 14/5 is flagged).
 */
export function maturity(
  lifePath: NumberResult,
  destiny: NumberResult,
  options: NumerologyOptions = {},
): NumberResult {
  return result(
    lifePath.value + destiny.value,
    resolveOptions(options).masters,
    `${lifePath.value} + ${destiny.value}`,
    [],
  );
}

/** Y is a vowel unless it follows a vowel (Murray) or opens a name before a vowel (Yolanda). */
function yIsVowel(name: string, i: number, rule: Required<NumerologyOptions>['yRule']): boolean {
  if (rule !== 'sound') return rule === 'always';
  const prev = name[i - 1];
  const next = name[i + 1];
  if (prev !== undefined && VOWELS.has(prev)) return false;
  if (i === 0 && next !== undefined && VOWELS.has(next)) return false;
  return true;
}

/** Each Y of a full name and how the Y rule counted it, with the letter that decided it. */
export function yLetters(
  fullName: string,
  options: NumerologyOptions = {},
): { name: string; vowel: boolean; reason: 'afterVowel' | 'beforeVowel' | 'sound' | 'rule' }[] {
  const rule = resolveOptions(options).yRule;
  const found: ReturnType<typeof yLetters> = [];
  for (const name of normaliseName(fullName))
    for (let i = 0; i < name.length; i++) {
      if (name[i] !== 'Y') continue;
      const vowel = yIsVowel(name, i, rule);
      const prev = name[i - 1];
      const reason =
        rule !== 'sound'
          ? 'rule'
          : prev !== undefined && VOWELS.has(prev)
            ? 'afterVowel'
            : vowel
              ? 'sound'
              : 'beforeVowel';
      found.push({ name, vowel, reason });
    }
  return found;
}

type LetterFilter = 'all' | 'vowels' | 'consonants';

function nameNumber(names: string[], filter: LetterFilter, o: Required<NumerologyOptions>): NumberResult {
  const parts = names.map((name) => {
    let sum = 0;
    for (let i = 0; i < name.length; i++) {
      const ch = name[i]!;
      const vowel = VOWELS.has(ch) || (ch === 'Y' && yIsVowel(name, i, o.yRule));
      if (filter === 'all' || (filter === 'vowels') === vowel) sum += LETTER_VALUES[ch]!;
    }
    const steps = reduceSteps(sum, o.masters);
    return { label: name, sum, value: steps.at(-1)!, chain: sum === 0 ? '0' : chainText(steps) };
  });
  if (parts.every((p) => p.sum === 0)) {
    const what = filter === 'vowels' ? 'a vowel' : 'a consonant';
    throw new InputError('name', 'invalid_value', `name needs ${what} for this number`);
  }
  if (o.nameMethod === 'allLetters') {
    const total = parts.reduce((a, p) => a + p.sum, 0);
    return result(total, o.masters, parts.map((p) => p.sum).join(' + '), parts);
  }
  const total = parts.reduce((a, p) => a + p.value, 0);
  return result(total, o.masters, parts.map((p) => p.value).join(' + '), parts);
}

function namesOf(fullName: string, field: string): string[] {
  if (fullName.trim() === '') throw new InputError(field, 'required', `${field} is required`);
  const names = normaliseName(fullName);
  if (names.length === 0) throw new InputError(field, 'no_letters', `${field} must contain letters`);
  return names;
}

export function destiny(fullName: string, options: NumerologyOptions = {}): NumberResult {
  return nameNumber(namesOf(fullName, 'name'), 'all', resolveOptions(options));
}

export function soulUrge(fullName: string, options: NumerologyOptions = {}): NumberResult {
  return nameNumber(namesOf(fullName, 'name'), 'vowels', resolveOptions(options));
}

export function personality(fullName: string, options: NumerologyOptions = {}): NumberResult {
  return nameNumber(namesOf(fullName, 'name'), 'consonants', resolveOptions(options));
}

/** All numbers for a full birth name and a YYYY-MM-DD date. */
export function numerologyProfile(
  fullName: string,
  birthDate: string,
  options: NumerologyOptions = {},
): Required<NumerologyProfile> {
  const o = resolveOptions(options);
  return {
    name: fullName.trim(),
    birthDate: birthDate.trim(),
    lifePath: lifePath(birthDate, o),
    destiny: destiny(fullName, o),
    soulUrge: soulUrge(fullName, o),
    personality: personality(fullName, o),
    birthday: birthdayNumber(birthDate, o),
    options: o,
  };
}

/**
 * Karmic Lessons (Decoz): the numbers 1 to 9 that no letter of the full name carries, in order.
 * Only the letters count, so the Y rule plays no part.
 */
export function karmicLessons(fullName: string): number[] {
  const present = new Set(
    namesOf(fullName, 'name').flatMap((name) => [...name].map((ch) => LETTER_VALUES[ch]!)),
  );
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => !present.has(n));
}

export interface Pinnacle {
  /** The sum, its reduction and the number: "5 + 5 = 10 -> 1". */
  result: NumberResult;
  /** The age it begins at (0 for the first) and the age it ends at (null: the rest of life). */
  from: number;
  to: number | null;
}

/**
 * The four Pinnacles (Decoz): month, day and year each reduced to one digit; the first is month +
 * day, the second day + year, the third the first two added as found, the fourth month + year, each
 * reduced with 11 and 22 kept. The first ends at 36 less the Life Path brought to one digit, and
 * the second and third last nine years each. A Pinnacle is a period, not a place where debts are
 * read (KARMIC_RULE), so it carries none.
 */
export function pinnacles(birthDate: string, options: NumerologyOptions = {}): Pinnacle[] {
  const o = resolveOptions(options);
  const { month, day, year } = parseBirthDate(birthDate);
  const [m, d, y] = [month, day, year].map((n) => reduceSteps(n, false).at(-1)!) as [number, number, number];
  const sum = (a: number, b: number): NumberResult => {
    const { karmicDebt: _notRead, ...r } = result(a + b, o.masters, `${a} + ${b}`, []);
    return r;
  };
  const first = sum(m, d);
  const second = sum(d, y);
  const end = 36 - lifePath(birthDate, o).root;
  return [
    { result: first, from: 0, to: end },
    { result: second, from: end, to: end + 9 },
    { result: sum(first.value, second.value), from: end + 9, to: end + 18 },
    { result: sum(m, y), from: end + 18, to: null },
  ];
}

export interface Challenge {
  /** 0 to 8; 0 is the challenge of choice. */
  value: number;
  /** The difference as found: "|5 - 5| = 0". */
  chain: string;
}

/**
 * The four Challenges (Decoz): month, day and year each reduced to one digit (no master numbers);
 * the first is the difference of month and day, the second of day and year, the third of the
 * first two, the fourth of month and year. A difference of two single digits is itself a single
 * digit, 0 to 8, so nothing is reduced further; 0 is the challenge of choice. The Challenges run
 * alongside the Pinnacles: the first and second with the first and second Pinnacle, the third,
 * the main one, through the whole life and above all the third Pinnacle, the fourth with the last.
 */
export function challenges(birthDate: string): Challenge[] {
  const { month, day, year } = parseBirthDate(birthDate);
  const [m, d, y] = [month, day, year].map((n) => reduceSteps(n, false).at(-1)!) as [number, number, number];
  const diff = (a: number, b: number): Challenge => ({
    value: Math.abs(a - b),
    chain: `|${a} - ${b}| = ${Math.abs(a - b)}`,
  });
  const first = diff(m, d);
  const second = diff(d, y);
  return [first, second, diff(first.value, second.value), diff(m, y)];
}
