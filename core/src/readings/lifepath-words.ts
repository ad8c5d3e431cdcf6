// Everything the life path report says in words that is not an authored table, one set per
// language (German in lifepath-de.ts): headings, labels, the fixed lines, and the sentences the
// composer fills, each built whole in its language so word order and case are that language's own.
import type { KarmicDebt, NumerologyOptions } from '../numerology/numerology';
import {
  DAY_PAIR_TEXT,
  KARMIC_CORE_ASK,
  KARMIC_LESSON_TEXT,
  PINNACLE_TEXT,
  type NumberRole,
  type Register,
} from './content/numbers';
import { capitalise, cardinal, listJoin } from './text';

export type Place = NumberRole | 'birthday';
export type LifePathMethod = Required<NumerologyOptions>['lifePathMethod'];

/** How another core number stands to the Life Path: the same number, the same root, the same group, opposed aims or apart. */
export type Relation = 'same' | 'root' | 'family' | 'opposed' | 'apart';

/**
 * When the Maturity number arrives and what it brings, by the client's age and the number itself
 * (review r32: "it comes into its own from about your forties" in six reports of six).
 */
function maturityTime(age: number, drive: string, value: number): string {
  const byAge =
    age < 30
      ? [
          `from your forties it turns you toward ${drive}`,
          `in midlife it asks for ${drive}`,
          `${drive} wait for your forties`,
        ]
      : age < 38
        ? [
            `around forty it turns you toward ${drive}`,
            `from forty on it asks for ${drive}`,
            `${drive} lead from about forty`,
          ]
        : age <= 50
          ? [
              `now it turns you toward ${drive}`,
              `at ${age} it asks for ${drive}`,
              `${drive} lead in these years`,
            ]
          : [
              `since midlife it has asked for ${drive}`,
              `since forty it has turned you toward ${drive}`,
              `${drive} have led since about forty`,
            ];
  return byAge[value % 3]!;
}

/**
 * What each root insists on, said only where two roots are opposed (review r32: "which pulls another
 * way" named no pull), so the roots the relation table opposes (1|2, 3|4, 4|5, 5|6, 3|7) need an aim.
 */
const ROOT_AIM: Record<number, string> = {
  1: 'need to go first on your own terms',
  2: 'need to move in step with someone else',
  3: 'need to be seen, heard and to play with ideas',
  4: 'need for routine, rules and finished work',
  5: 'need for change and an open door',
  6: 'need to stay and take care of your people',
  7: 'need to withdraw and study in quiet',
};

/**
 * What each group makes easy and what it makes hard, so a sentence that groups numbers ends in
 * what that means for the person (issue 27: "belongs to the 2-4-8 group" and nothing after it).
 */
const GROUP_EASE: Record<string, { easy: string; hard: string }> = {
  '1-5-7': { easy: 'independence', hard: 'dependence' },
  '2-4-8': { easy: 'patience', hard: 'sudden change' },
  '3-6-9': { easy: 'warmth', hard: 'detachment' },
};

/** A group's ease and difficulty, found by the digits its wording names ("the 2-4-8 group of …"). */
function easeOf(register: string): { easy: string; hard: string } {
  return GROUP_EASE[/\d-\d-\d/.exec(register)?.[0] ?? ''] ?? GROUP_EASE['2-4-8']!;
}

/** Numbers of another group than the road's: what that group makes easy and hard. */
const otherEase = (register: string) => {
  const { easy, hard } = easeOf(register);
  return `which makes ${easy} easy and ${hard} hard`;
};

/** The number the opening reads beside the road, and what it wants. */
export interface OpeningLink {
  /** Only the Soul Urge: it comes next after the Destiny in the order the numbers are read. */
  place: 'soulUrge';
  shown: string;
  relation: Relation;
  wants: string;
  group: string;
}

/** A number as the report names it ("33/6"), with whether it is a master number. */
export interface Shown {
  shown: string;
  master: boolean;
}

export interface LifePathWords {
  /** "22 May 1950". */
  longDate(year: number, month: number, day: number): string;
  listJoin(items: readonly string[]): string;
  cardinal(n: number): string;
  roleLabel: Record<NumberRole, string>;
  placeLabel: Record<Place, string>;
  /** The Maturity number as a place a karmic debt is found in. */
  maturityPlace: string;
  /** A part of a date sum ("month"), as the working shows it; a name stays as given. */
  partLabel(label: string): string;
  methodName: Record<LifePathMethod, string>;
  methodWords: Record<LifePathMethod, string>;
  /** A number's trap with the role's own way into it, so a report does not open four traps alike. */
  trap(text: string, roleIndex: number): string;
  headings: { overview: string; numbers: string; year: string; method: string; debts: string };
  sectionHeading(label: string, shown: string, title: string): string;
  birthdayHeading(shown: string): string;
  /** How the Birthday number comes from the day: `kind` says whether the day was kept or reduced. */
  birthdayHow(variant: number, day: number, shown: string, kind: 'single' | 'kept' | 'reduced'): string;
  birthdaySameAsLifePath(shown: string): string;
  /** The Birthday read as the day's talent put to work on the road, in words of that pairing. */
  dayOnRoad?(lifePath: number, birthday: number): string;
  nameNote: string;
  balance: readonly string[];
  shareRoot(items: readonly string[], root: number): string;
  comesUp(shown: string, times: number, places: readonly string[]): string;
  comeBack(count: number, root: number, items: readonly string[]): string;
  /** `roadRoot` is the root of a master Life Path, whose paragraph has already said what it asks. */
  mastersTheme(count: number, items: readonly string[], roots: readonly number[], roadRoot?: number): string;
  oneMaster(place: string, shown: string, value: number, name: string, root: number): string;
  /** `after`: a sentence said straight after the list, before the line on many debts. */
  debtsTheme(count: number, where: readonly string[], after?: string): string;
  /** `kept`: the date part this reading keeps whole, when the debt exists only because of it. */
  debtWhere(
    debt: KarmicDebt,
    root: number,
    places: readonly string[],
    kept?: { label: string; value: number } | null,
  ): string;
  /**
   * The debts in name numbers that only the name-by-name sums reach, said once after the list;
   * `place` is left out where the debt stands in that one number only.
   */
  debtsByNameOnly?(found: readonly { debt: KarmicDebt; place?: string }[]): string;
  innerSame: string;
  innerShare(quieter: boolean): string;
  /**
   * `keptWhole` names the master part the debt rests on ("ELENA’s 11") when reducing that part
   * would give no such debt, so the lesson is told as this method's, not as a fact of the name.
   */
  /** `keptWhole`: the names whose master number, kept whole, makes the debt ("ELENA's 11"). */
  debtFirst(
    place: Place,
    debt: KarmicDebt,
    keptWhole?: readonly { name: string; value: number }[],
    byNameOnly?: boolean,
  ): string;
  /** A debt the name's letters reach only when added all at once, which this reading's sums miss. */
  plainDebt?(place: Place, debt: KarmicDebt): string;
  debtAgain(place: Place, debt: KarmicDebt, byNameOnly?: boolean): string;
  /** A debt on the date that exists because a part was kept as a master number. */
  fromMaster(debt: KarmicDebt, label: string, sum: number, value: number): string;
  /**
   * The method section's one sentence on a debt that stands or falls with a part kept whole as a
   * master number: `own` is the debt the reading finds, `reduced` the one the sum with those parts
   * reduced passes through, `sum` that sum ("8 + 2 = 10 -> 1").
   */
  keptWholeDebt?(d: {
    number: string;
    parts: readonly { label: string; value: number; root: number }[];
    own?: KarmicDebt;
    reduced?: KarmicDebt;
    sum: string;
  }): string;
  pyHeading(shown: string, year: number): string;
  pyMasterRoot(py: number, value: number, root: number): string;
  pySameAsLifePath(py: number): string;
  pyStyle(lifePath: string, focus: string, style: string): string;
  pyRules: readonly ((year: number, shown: string) => string)[];
  pyTurns: readonly ((year: number, shown: string) => string)[];
  /** In the year's last two months: the year read is the one being finished, the next the one to plan by. */
  pyLate(year: number, next: number, shownNext: string): string;
  notLiving(maxAge: number, year: number): string;
  portraitLeads: readonly ((lifePath: string) => string)[];
  portraitLeadMaster(lead: string, name: string, root: number, register: string): string;
  portraitLeadPlain(lead: string, register: string): string;
  /** Said once, where any of the five is a master number: it is read as itself, in no family. */
  masterInFamily: string;
  /**
   * The method section shows only the sums a client can check, not the other methods' answers
   * (review r28: the method debates outweighed the reading).
   */
  sumsOnly?: true;
  /** The four other numbers all in one family that is not the road's. */
  portraitAllApart(named: string, register: string): string;
  portraitAllSame(named: string): string;
  /**
   * Some numbers share the road's family and some do not: `apartRegister` when the rest share one
   * family of their own.
   */
  portraitSome(
    same: { named: string; count: number },
    apart: { named: string; count: number },
    /** The rest's one family, else null. */
    apartRegister: string | null,
    balance: string,
    /** Which wording of the rest going their own ways (portraitApart). */
    apartWay: number,
    /** The road's family, so sharing it can say what it makes easy. */
    home?: string,
  ): string;
  /** With a master number set aside (read by its own theme): the plain numbers all in the road's family. */
  portraitSameOnly(named: string, count: number): string;
  /** With a master number set aside: none of the plain numbers in the road's family. */
  portraitApartOnly(
    named: string,
    count: number,
    register: string | null,
    apartWay: number,
    balance: string,
  ): string;
  /** The rest going their own ways, by whether there is more than one: several wordings. */
  portraitApart: readonly ((many: boolean) => string)[];
  /**
   * A closing sentence for one number's section, read against another of the person's numbers,
   * so a section is not word for word the same for everyone who shares the number.
   */
  sectionTie?(
    other: { place: Place; shown: string; drive: string },
    relation: Relation,
    /** The section's own number, so an agreement says what agrees with what. */
    own?: Place,
  ): string;
  portraitNone: readonly string[];
  maturityLeads: readonly ((shown: string) => string)[];
  /** The Maturity number as shown when its sum passes through a karmic debt, flagged as the five numbers' debts are. */
  maturityDebt?(debt: KarmicDebt, shown: string): string;
  /** `echo`: the core numbers the Maturity number repeats, so a repeat is named wherever it falls. */
  maturityWhen(
    age: number,
    drive: string,
    sameRoot: boolean,
    shown: string,
    echo: readonly string[],
    /** The Maturity number's own authored sentence, where the language has one (review r29). */
    authored?: string,
  ): string;
  title(name: string): string;
  openings: readonly ((who: string, born: string, lifePath: Shown, destiny: Shown) => string)[];
  tensionDestiny(lifePath: string, destiny: string): string;
  tensionRoot(lifePath: string, root: number, places: readonly string[]): string;
  withYour(label: string, shown: string): string;
  /**
   * A pairing's first sentence with each number named by its role ("the 2 of your heart"), unless
   * it names it already ("the 5 of your day"): the pair table is shared by every place, and read
   * under a Personality or a Soul Urge it said nothing of which number is the inner motive and
   * which the first impression (review x).
   */
  pairRoles?(text: string, ...numbers: { value: number; place: Place }[]): string;
  leapDay(living: boolean): string;
  /**
   * The Life Path's own paragraph where the ways of adding up the date part on a master number
   * (issue 27: Bartholomew Okafor's 33 stood unexplained while the other two ways give 6): this
   * reading's sum, the others' sums and numbers, why this reading keeps its own, and how to read
   * the other number (`reading`: NumbersContent.masterAsRoot or masterAlternative).
   */
  masterSplit(split: {
    own: { method: LifePathMethod; chain: string; value: number; master: boolean };
    /** The other methods that reach the reading's own number. */
    alike: readonly { method: LifePathMethod; chain: string }[];
    apart: { methods: readonly { method: LifePathMethod; chain: string }[]; value: number };
    root: number;
    reading: string;
  }): string;
  /**
   * A name number whose master number one way of adding the letters reaches and the other does not
   * (review d: BEATRICE HARROW's letters make 74 -> 11 at once, 9 + 11 = 20 -> 2 name by name): one
   * sentence in its section saying which this reading gives and why. `total` is the letters added
   * all at once.
   */
  nameMasterSplit?(split: {
    place: 'destiny' | 'soulUrge' | 'personality';
    own: 'perName' | 'allLetters';
    /** Whether this reading's own number is the master one. */
    ownMaster: boolean;
    master: number;
    plain: number;
    total: number;
    /** A second such number in the report: the reason has been given. */
    again: boolean;
  }): string;
  methodsAgree(items: readonly string[]): string;
  /** Leads NumbersContent.masterAlternative: the master another method reaches, read for `label`. */
  masterReading(label: string, master: number, root: number): string;
  lifePathLine(method: string, steps: string): string;
  /** "month 11, day 22 and year 1992 -> 21 -> 3, then 11 + 22 + 3 = 36 -> 9". */
  steps(parts: readonly string[], chain: string): string;
  debtGroups(
    groups: readonly { methods: readonly string[]; debt: KarmicDebt | undefined }[],
    ours: string,
    own: KarmicDebt,
  ): string;
  nameLabels: { destiny: string; soulUrge: string; personality: string };
  destinyLetters: string;
  consonants: string;
  yRule: Record<Required<NumerologyOptions>['yRule'], string>;
  /** `count`: how many of the name's Ys the rule counts this way, when more than one. */
  yVowel(name: string, count?: number): string;
  yAfterVowel(name: string, count?: number): string;
  yStart(name: string, count?: number): string;
  nameLine(label: string, letters: string, parts: readonly string[], chain: string): string;
  altWithout(debt: KarmicDebt): string;
  altInstead(alternative: KarmicDebt, own: KarmicDebt): string;
  altThrough(alternative: KarmicDebt): string;
  allLettersWould(changed: readonly string[]): string;
  perNameWould(changed: readonly string[]): string;
  /**
   * Where writing Ä, Ö and Ü as AE, OE and UE would change the Expression or Soul Urge: the numbers
   * that convention gives ("Ausdruckszahl 16/7"). Only German says it; English readers rarely meet the convention.
   */
  umlautWould?: (changed: readonly string[]) => string;
  /** The same in one sentence of the overview. */
  umlautOverview?: (changed: readonly string[]) => string;
  karmicLine(
    rule: string,
    day: string,
    date: string,
    names: readonly string[],
    debts: readonly { debt: KarmicDebt; places: readonly string[] }[],
  ): string;
  personalYearLine(year: number, steps: string): string;
  /**
   * Decoz's Karmic Lessons and Pinnacles, which clients trained in his method expect (review r28):
   * the sections and the Pinnacles' sums; a language without them leaves them out. `brief` leaves
   * out the line on what Karmic Lessons are, for a report that runs long.
   */
  karmicLessons?(
    missing: readonly number[],
    brief: boolean,
    /** For a missing number that is also a core number or its master's root, where it is ("Life Path 6", "Soul Urge 11/2"). */
    inCore: ReadonlyMap<number, readonly string[]>,
  ): string;
  pinnacles?(
    periods: readonly { value: number; shown: string; from: number; to: number | null }[],
    age: number,
    current: number,
  ): string;
  pinnaclesLine?(sums: readonly string[], lifePathRoot: number, end: number): string;
  /** `maturity`: the Maturity number when it is a master number, though none of the five need be. */
  masterLine(rule: string, masters: readonly string[], maturity: string | null): string;
  /**
   * With a master Life Path, which is in no family: the other plain numbers by their own families
   * (review r27f). A language without it ranks them against the master's root.
   */
  portraitMasterRest?(groups: readonly { named: string; count: number; register: string }[]): string;
  /** A master Birthday read as a talent of the day, not with the name numbers' wording (review r27f). */
  oneMasterBirthday?(shown: string, value: 11 | 22, root: number, variant: number): string;
  /** Other ways of adding the date pass through a debt this reading's own sum does not. */
  debtOthersOnly?(groups: readonly { methods: readonly string[]; debt: KarmicDebt }[], ours: string): string;
  /** From November: the coming year leads the section, and the year ending is named in closing. */
  pyFinishing?(year: number, shown: string, focus: string, next: number, variant: number): string;
  /** More readings of entries many reports share, in this language only (review r27f). */
  roleMore?: Partial<Record<string, readonly { meaning: string; gift: string; trap: string }[]>>;
  pairMore?: Partial<Record<string, readonly string[]>>;
  /** A Birthday against the Life Path, keyed "road>day", where the language has it. */
  dayPair?: Partial<Record<string, string>>;
  birthdayMore?: Partial<Record<number, readonly string[]>>;
  yearMore?: Partial<Record<number, readonly string[]>>;
  /** How a Personal Year sits with a Life Path of each group, where no clash is written for the pair. */
  yearOnRoad?: Record<
    1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9,
    Record<Register | 'master', (lifePath: string) => string>
  >;
  /** The Soul Urge framed as the inner motivation: what the heart wants and what satisfies it. */
  soulUrgeLead?(
    shown: string,
    satisfies: string,
    /** The client's Life Path and how the Soul Urge stands to it, so the framing is this client's. */
    road?: { shown: string; relation: Relation },
  ): string;
  /** A master-number Destiny said plainly in its own section. */
  masterDestiny?(value: number, root: number): string;
  /**
   * The overview's first sentences: the Life Path and the Destiny by how they stand to each other,
   * then the tension the road meets in the Soul Urge or the Personality, or the Soul Urge as it stands
   * (an agreement is the overview's repeat theme, next) (review r31: one opening frame with the numbers slotted in, in every report).
   */
  portraitOpening?(o: {
    who: string;
    lifePath: { shown: string; portrait: string; root: number; master: boolean };
    destiny: {
      shown: string;
      portrait: string;
      relation: Relation;
      group: string;
      master: boolean;
      root: number;
    };
    link: OpeningLink | null;
    /** Which wording, where a relation has more than one: from the person's numbers. */
    variant: number;
  }): string;
  /**
   * The Life Path read through the Destiny (what the road yields and how the Destiny uses it) and,
   * unless `day` is null, how the Birthday meets it (review r31: two clients on one Life Path read
   * one paragraph).
   */
  lifePathThrough?(
    /** Null where the Destiny is the Life Path's own number, which the opening has said. */
    destiny: string | null,
    yields: string,
    mode: string,
    day: { shown: string; born: string; relation: Relation } | null,
    variant: number,
    /** For a report that runs long: the day in a clause. */
    brief: boolean,
  ): string;
  /** After the portrait sentence: where the two numbers come from, in one sentence. */
  /** `variant`: which wording, so the sentence every report has does not read alike in all (review r31). */
  openingFacts?(born: string, lifePath: Shown, destiny: Shown, variant?: number): string;
  /**
   * The four Challenges, read with the Pinnacles: the one for now in full (`now`, empty in a report
   * cut for length, which takes `nowGist`), the main one in a phrase when it is another number.
   */
  challenges?(
    values: readonly number[],
    current: number,
    texts: { now: string; nowGist: string; main: string | null },
  ): string;
  challengesLine?(chains: readonly string[]): string;
  /** The Soul Urge's letters when no Y in the name changes a number: the Y rule goes unsaid. */
  vowelsOnly?: string;
}

// The app shows dates in British English ("22 May 1950"), the web's formatLongDate included.
const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What a day the Birthday keeps as it stands (1 to 9, 11, 22) brings, in a phrase of its own. */
const DAY_BRINGS: Record<number, string> = {
  1: 'a day that makes you quick to start and slow to follow',
  2: 'a day that lends you patience with people',
  3: 'a day that brings a light touch and a ready word',
  4: 'a day of square corners and steady hands',
  5: 'a day that keeps you curious and on the move',
  6: 'a day that makes you the one others come to for shelter',
  7: 'a day that trusts nothing it has not examined',
  8: 'a day with a head for what things are worth',
  9: 'a day whose sympathy reaches past your own circle',
  11: 'a day that turns the 2’s sensitivity into intuition',
  22: 'a day that puts the 4’s method to work on plans bigger than your own',
};

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

const ROLE_LABEL: Record<NumberRole, string> = {
  lifePath: 'Life Path',
  destiny: 'Destiny',
  soulUrge: 'Soul Urge',
  personality: 'Personality',
};

const METHOD_WORDS: Record<LifePathMethod, string> = {
  components: 'reducing month, day and year separately',
  componentsFlattened: 'reducing each part to one digit first',
  allDigits: 'adding all the digits at once',
};

/**
 * Ways into a number's trap, one per role, so a report does not say "The trap is" four times; fixed
 * by the role, so two clients with the same number never read one paragraph with the word swapped.
 */
const TRAP_OPENERS = ['The trap is ', 'The risk is ', 'What can go wrong is ', 'The danger is '];

/** After a name number's title: what of that figure this number shows. */
const NAME_TITLE_ROLE: Record<string, string> = {
  Destiny: "'s Gifts",
  'Soul Urge': "'s Heart",
  Personality: "'s Manner",
};

/** What each road asks, after "Your 6 road" (dayOnRoad). */
const ROAD_ASKS: Record<number, string> = {
  1: 'asks you to go first',
  2: 'runs through partnership',
  3: 'asks you to be heard',
  4: 'rewards patient work',
  5: 'keeps changing under you',
  6: 'gives you people to look after',
  7: 'leads inward, to study and reflection',
  8: 'hands you responsibility and money to manage',
  9: 'widens toward other people',
  11: 'asks you to pass on what you sense',
  22: 'asks you to build on a large scale',
  33: 'asks you to teach and heal by example',
};

/**
 * What a plain day's talent does for whoever walks a road, after "the 3 of your day": how it helps
 * on the way, since the Birthday section has just said what the talent itself is (dayOnRoad).
 */
const DAY_ON_ROAD: Record<number, string> = {
  1: 'lets you take the first step before you feel ready',
  2: 'lets you walk it with other people rather than alone',
  3: 'lets you put into words what you are doing and why, so others follow',
  4: 'keeps you going through the dull stretches, one step at a time',
  5: 'lets you change course without losing your way',
  6: 'gathers people around you as you go',
  7: 'makes you check each step before you trust it',
  8: 'shows you what each step is worth and what it costs',
  9: 'keeps in view the people beyond your own circle whom your work could serve',
};

/** How a section says which of its sums carries the debt, in words of its own. */
const DEBT_LEAD: Record<Place, string> = {
  lifePath: 'The sum of your date passes through',
  destiny: 'The total of your whole name passes through',
  soulUrge: 'The total of your vowels passes through',
  personality: 'The total of your consonants passes through',
  birthday: 'You were born on the',
};

/**
 * What a section's number agreeing with the number it closes on means, for each pair the sections
 * close on (TIE_WITH in the report): the same number (`same`) or one sharing its root.
 */
const TIE_AGREES: Partial<Record<`${Place}>${Place}`, (shown: string, same: boolean) => string>> = {
  'destiny>soulUrge': (shown, same) =>
    `Your Soul Urge ${same ? `is ${shown} as well` : `${shown} shares its root`}: you want what you are equipped to do.`,
  'soulUrge>birthday': (shown, same) =>
    `Your Birthday ${same ? `is ${shown} too` : `${shown} shares its root`}, the talent this wish needs.`,
  'personality>destiny': (shown, same) =>
    `Your Destiny ${same ? `is ${shown} as well` : `${shown} shares its root`}, so what people first see, you can deliver.`,
  'birthday>personality': (shown, same) =>
    `Your Personality ${same ? `is ${shown} too` : `${shown} shares its root`}, so people see this talent early.`,
};

/** What each number does in its place, as a pairing names it: "the 9 of your road". */
const PAIR_ROLE: Partial<Record<Place, string>> = {
  lifePath: 'of your road',
  destiny: 'of your abilities',
  soulUrge: 'of your heart',
  personality: 'of your first impression',
  birthday: 'of your day',
};

/** The letters a name number adds, said as the subject of "added in one sum". */
const PLAIN_LETTERS: Partial<Record<Place, string>> = {
  destiny: 'the letters of your name',
  soulUrge: 'your vowels',
  personality: 'your consonants',
};

/** "BRYONY's Y", "BRYONY's two Ys": the Ys of one name the rule counts alike. */
const yOf = (name: string, count: number) => `${name}'s ${count > 1 ? `${cardinal(count)} Ys` : 'Y'}`;

/** Where a debt met a second time reaches you, by the number that carries it. */
const DEBT_PLACE: Record<Place, string> = {
  lifePath: 'on the road itself',
  destiny: 'in the work you are equipped for',
  soulUrge: 'in what your heart wants',
  personality: 'in the way strangers first see you',
  birthday: 'through the talent you were born with',
};

/** A debt's lesson in a clause, for the second number it sits in. */
const DEBT_AGAIN: Record<KarmicDebt, string> = {
  13: 'shortcuts cost you, and steady, finished work is what pays',
  14: 'scattered promises cost you, and the few commitments you keep are what free you',
  16: 'pride that runs ahead of the truth tends to fall, and honesty protects you',
  19: 'going it alone costs you, and accepting help is what makes you stronger',
};

/** The opening's second sentence: how the Soul Urge or the Personality meets the road. */
const OPENING_LINK: Record<
  OpeningLink['place'],
  Partial<Record<Relation, (l: OpeningLink, lp: string, variant: number) => string>>
> = {
  soulUrge: {
    opposed: (l, lp, variant) =>
      [
        `Your Soul Urge ${l.shown} pulls against it: privately you want ${l.wants}, which your Life Path ${lp} will not hand you unless you make room for it.`,
        `Your heart pulls the other way: Soul Urge ${l.shown} wants ${l.wants}, and your Life Path ${lp} leaves you to find that for yourself.`,
        `Inside, you want something else: your Soul Urge ${l.shown} asks for ${l.wants}, and a life spent only on the ${lp}’s terms would starve it.`,
      ][Math.floor(variant / 3) % 3]!,
    family: (l) =>
      `Your Soul Urge ${l.shown} points the same way: privately you want ${l.wants}, and the road gives that wish room.`,
    apart: (l, _lp, variant) =>
      [
        `Privately your Soul Urge ${l.shown} wants ${l.wants}, a wish you will have to fit beside the road.`,
        `What you want for yourself is another matter: your Soul Urge ${l.shown} asks for ${l.wants}.`,
        `Your Soul Urge ${l.shown} wants ${l.wants}, which the road neither gives nor forbids, so it is yours to make room for.`,
      ][Math.floor(variant / 3) % 3]!,
  },
};

const HOW_MANY = ['', 'One', 'Two', 'Three', 'Four', 'All five'];
const TIMES = ['', 'once', 'twice', 'three times', 'four times', 'five times'];

const ORDINAL = ['first', 'second', 'third', 'fourth'];

/**
 * What a master number asks of the digit it reduces to, as a numerologist says it (issue 27: "with
 * 4 as its base" and "the 22 carries 4 as its base" read like a program).
 */
const MASTER_ASKS: Record<number, string> = {
  11: 'the 2’s patience and tact',
  22: 'the 4’s discipline',
  33: 'the 6’s care',
};

/** "reduces to 4 and asks for the 4’s discipline on a larger scale", for the 22. */
const masterSays = (value: number) => `reduces to ${value % 9} and ${asksOf(value)}`;

/** The master number a root stands under (2 for the 11), for wordings handed only the root. */
const MASTER_OF_ROOT: Record<number, number> = { 2: 11, 4: 22, 6: 33 };

/**
 * How each Personal Year sits with a Life Path of each group (a master road by itself), for the
 * pairs YEAR_CLASH does not write: the year's paragraph stood word for word in every report sharing
 * the year, whatever the road (review d6: a 5 year read alike for a Life Path 4, 7 and 9). Each line
 * is advice for that road in that year, so it takes the place of the year's general advice.
 */
const YEAR_ON_ROAD: Record<
  1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9,
  Record<Register | 'master', (lifePath: string) => string>
> = {
  1: {
    independent: (lp) =>
      `A new start suits a Life Path ${lp}, which does its best work on its own terms: choose the beginning that is truly yours, not the first one offered.`,
    grounded: (lp) =>
      `A Life Path ${lp} likes to know where a thing is going before it starts, so begin with the part you can plan and let the rest take shape as you go.`,
    expressive: (lp) =>
      `A Life Path ${lp} tends to begin things for or with other people; this year, let at least one beginning be for you alone.`,
    master: (lp) =>
      `Your Life Path ${lp} carries a large aim, and a 1 year is the time to take its first concrete step rather than wait until the whole of it is clear.`,
  },
  2: {
    independent: (lp) =>
      `A Life Path ${lp} is used to moving on its own, and a 2 year moves at the pace of the people around you: let others set the timing for once, and the results come through them.`,
    grounded: (lp) =>
      `A 2 year suits a Life Path ${lp}, which already trusts slow work: tend the partnerships and the details, and let what you planted last year take root.`,
    expressive: (lp) =>
      `A Life Path ${lp} gives itself readily to others, and a 2 year asks for the quieter side of that: listening, waiting, and letting the other person come halfway.`,
    master: (lp) =>
      `Your Life Path ${lp} sees further than most, and a 2 year asks you to share that sight with one or two people you trust rather than with everyone.`,
  },
  3: {
    independent: (lp) =>
      `A Life Path ${lp} is used to going its own way, and a 3 year brings company and talk: let other people in on what you are doing, and enjoy the audience.`,
    grounded: (lp) =>
      `A Life Path ${lp} measures a year by what gets done; a 3 year is measured by what gets said and shared, so give pleasure and talk their own hours without guilt.`,
    expressive: (lp) =>
      `A 3 year comes easily to a Life Path ${lp}, so the risk is not shyness but spreading yourself thin: pick the one or two projects the year’s energy should go into.`,
    master: (lp) =>
      `Your Life Path ${lp} has something to say that matters, and a 3 year gives it an audience: speak, write or teach, and keep it light enough to enjoy.`,
  },
  4: {
    independent: (lp) =>
      `A Life Path ${lp} wants room to follow its own lead, and a 4 year ties you to schedules and practical jobs: treat the groundwork as what pays for the freedom you want afterwards.`,
    grounded: (lp) =>
      `A 4 year sits well with a Life Path ${lp}: the patient, practical work you are good at is exactly what it rewards, as long as you leave room for rest.`,
    expressive: (lp) =>
      `A Life Path ${lp} puts people first, and a 4 year asks for paperwork, budgets and repairs; do them, and keep one evening a week for the company that feeds you.`,
    master: (lp) =>
      `Your Life Path ${lp} tends to see the whole plan at once; a 4 year asks you to lay it brick by brick, and the slow pace is no sign that you are off course.`,
  },
  5: {
    independent: (lp) =>
      `A 5 year comes naturally to a Life Path ${lp}, which already likes room to move: the risk is saying yes to every opening, so choose the changes that take you somewhere.`,
    grounded: (lp) =>
      `A Life Path ${lp} likes to keep things in hand, so a 5 year, which moves them without asking, can feel like losing your footing: let one part of your life change at a time, and keep the routines that steady you.`,
    expressive: (lp) =>
      `A Life Path ${lp} is bound up with the people around you, and a 5 year pulls you toward something new of your own: take it, and tell the people who count on you what is changing and why.`,
    master: (lp) =>
      `Your Life Path ${lp} carries a large aim, and a 5 year scatters attention: welcome the change, but let it serve the aim rather than replace it.`,
  },
  6: {
    independent: (lp) =>
      `A Life Path ${lp} needs room of its own, and a 6 year asks you to be close at hand: be there for the people who need you, and keep an hour a day for yourself.`,
    grounded: (lp) =>
      `A 6 year suits a Life Path ${lp}, which is used to carrying responsibility: the task is to carry only your share, and to let love count as much as duty.`,
    expressive: (lp) =>
      `Care comes easily to a Life Path ${lp}, so a 6 year is more likely to overload you than to test you: say yes to the people closest to you, and let the wider circle wait.`,
    master: (lp) =>
      `Your Life Path ${lp} already asks a great deal of you, and a 6 year adds the people at home: let them be the ground your larger work stands on, not a distraction from it.`,
  },
  7: {
    independent: (lp) =>
      `A Life Path ${lp} is used to acting on its own judgement, and a 7 year asks you to test that judgement first: read, rest and think before the next move.`,
    grounded: (lp) =>
      `A Life Path ${lp} measures a year by what it produces; a 7 year produces understanding instead, so do not judge it by the work done.`,
    expressive: (lp) =>
      `A Life Path ${lp} is used to having people around, and a 7 year asks for time alone; it is not a retreat from them but a way to come back with more to give.`,
    master: (lp) =>
      `A 7 year gives your Life Path ${lp} the quiet its intuition needs: trust what comes to you in it, and test it before you act.`,
  },
  8: {
    independent: (lp) =>
      `A Life Path ${lp} likes to answer only to itself, and an 8 year brings money, responsibility and other people’s expectations: take charge of them, since this is the year your independence pays.`,
    grounded: (lp) =>
      `An 8 year rewards what a Life Path ${lp} does best, steady work and sound judgement: ask for what the effort of recent years has earned.`,
    expressive: (lp) =>
      `A Life Path ${lp} is more at ease giving than asking, and an 8 year asks you to count: set a fair price on your work and your time, and hold to it.`,
    master: (lp) =>
      `An 8 year puts the large aim of your Life Path ${lp} to practical tests of money and authority: meet them, and the vision gains weight.`,
  },
  9: {
    independent: (lp) =>
      `A Life Path ${lp} moves on readily, and a 9 year asks for more than moving on: finish properly, say the goodbyes, and leave nothing half-closed behind you.`,
    grounded: (lp) =>
      `A Life Path ${lp} holds on to what it has tended, so a 9 year’s endings can feel like losses: let go of what is finished, and keep what still works.`,
    expressive: (lp) =>
      `A 9 year comes naturally to a Life Path ${lp}, which gives easily: the harder part is letting go of people and roles you have outgrown, kindly but for good.`,
    master: (lp) =>
      `Your Life Path ${lp} is meant to pass something on, and a 9 year is the time to hand over what you have learned and clear the ground for the next cycle.`,
  },
};

export const LIFE_PATH_WORDS_EN: LifePathWords = {
  sumsOnly: true,
  // The framing says how this heart stands to the road: the same two sentences opened every Soul
  // Urge section with the number (review d).
  soulUrgeLead: (shown, satisfies, road) => {
    const stands = road
      ? `, and yours ${
          {
            same: `wants what your Life Path ${road.shown} asks of you`,
            root: `wants what your Life Path ${road.shown} asks of you`,
            family: `is of one kind with your Life Path ${road.shown}`,
            opposed: `pulls against your Life Path ${road.shown}`,
            apart: `looks beyond your Life Path ${road.shown}`,
          }[road.relation]
        }`
      : '';
    return `Your Soul Urge is your inner motivation${stands}: ${/^(8|11)\b/.test(shown) ? 'an' : 'a'} ${shown} heart is satisfied by ${satisfies}.`;
  },
  masterDestiny: (value) => `Your Destiny is the master number ${value}, which ${masterSays(value)}.`,
  // Review r30: "a carer whose life gathers people around you … a gift for care" said one thing twice.
  portraitOpening: ({ who, lifePath: lp, destiny: d, link, variant }) => {
    const pair = {
      same: `${who}, you are ${lp.portrait}, and your Destiny is the same number: what your life asks of you and what you are equipped to give are one, so that road is wholly yours.`,
      root: d.master
        ? `${who}, you are ${lp.portrait}, and your Destiny ${d.shown} is a master form of the same ${lp.root}: you bring to that road ${d.portrait}.`
        : `${who}, you are ${lp.portrait}, and your Destiny ${d.shown} is the ground your ${lp.shown.split('/')[0]} stands on: you bring to that road ${d.portrait}.`,
      family: `${who}, you are ${lp.portrait}, and your Destiny ${d.shown} backs that road with ${d.portrait}.`,
      opposed: `${who}, you are ${lp.portrait}, yet your Destiny ${d.shown} equips you with ${d.portrait}: your road's ${ROOT_AIM[lp.root]} pulls against your gifts' ${ROOT_AIM[d.root]}.`,
      apart: [
        `${who}, you are ${lp.portrait}, and your Destiny ${d.shown} adds ${d.portrait}.`,
        `${who}, you are ${lp.portrait}; from your Destiny ${d.shown} you also have ${d.portrait}.`,
        `${who}, you are ${lp.portrait}, and alongside that road your Destiny ${d.shown} gives you ${d.portrait}.`,
      ][variant % 3]!,
    }[d.relation];
    return link ? `${pair} ${OPENING_LINK[link.place][link.relation]!(link, lp.shown, variant)}` : pair;
  },
  challenges: (values, current, { now, nowGist, main }) => {
    // Decoz's third Challenge is the main one, felt across the whole life. A Challenge is never
    // named without what it asks (review r30: "the fourth is yours now." and nothing more).
    const asks = now ? '' : `, and its work is ${nowGist}`;
    const which = values.every((v) => v === values[0])
      ? `are all ${values[0]}, so one Challenge runs through your whole life${asks}`
      : `are ${listJoin(values.map(String))}; ${
          current === 2
            ? `the third, yours now, is also the main one of your life${asks}`
            : main !== null
              ? `the ${ORDINAL[current]} is yours now, and the main one of your life is the third, ${values[2]}, whose work is ${main}`
              : `the ${ORDINAL[current]} is yours now${values[2] === values[current] ? ', the same number as the third, the main one of your life' : ''}${asks}`
        }`;
    return `Your four Challenges ${which}.${now ? ` ${now}` : ''}`;
  },
  lifePathThrough: (destiny, yields, mode, day, variant, brief) => {
    const tails =
      day &&
      {
        same: ['the very gift this road asks for'],
        root: ['the very gift this road asks for'],
        family: ['a help on this road from the first step', 'which suits this road from the outset'],
        opposed: ['which this road tests before it rewards'],
        apart: [
          'a second string to the road’s bow',
          'a talent the road does not ask for but can use',
          'which gives the road a resource of a different kind',
        ],
      }[day.relation];
    const tail = tails?.[Math.floor(variant / 2) % tails.length];
    // Shortened, the day is a clause on the Destiny's sentence, without how it meets the road.
    if (day && brief && destiny)
      return `With Destiny ${destiny}, ${yields} ${mode}, and your Birthday ${day.shown} means ${day.born}.`;
    const dayLine = day
      ? [
          `Your Birthday ${day.shown} means ${day.born}, ${tail}.`,
          `By your Birthday ${day.shown}, ${day.born}, ${tail}.`,
        ][variant % 2]!
      : '';
    return [destiny ? `With Destiny ${destiny}, ${yields} ${mode}.` : '', dayLine].filter((x) => x).join(' ');
  },
  openingFacts: (born, lp, dn, variant = 0) => {
    // An appositive ("33/6, a master number") is closed with a comma before the verb.
    const [l, d] = [enNumber(lp), enNumber(dn, lp.master)];
    const [lc, dc] = [lp.master ? `${l},` : l, dn.master ? `${d},` : d];
    return [
      `Your birth date, ${born}, gives your Life Path ${l}; the name as you gave it gives your Destiny ${d}.`,
      `Your Life Path ${lc} comes from your birth date, ${born}, and your Destiny ${dc} from the name as you gave it.`,
      `Your Life Path ${lc} is worked out from ${born}, and your Destiny ${dc} from the name as you gave it.`,
    ][variant % 3]!;
  },
  challengesLine: (chains) => `Challenges: ${chains.join(', ')}.`,
  vowelsOnly: 'vowels',
  longDate: (year, month, day) => LONG_DATE.format(Date.UTC(year, month - 1, day)),
  listJoin,
  cardinal,
  roleLabel: ROLE_LABEL,
  placeLabel: { ...ROLE_LABEL, birthday: 'Birthday' },
  maturityPlace: 'Maturity number',
  partLabel: (label) => label,
  methodName: {
    components: 'month, day and year each reduced, then added',
    componentsFlattened: 'reducing each part of the date to one digit before adding',
    allDigits: 'adding all the digits of the date at once',
  },
  methodWords: METHOD_WORDS,
  trap: (text, roleIndex) => text.replace(/^(?:The|Its) trap is /, TRAP_OPENERS[roleIndex]!),
  headings: {
    overview: 'Overview',
    numbers: 'Your Numbers',
    year: 'The Year Ahead',
    method: 'How These Numbers Were Found',
    debts: 'Karmic Debts',
  },
  // A name number shares its number's title with the Life Path; its role in the heading keeps two
  // sections from both reading "The Pioneer".
  sectionHeading: (label, shown, title) =>
    `### ${label} ${shown}: ${capitalise(title)}${NAME_TITLE_ROLE[label] ?? ''}`,
  birthdayHeading: (shown) => `### Birthday ${shown}`,
  birthdayHow: (variant, day, shown, kind) => {
    const dayIs =
      kind === 'single'
        ? `the ${dayOrdinal(day)}`
        : kind === 'kept'
          ? `the ${dayOrdinal(day)}, kept whole as a master number`
          : `the ${dayOrdinal(day)}, reduced to ${shown}`;
    return [
      `Your Birthday number, from ${dayIs}, names one talent you carry on your road.`,
      `From ${dayIs}${kind === 'single' ? '' : ','} comes your Birthday number, a gift your Life Path can draw on.`,
      `The day alone, ${dayIs}, gives your Birthday number: what you bring to the road.`,
      // A compound day reduced is read by its two digits next (DAY_TEXT); any other day says here
      // what it brings, not a stock tail (issue 27: "one more gift for the road" in four of six).
      `Your day of birth, ${dayIs}, gives Birthday ${shown}${kind === 'reduced' ? '' : `, ${DAY_BRINGS[day]}`}.`,
    ][variant % 4]!;
  },
  dayOnRoad: (lifePath, birthday) =>
    `Your ${lifePath} road ${ROAD_ASKS[lifePath]}; the ${birthday} of your day ${DAY_ON_ROAD[birthday]}.`,
  birthdaySameAsLifePath: (shown) =>
    ` Your Life Path is ${shown} too, so this talent is exactly the one your road calls for.`,
  nameNote:
    'The name numbers use the name as you entered it; your full birth name, with every middle name, may give other numbers.',
  // Said after one number or several: no pronoun that has to agree with them.
  balance: [
    'which is where your life asks for balance',
    'and bringing what differs into step is much of your life’s work',
    'so a good part of your life goes into reconciling the difference',
    'and the friction there is where you grow',
    'and that difference is the counterweight your life needs',
    'and learning to use them alongside the road is part of your life’s work',
  ],
  shareRoot: (items, root) => `Your ${listJoin(items)} share the root ${root}.`,
  comesUp: (shown, times, places) => `The ${shown} comes up ${TIMES[times]}, in your ${listJoin(places)}.`,
  comeBack: (count, root, items) =>
    `${HOW_MANY[count]} of your${count < 5 ? ' five' : ''} numbers come back to the ${root}: your ${listJoin(items)}.`,
  // A master road's ask is the portrait's opening clause, a few sentences before: it is not said twice.
  mastersTheme: (count, items, _roots, roadRoot) => {
    const road = roadRoot === undefined ? undefined : MASTER_OF_ROOT[roadRoot];
    const values = [...new Set(items.map((item) => Number(/(\d+)\/\d/.exec(item)?.[1])))].filter(
      (v) => v !== road,
    );
    const asks = values.map((v, i) => (i === 0 ? `the ${v} ${asksOf(v)}` : `the ${v} for ${MASTER_ASKS[v]}`));
    return `${HOW_MANY[count]} of your numbers are master numbers, your ${listJoin(items)}. Master numbers carry more promise and more strain than plain ones: ${listJoin(asks)}.`;
  },
  oneMaster: (place, shown, value, name) =>
    `Your ${place} ${shown} is a master number, ${name}: the ${value} ${masterSays(value)}.`,
  debtsTheme: (count, where, after = '') => {
    const many =
      count >= 3 ? ' Each is a lesson rather than a burden, and they are read together below.' : '';
    return `Your numbers carry ${count === 1 ? 'one karmic debt' : `${cardinal(count)} karmic debts`}, ${listJoin(where)}.${after && ` ${after}`}${many}`;
  },
  // One rule says where debts are looked for (karmicLine): a debt found by it is not disowned here (review r27f).
  // One debt in several numbers is still one debt, met in each (review r28: "one karmic debt, 13/4 in your Soul Urge and Birthday").
  debtWhere: (debt, root, places) =>
    `${debt}/${root} in ${places.length === 1 ? `your ${places[0]}` : places.length === 2 ? `both your ${places[0]} and your ${places[1]}` : `each of your ${listJoin(places)}`}`,
  debtsByNameOnly: (found) =>
    `Only adding name by name finds ${listJoin(found.map(({ debt, place }) => (place ? `the ${debt} in your ${place}` : `the ${debt}`)))}.`,
  innerSame:
    'Because your Soul Urge and Personality are the same number, the self you show and the self you want to be are rarely at odds, so you seldom have to pretend in company.',
  innerShare: (quieter) =>
    `Because your Soul Urge and Personality share a root, first impressions of you are close to the truth, only ${quieter ? 'quieter' : 'more intense'} than what you feel inside.`,
  // Every debt (13, 14, 16, 19) is a 'th' day.
  debtFirst: (place, debt, keptWhole, byNameOnly) =>
    place === 'birthday'
      ? // The section has just named the day: "You were born on the 16th" said it twice.
        `The ${debt}th itself is a karmic debt number.`
      : place === 'lifePath'
        ? `${DEBT_LEAD[place]} ${debt}.`
        : keptWhole
          ? `Counted with ${listJoin(keptWhole.map((p) => `${p.name}’s ${p.value}`))} kept whole, ${DEBT_LEAD[place].replace(/^T/, 't')} ${debt}, a karmic debt that any other count misses.`
          : byNameOnly
            ? `Added name by name, ${DEBT_LEAD[place].replace(/^T/, 't')} ${debt}, a karmic debt that adding all the letters at once misses.`
            : `${DEBT_LEAD[place]} ${debt}, a karmic debt number.`,
  plainDebt: (place, debt) =>
    `Counted all at once, ${PLAIN_LETTERS[place]} pass through ${debt}, a karmic debt this reading does not count.`,
  // The lesson is named again where it is met a second time, so the section says what it asks (review r28).
  debtAgain: (place, debt, byNameOnly) =>
    `${byNameOnly ? `Added name by name, as this reading does, ${DEBT_LEAD[place].replace(/^T/, 't')} ${debt} as well, though added all at once it would not` : `${DEBT_LEAD[place]} ${debt}${place === 'birthday' ? 'th' : ''} as well`}, so the same lesson reaches you ${DEBT_PLACE[place]}: ${DEBT_AGAIN[debt]}.`,
  // The method section shows the sum that passes through the debt; the client's text reads the lesson.
  fromMaster: () => '',
  // Issue 27: a reader who reduces KOWALSKI's 29 to 2 finds no 19 in the Destiny; the debt rests on
  // this reading's rule, so the method says so rather than leave the sums to disagree in silence.
  keptWholeDebt: ({ number, parts, own, reduced, sum }) => {
    const date = (label: string) => ['month', 'day', 'year'].includes(label);
    const named = listJoin(parts.map((p) => `${date(p.label) ? `the ${p.label}` : p.label}’s ${p.value}`));
    const kept = `${capitalise(named)}, kept whole,`;
    const one = parts.length === 1;
    const roots = listJoin(parts.map((p) => String(p.root)));
    // The other count is a method many numerologists use, not a pardon: said as a reader would,
    // with what the debt it reaches would mean (review d6: "spares your Life Path karmic debt 16").
    const readAs = (debt: KarmicDebt) => `${debt}/${((debt - 1) % 9) + 1}`;
    if (!own && reduced)
      return `Many numerologists reduce ${named} to ${one ? roots : `their roots, ${roots},`} first (${sum}) and read your ${number} as ${readAs(reduced)}, a karmic debt: ${DEBT_AGAIN[reduced]}. Kept whole, as here, ${one ? `the ${parts[0]!.value} leaves` : 'they leave'} no debt; if that lesson sounds familiar all the same, heed it.`;
    if (own && reduced)
      return `${kept} ${one ? 'gives' : 'give'} your ${number} its ${own}; many numerologists reduce ${one ? 'it' : 'them'} first (${sum}) and read ${readAs(reduced)} instead, where ${DEBT_AGAIN[reduced]}.`;
    return `${kept} ${one ? 'gives' : 'give'} your ${number} its ${own} (reduced to ${roots}: ${sum}).`;
  },
  debtOthersOnly: (groups, ours) =>
    `${capitalise(groups.map((g) => `${listJoin(g.methods)} ${g.methods.length > 1 ? 'pass' : 'passes'} through ${g.debt}`).join(', while '))}, but this reading looks for a Life Path debt only in its own sum, ${ours}, which passes through none.`,
  pyFinishing: (year, shown, focus, _next, variant) =>
    [
      `${year} ends as Personal Year ${shown}, ${focus}.`,
      `Until 31 December ${year} you are still in Personal Year ${shown}, ${focus}.`,
      `What is left of ${year} closes Personal Year ${shown}, ${focus}.`,
    ][variant % 3]!,
  roleMore: {
    'lifePath:8': [
      {
        meaning:
          'A Life Path 8 is a road on which money, position and responsibility keep arriving, and the lesson is how to hold them: fairly, and without being held by them.',
        gift: 'Your gift is practical authority; people trust you with decisions that carry weight, and you can build something that outlasts one good year.',
        trap: 'The trap is letting the score stand in for the point, so that the next result always matters more than the people who helped you reach it.',
      },
      {
        meaning:
          'A Life Path 8 is the road of the manager: again and again you are handed money, people or an organisation to run, so that you learn what power is for.',
        gift: 'Your gift is a clear head for what things are worth; you see what a venture needs and you can make it pay.',
        trap: 'The trap is working as if rest were a weakness, until the people you provide for see more of your results than of you.',
      },
    ],
    'destiny:8': [
      {
        meaning:
          'Destiny 8 equips you to run things: you read people quickly, weigh costs without flinching and keep going under a responsibility that would tire others.',
        gift: 'Your abilities show best where there is something to build or manage: a firm, a department, a property, a fund.',
        trap: 'The trap is deciding for everyone; people work best for you when they are trusted with part of the decision.',
      },
    ],
    'destiny:9': [
      {
        meaning:
          'Destiny 9 gives you breadth: you understand people of many kinds and can speak for them, and your abilities reach furthest when they serve more than your own career.',
        gift: 'Teaching, healing, the arts, public work or work across borders suit them, wherever the result is counted in lives rather than only in profit.',
        trap: 'The trap is giving so widely that nothing is kept for yourself, and then resenting the people you gave to.',
      },
    ],
    'personality:3': [
      {
        meaning:
          'You come across as lively and easy to talk to; people relax around you, and a room tends to get warmer when you arrive.',
        gift: 'That openness wins you friends and chances quickly, and it makes you good with the public.',
        trap: 'The trap is being taken for light company only; let people see the serious work you do, and the charm counts double.',
      },
      {
        meaning:
          'You come across as expressive and good company, quick with a story or a compliment, and people remember meeting you.',
        gift: 'Your charm opens doors socially and at work, and it puts nervous people at ease.',
        trap: 'The trap is seeming scattered; keep the promises you make in conversation, and people learn there is substance behind the sparkle.',
      },
    ],
    // Review r28: Soul Urge 8, Destiny 11 and Soul Urge 4 read word for word alike in two reports each.
    'soulUrge:8': [
      {
        meaning:
          'Soul Urge 8 wants to be capable and in charge of your own affairs: to build something solid, to be paid what you are worth, and to be taken seriously.',
        gift: 'That motivation gives you stamina and a sound judgement of people and value; you aim high and can organise the means to get there.',
        trap: 'The trap is measuring yourself, and sometimes others, by status and money, until success is the only language you speak at home.',
      },
    ],
    'destiny:11': [
      {
        meaning:
          'Destiny 11 gives you a gift for seeing past the obvious: you sense what people need before they say it, and you can put a new idea into words that light others up.',
        gift: 'It shows wherever inspiration is the work itself: teaching, counselling, writing, the arts, or leading a cause people believe in.',
        trap: 'The trap is nervous tension and self-doubt in the gap between what you can see and what you have done; the patience of its root 2 closes the gap.',
      },
    ],
    'soulUrge:4': [
      {
        meaning:
          'Soul Urge 4 wants order you can rely on: work done properly, money managed with care, and people who keep their word as you keep yours.',
        gift: 'That motivation makes you dependable and honest; you would rather build slowly on solid ground than gamble on a quick result.',
        trap: 'The trap is rigidity, holding so tightly to the plan and the routine that you miss the better chance when it comes.',
      },
    ],
  },
  pairMore: {
    '3|8': [
      'The 8 wants results and the 3 wants to be heard, so your ambition is best served by your way with words: you can sell an idea, win a room and then see the plan through. The friction is in the pace, the 8 pressing for discipline while the 3 wants room to play; both suffer if one silences the other.',
    ],
    '7|9': [
      'The 7 looks for what is true and the 9 for what would help, so your thinking is seldom only for yourself. Your studies gain a purpose when they reach other people, and your ideals gain ballast from what you have checked; the cost is a certain distance, an air of watching life rather than joining in.',
    ],
    '8|11': [
      'The 11 sees what could be and the 8 knows how to make it pay its way, an uncommon mix of vision and grip. Your intuition picks the goal and your sense of money and power reaches it; the strain comes when ambition leaves the 11 no quiet to listen in.',
      'The 8 builds influence and the 11 receives ideas, so you are at your best where inspiration has to survive contact with budgets and deadlines. The 8 keeps the 11 grounded and the 11 keeps the 8 from valuing only what can be counted; overwork is the shared danger, since neither number knows when to stop.',
      'The 8 is worldly and the 11 inspired, so your life asks you to carry a vision into rooms where money and power decide. Your insight earns respect there because the 8 gives it weight; keep some hours each week in which nothing has to be achieved, or the 11’s sensitivity frays.',
    ],
  },
  dayPair: DAY_PAIR_TEXT,
  birthdayMore: {
    11: [
      'It adds a talent for reading people: you sense what someone needs before they ask, and your best ideas arrive whole, as hunches you find the reasons for later.',
    ],
  },
  yearOnRoad: YEAR_ON_ROAD,
  yearMore: {
    6: [
      'It is a year of home and responsibility. Love, family and the care of others take the foreground: a move, a marriage, a child, an ageing parent or a friend in need may ask for you. Say yes to what you can truly carry, and say so plainly when you cannot.',
      'It is a year of home and responsibility, when the people closest to you come first. Someone may need your care, a relationship may ask for a clear commitment, or a home may need settling; give what is asked, and let others carry their share.',
    ],
    5: [
      'It is a year of change and freedom. Something that has stood still starts to move: a place, a job, a circle of friends. Let the new in, and keep hold of the few things that still anchor you.',
    ],
  },
  pyHeading: (shown, year) => `### Personal Year ${shown} in ${year}`,
  pyMasterRoot: (_py, value) =>
    `Your master ${value} reduces to this number, so the year asks for ${MASTER_ASKS[value]} as the ground your ${value} works from.`,
  pySameAsLifePath: () =>
    `It is your Life Path number too, so this year puts your road’s own lesson in the foreground.`,
  pyStyle: (lifePath, focus, style) => `On your Life Path ${lifePath}, ${focus} is best met ${style}.`,
  // One rule everywhere: a Personal Year is a calendar year (Decoz), birth month and day added to
  // it, so it turns on 1 January whatever the birthday; every wording says so.
  pyRules: [
    (year, shown) =>
      `Personal Years run in cycles of nine by the calendar: all of ${year} is your Personal Year ${shown}.`,
    (year, shown) =>
      `Your birth month and day added to ${year} make all of ${year} your Personal Year ${shown}.`,
    (year, shown) =>
      `Your Personal Year turns each 1 January, and ${year} is Personal Year ${shown} for you.`,
    (year, shown) => `Counted by the calendar year, ${year} is your Personal Year ${shown}.`,
    (year, shown) => `Read by calendar year, all of ${year} is your Personal Year ${shown}.`,
  ],
  pyTurns: [
    (year, shown) => `On 1 January ${year} you move into Personal Year ${shown}.`,
    (year, shown) => `${year} brings Personal Year ${shown}.`,
    (year, shown) => `With the new year, ${year}, comes Personal Year ${shown}.`,
    (year, shown) => `Personal Year ${shown} follows from 1 January ${year}.`,
    (year, shown) => `When the calendar turns to ${year}, so does your cycle, to Personal Year ${shown}.`,
  ],
  pyLate: (year, next, shownNext) =>
    `With ${year} nearly over, plan by ${next}, your Personal Year ${shownNext}.`,
  notLiving: (maxAge, year) =>
    `A Personal Year reads the year a person is living through, so for a birth more than ${maxAge} years ago this reading gives none for ${year}. The numbers above still describe the life that date and name began.`,
  portraitLeads: [
    (lp) => `Taken together, your numbers follow the lead of your Life Path ${lp}, the road itself`,
    (lp) => `Of all your numbers, the Life Path ${lp} leads, as the road itself`,
    (lp) => `Your Life Path ${lp} is the compass the rest follow`,
    (lp) => `The road itself, your Life Path ${lp}, leads the rest`,
  ],
  // A master number is in no family (review r27f): its reduced digit is named only as what it asks for.
  portraitLeadMaster: (lead, name, root) => `${lead}: ${name}; it ${asksOf(MASTER_OF_ROOT[root]!)}.`,
  portraitMasterRest: (groups) =>
    groups.length === 0
      ? ''
      : // Joined by semicolons: each group's own list of three would run into an "and" between groups.
        ` Of your other numbers, ${groups
          .map(
            (g, i) =>
              `${i === 0 ? `your ${g.named} ${g.count > 1 ? 'belong' : 'belongs'}` : `your ${g.named}`} to the ${/\d-\d-\d/.exec(g.register)?.[0]} group, which favours ${easeOf(g.register).easy} over ${easeOf(g.register).hard}`,
          )
          .join('; ')}.`,
  oneMasterBirthday: (shown, value, root, variant) =>
    (value === 11
      ? [
          `Your Birthday ${shown} is a master number in a smaller role than a Life Path 11: not the road itself but a gift you carry along it, flashes of intuition to draw on when the road asks for them. Like every 11 it reduces to ${root}, and the ${root}’s tact is what lets others hear what it tells you.`,
          `Your Birthday is the master ${shown}, a gift of the day you were born rather than a calling: your hunches are often right before you can say why, and they serve you best checked against the facts. It reduces to ${root}, the number of partnership, so the insight comes out most easily in one-to-one company.`,
          `A master number sits in your day of birth: Birthday ${shown}. It gives your road a sensitive instrument, an ear for what goes unsaid; the 11 reduces to ${root} and asks for the ${root}’s calm, so the instrument works best when you are calm and among people you trust.`,
        ]
      : [
          `Your Birthday is the master ${shown}, a gift rather than a road: when a large task lands in front of you, you see how it could be built. It reduces to ${root} and asks for the ${root}’s discipline, so the gift shows in patient, practical steps, not in big talk.`,
          `A master number sits in your day of birth: Birthday ${shown}. It lends your road a builder’s reach, the knack of seeing the whole structure of a plan; as a 22 it reduces to ${root}, the number of method, so the method comes before the vision is announced.`,
        ])[variant % (value === 11 ? 3 : 2)]!,
  portraitLeadPlain: (lead, register) => {
    const { easy, hard } = easeOf(register);
    return `${lead}, and it belongs to ${register}, so ${easy} comes easily and ${hard} hard.`;
  },
  masterInFamily: '',
  portraitAllApart: (named, register) =>
    ` Your ${named} all belong to ${register} instead: four of your five core numbers sit in one group and the road is the odd one out. That is the strongest thread in your numbers, and your life asks you to bring that united strength to the road.`,
  portraitAllSame: (named) =>
    ` Your ${named} all belong there too, so your numbers speak with one voice, and the work is to avoid overdoing that one note.`,
  portraitSome: (same, apart, apartRegister, balance, apartWay, home = '') => {
    const many = apart.count > 1;
    // A named family says what it makes easy; the balance clause is for numbers that scatter.
    const rest = apartRegister
      ? `${many ? 'belong' : 'belongs'} to ${apartRegister}, ${otherEase(apartRegister)}`
      : `${LIFE_PATH_WORDS_EN.portraitApart[apartWay]!(many)}, ${balance}`;
    // Four of five in the road's family is the strongest thread of the profile: said as such.
    return same.count === 3
      ? ` Your ${same.named} belong there too: four of your five core numbers sit in this one group, the strongest thread in your numbers, and what lies outside it, ${easeOf(home).hard} above all, costs you effort. Only your ${apart.named} ${rest}.`
      : ` Your ${same.named} ${same.count > 1 ? 'belong' : 'belongs'} there too, which doubles that ease; your ${apart.named} ${rest}.`;
  },
  portraitSameOnly: (named, count) =>
    ` Your ${named} ${count > 1 ? 'belong' : 'belongs'} there too, which doubles that ease.`,
  portraitApartOnly: (named, count, register, apartWay, balance) =>
    ` Your ${named} ${register ? `${count > 1 ? 'belong' : 'belongs'} to ${register} instead, ${otherEase(register)}` : `${LIFE_PATH_WORDS_EN.portraitApart[apartWay]!(count > 1)}, ${balance}`}.`,
  // Numbers outside the road's group and not all in one group of their own are split between the
  // other two: said as that fact, not as "keep to courses of their own" (review r33).
  portraitApart: [
    (many) => (many ? 'are split between the other two groups' : 'sits in another group'),
    (many) => (many ? 'fall into the two groups the road does not' : 'falls into a group the road does not'),
    (many) => (many ? 'spread across the other two groups' : 'stands in another group'),
    (many) => (many ? 'divide between the other two groups' : 'belongs to another group'),
  ],
  // An agreement says what agrees with what, in the words of the two places: "says the same" stood
  // four times in a report whose 9 came up four times (review d).
  sectionTie: (other, relation, own) => {
    const who = `Your ${other.place === 'birthday' ? 'Birthday' : ROLE_LABEL[other.place]} ${other.shown}`;
    const agree =
      own && (relation === 'same' || relation === 'root') ? TIE_AGREES[`${own}>${other.place}`] : undefined;
    if (agree) return agree(other.shown, relation === 'same');
    return {
      same: `${who} says the same.`,
      root: `${who} shares its root.`,
      // A shared group is stated once, in the portrait, and a number merely apart from this one has
      // nothing to add here: "Your Personality 7 adds knowledge and inner truth." was filler, and
      // "from the same group" the sixth telling of one group in a report (review d6).
      family: '',
      opposed: `${who} pulls the other way, toward ${other.drive}.`,
      apart: '',
    }[relation];
  },
  portraitNone: [
    'None of your Destiny, Soul Urge, Personality or Birthday number shares it, so what you are equipped for, what you want, how you come across and the talent you were born with each pull a different way from the road, and your life asks you to bring them to it.',
    'Your Destiny, Soul Urge, Personality and Birthday numbers all stand outside that group: your abilities, your private wishes, the face you show and your native talent each have their own direction, and much of your life goes into turning them toward the road.',
    'None of your other four core numbers shares that group, so the road does not come easily to you; what you can do, what you long for and how you strike people have to be brought to it on purpose, and that is where you grow.',
  ],
  maturityLeads: [
    (shown) => `Your Life Path and Destiny add up to your Maturity number, ${shown}`,
    (shown) => `Add Life Path and Destiny and you have your Maturity number, ${shown}`,
    (shown) => `Your Maturity number, the sum of Life Path and Destiny, is ${shown}`,
    (shown) => `Life Path plus Destiny gives your Maturity number, ${shown}`,
  ],
  // Flagged where the number is given, as "13/4 in your Destiny" flags a name number's debt.
  maturityDebt: (debt, shown) => `${debt}/${shown}, a karmic debt number`,
  maturityWhen: (age, drive, sameRoot, shown, echo, authored) =>
    authored
      ? `${maturityTime(age, drive, Number.parseInt(shown, 10))}${sameRoot ? ', on the same root as your road' : ''}${echo.length > 0 ? `, and the ${shown} is already yours in your ${listJoin(echo)}` : ''}. ${authored}`
      : `${age < 38 ? 'from about your forties, your life leans toward' : age <= 50 ? 'in these years your life is leaning toward' : 'since about your forties, your life has leaned toward'} ${drive}${sameRoot ? ', the same root as your road, so the later years confirm it' : ''}${echo.length > 0 ? `; the ${shown} is already yours in your ${listJoin(echo)}` : ''}.`,
  title: (name) => `Life Path Reading for ${name}`,
  openings: [
    (who, born, lp, dn) =>
      `${who}, your Life Path number is ${enNumber(lp)}, worked out from your birth date, ${born}: it is the main road of your life. Your Destiny number, ${enNumber(dn, lp.master)}, comes from the letters of the name as you gave it and names the abilities you bring to that road.`,
    (who, born, lp, dn) =>
      `${who}, your birth date, ${born}, gives you Life Path ${enNumber(lp)}: the direction your life takes, whatever detours you try. The letters of the name as you gave it add up to Destiny ${enNumber(dn, lp.master)}, the abilities you travel with.`,
    (who, born, lp, dn) =>
      `${who}, born on ${born}, you walk Life Path ${enNumber(lp)}, the lesson your years keep circling back to. From the name as you gave it comes Destiny ${enNumber(dn, lp.master)}: what you are equipped to do along the way.`,
    (who, born, lp, dn) =>
      `${who}, the date you were born, ${born}, comes to Life Path ${enNumber(lp)}, the road your life keeps returning to. Your name as you gave it comes to Destiny ${enNumber(dn, lp.master)}, the gifts you bring along.`,
  ],
  tensionDestiny: (lp, d) => `Your central tension is your Life Path ${lp} against your Destiny ${d}.`,
  tensionRoot: (lp, root, places) =>
    `Your central tension is your Life Path ${lp} against the ${root} in your ${listJoin(places)}.`,
  withYour: (label, shown) => `**With your ${label} ${shown}.**`,
  pairRoles: (text, ...numbers) => {
    const end = text.indexOf('. ');
    let head = end < 0 ? text : text.slice(0, end);
    for (const { value, place } of numbers)
      if (PAIR_ROLE[place])
        head = head.replace(
          new RegExp(`\\b([Tt]he ${value})(?![\\w/’']| of your)`),
          `$1 ${PAIR_ROLE[place]}`,
        );
    return end < 0 ? head : `${head}${text.slice(end)}`;
  },
  leapDay: (living) =>
    ` Born on 29 February, you have a calendar birthday only in leap years; numerology reads the date you were born, so your numbers hold every year${living ? ', and your Personal Year still turns each 1 January' : ''}.`,
  masterSplit: ({ own, alike, apart, root, reading }) => {
    const number = apart.value > 9 ? `the master number ${apart.value}` : `a plain ${apart.value}`;
    const others = listJoin(apart.methods.map((m) => `${METHOD_WORDS[m.method]} (${m.chain})`));
    const also = alike.length > 0 ? `, as does ${listJoin(alike.map((m) => METHOD_WORDS[m.method]))}` : '';
    const why =
      own.method === 'components' && own.master
        ? ' The parts are kept whole because each is a number in its own right.'
        : '';
    const other = own.master
      ? `If you count yourself a plain ${root}, ${reading}`
      : `Read as the master ${apart.value}, your Life Path asks more of the same ${root}: ${reading}`;
    return `**Where the methods part.** ${capitalise(METHOD_WORDS[own.method])}, as this reading does, gives ${own.chain}${also}; ${apart.methods.length > 1 ? 'the other ways give' : 'another way gives'} ${number}: ${others}.${why} ${other}`;
  },
  nameMasterSplit: ({ place, own, ownMaster, master, plain, total, again }) => {
    const letters = {
      destiny: 'the letters of your name',
      soulUrge: 'your vowels',
      personality: 'your consonants',
    }[place];
    const [ours, theirs] = ownMaster
      ? [`the master number ${master}`, `a plain ${plain}`]
      : [`a plain ${plain}`, `the master number ${master}`];
    const [atOnce, byName] = own === 'allLetters' ? [ours, theirs] : [theirs, ours];
    const how = own === 'perName' ? 'adds each name first' : 'adds all the letters at once';
    const why = again
      ? `again this reading ${how}`
      : `this reading ${how}, since ${own === 'perName' ? 'each name is a number in its own right' : 'the name is read as one whole'}`;
    // A total that is itself the master number is not named twice ("22, the master number 22").
    const made = total === master && atOnce.startsWith('the master') ? atOnce : `${total}, ${atOnce}`;
    return `Your ${ROLE_LABEL[place]} depends on how ${letters} are added: all at once they make ${made}, and name by name ${byName}; ${why}, so it reads ${ours}.`;
  },
  masterReading: (label, master, root) =>
    `Read as the master ${master}, your ${label} asks more of the same ${root}:`,
  methodsAgree: (items) => `${capitalise(listJoin(items))} give the same Life Path.`,
  lifePathLine: (method, steps) => `Life Path (${method}): ${steps}.`,
  steps: (parts, chain) => (parts.length > 0 ? `${listJoin(parts)}, then ${chain}` : chain),
  debtGroups: (groups, ours, own) => {
    const theirs = groups.map(
      (g) =>
        `${listJoin(g.methods)} ${g.methods.length > 1 ? 'pass' : 'passes'} through ${g.debt ?? 'no debt'}`,
    );
    return `${capitalise(theirs.join(', while '))}; the total this reading follows, ${ours}, passes through ${own}, so that debt is read here.`;
  },
  nameLabels: { destiny: 'Destiny', soulUrge: 'Soul Urge', personality: 'Personality' },
  destinyLetters: 'all letters, A = 1 to I = 9, then J = 1 again',
  consonants: 'consonants',
  yRule: {
    // The rule as the sums apply it, so each Y's line below follows from it: "where it sounds as a
    // vowel" beside "WINFREY's Y follows a vowel: a consonant" read as a contradiction (review d).
    sound: 'the vowels A, E, I, O and U, and Y except where it follows a vowel or starts a name before one',
    never: 'the vowels A, E, I, O and U; Y always counts as a consonant',
    always: 'the vowels A, E, I, O and U, and every Y',
  },
  yVowel: (name, count = 1) =>
    ` ${yOf(name, count)} ${count > 1 ? 'neither follow a vowel nor start' : 'neither follows a vowel nor starts'} the name before one, so ${count > 1 ? 'each counts' : 'it counts'} as a vowel, 7.`,
  yAfterVowel: (name, count = 1) =>
    ` ${yOf(name, count)} ${count > 1 ? 'each follow' : 'follows'} a vowel, so ${count > 1 ? 'each counts' : 'it counts'} as a consonant.`,
  yStart: (name) => ` ${name}'s Y starts the name before a vowel, so it counts as a consonant.`,
  nameLine: (label, letters, parts, chain) => `${label} (${letters}): ${listJoin(parts)}, then ${chain}.`,
  altWithout: (debt) => ` (without the ${debt})`,
  altInstead: (alternative, own) => ` (through ${alternative} instead of ${own})`,
  altThrough: (alternative) => ` (through karmic debt ${alternative})`,
  allLettersWould: (changed) =>
    `Adding all the letters at once would give ${listJoin(changed)}; this reading keeps Decoz's name-by-name sums, each name being a number in its own right.`,
  perNameWould: (changed) => `Reducing each name first would give ${listJoin(changed)}.`,
  karmicLine: (rule, _day, _date, _names, debts) => {
    const list = debts.map(({ debt, places }) => `${debt} in your ${listJoin(places)}`);
    return `${rule} ${list.length > 0 ? `You have ${listJoin(list)}.` : 'You have none.'}`;
  },
  personalYearLine: (year, steps) => `Personal Year ${year}: ${steps}.`,
  // A number missing from the letters can still be a core number's total: said once, so the lessons
  // do not contradict the reading of those numbers ("Without a 9" beside a Life Path 9).
  // A number missing from the letters can still be a core number's total: then it is one sentence
  // that says both, never "Without a 6" beside a Life Path 6 and a separate "Even so" naming the
  // numbers again, which a reviewer could not decode (review r30).
  karmicLessons: (missing, brief, inCore) => {
    // Several missing numbers the core numbers carry are one sentence too: "Your Birthday 4 carries
    // the 4 your name lacks" three times over read as a form (review r31).
    const held = missing.filter((n) => inCore.has(n));
    const places = held.flatMap((n) => inCore.get(n)!);
    // Where two asks have an "and" of their own, each is tagged with its number, so "patience and
    // tact and order and method" reads as two.
    const asked = (ns: readonly number[]) => {
      const asks = ns.map((n) => KARMIC_CORE_ASK[n as 1]);
      return asks.filter((a) => a.includes(' and ')).length < 2
        ? listJoin(asks)
        : listJoin(asks.map((a, i) => `${a} (the ${ns[i]})`));
    };
    // The lesson belongs to the letters, the core number to a sum or the birth date: said as two
    // facts, since "your Life Path 6 carries the 6 your name lacks" read as if the name held a 6
    // somewhere after all (review r33).
    const carried =
      held.length === 0
        ? []
        : [
            `Your name’s letters lack ${held.length === 1 ? (held[0] === 8 ? 'an 8' : `a ${held[0]}`) : listJoin(held.map(String))}, but your ${listJoin(places)} ${places.length === 1 ? 'carries' : 'carry'} ${held.length === 1 ? 'it' : 'them'}, so you learn by practice ${asked(held)}.`,
          ];
    // Several lessons no core number carries are one sentence for this name's own set of gaps, not
    // one fixed sentence a number that every name without an H or a G repeats (review r31).
    const open = missing.filter((n) => !inCore.has(n));
    const numbers = open.map(String);
    const lines = [
      ...carried,
      ...(open.length === 1
        ? [KARMIC_LESSON_TEXT[open[0] as 1]]
        : open.length > 1
          ? [
              `Your name has no ${numbers.slice(0, -1).join(', ')} or ${numbers.at(-1)} among its letters, so you have to learn ${asked(open)} rather than rely on instinct.`,
            ]
          : []),
    ];
    return `### Karmic Lessons\n\n${brief ? '' : 'Karmic Lessons are the numbers from 1 to 9 missing from the letters of the name you gave, qualities to learn rather than lean on. '}${lines.join(' ')}`;
  },
  pinnacles: (periods, age, current) => {
    const span = ({ shown, from, to }: { shown: string; from: number; to: number | null }, i: number) =>
      `${shown} ${i === 0 ? 'from birth ' : ''}${to === null ? `from ${from} on` : `to ${to}`}`;
    const now = periods[current]!;
    return `### Your Pinnacles\n\nYour four Pinnacles, the long periods of your life, are ${listJoin(periods.map(span))}. At ${age} you are in the ${ORDINAL[current]}, ${now.shown}, ${now.to === null ? 'for the rest of your life' : `until ${now.to}`}. ${PINNACLE_TEXT[now.value as 1]}`;
  },
  // A master first or second Pinnacle enters the third as found, after Decoz (11 + 11 = 22); said
  // where it applies, since 9 + 11 = 20 -> 2 reads as a slip to anyone who reduces the 11 first (review r31).
  pinnaclesLine: (sums, root, end) =>
    `Pinnacles: ${sums[0]}, ${sums[1]}, ${sums[2]}, ${sums[3]}; the first ends at 36 - ${root} = ${end}.${
      sums.slice(0, 2).some((sum) => /= (?:11|22)\/\d$/.test(sum))
        ? ' Month, day and year are each reduced to one digit first; a Pinnacle of 11 or 22 is kept whole, and the third adds the first two as they stand.'
        : ''
    }`,
  masterLine: (rule, masters, maturity) => {
    const ripe = maturity ? `your Maturity number, the sum of Life Path and Destiny, is ${maturity}` : '';
    if (masters.length > 0)
      return `${rule} Yours: ${listJoin(masters)}.${ripe ? ` ${capitalise(ripe)} as well.` : ''}`;
    return `${rule} None of your own five numbers is a master number${ripe ? `, but ${ripe}` : ''}.`;
  },
};

/**
 * Items for a list whose second-to-last ends in a relative clause (`opens` starts it): the clause
 * is closed with a comma before "and", so the next debt is not read as part of it.
 */
export function closeClause(items: readonly string[], opens: string): string[] {
  return items.map((item, i) => (i === items.length - 2 && item.includes(opens) ? `${item},` : item));
}

/** "asks for the 6’s care on a larger scale", for the 33. */
function asksOf(master: number): string {
  return `asks for ${MASTER_ASKS[master]} on a larger scale`;
}

/** The headline number as stated: "11/2, a master number". */
function enNumber(n: Shown, alsoMaster = false): string {
  return `${n.shown}${n.master ? `, ${alsoMaster ? 'also ' : ''}a master number` : ''}`;
}
