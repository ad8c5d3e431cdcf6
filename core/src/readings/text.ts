// Small text utilities shared by the composers: deterministic choice, user-text neutralising,
// counting. Kept free of platform APIs so the browser can run the composers too.

/** 32-bit FNV-1a; fast and stable across platforms, which is all a phrasing choice needs. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche so keys differing only at the end still spread over all buckets.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Chooses phrasings deterministically: the same reading key and slot always give the same
 * choice, while different readings spread over all variants. This is what keeps a paid reading
 * stable yet makes two readings read differently.
 */
export class Chooser {
  private readonly base: number;

  constructor(readonly key: string) {
    this.base = hash32(key);
  }

  index(slot: string, n: number): number {
    return hash32(`${this.base}:${slot}`) % n;
  }

  pick<T>(slot: string, options: readonly T[]): T {
    return options[this.index(slot, options.length)]!;
  }

  /**
   * The i-th item of a rotation that starts at a slot-determined offset: within one reading,
   * consecutive positions get different phrasings, while readings still differ from each other.
   */
  cycle<T>(slot: string, i: number, options: readonly T[]): T {
    return options[(this.index(slot, options.length) + i) % options.length]!;
  }

  /** k distinct items in a slot-determined order. */
  pickSome<T>(slot: string, options: readonly T[], k: number): T[] {
    const pool = [...options];
    const out: T[] = [];
    for (let i = 0; i < k && pool.length > 0; i++)
      out.push(pool.splice(this.index(`${slot}#${i}`, pool.length), 1)[0]!);
    return out;
  }
}

/**
 * Makes user text (names, questions) inert inside markdown whatever renderer shows it: angle
 * brackets become their fullwidth forms so no renderer can ever see a tag, and markdown syntax is
 * backslash-escaped (CommonMark shows it literally) so no emphasis, link, heading or table can come
 * from it. Line breaks are folded so user text cannot start a new block.
 */
export function neutralise(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/</g, '\uff1c')
    .replace(/>/g, '\uff1e')
    .replace(/[\\`*_[\]#|~{}]/g, (ch) => `\\${ch}`);
}

/** Neutralised, and cut to a word limit with an ellipsis, for echoing long questions. */
export function quoteUserText(text: string, maxWords: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const short = words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : words.join(' ');
  return neutralise(short);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** ASCII classes: 1 starts and continues a word (letter, digit), 2 only continues one (' and -). */
const ASCII_CLASS = new Uint8Array(128).map((_, code) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
    ? 1
    : code === 39 || code === 45
      ? 2
      : 0,
);

/**
 * Words as the pattern `[\p{L}\p{N}][\p{L}\p{N}'’-]*` counts them: a letter or digit starts one, and
 * letters, digits, apostrophes and hyphens continue it. Scanned by hand rather than matched,
 * because the composers count words as they trim a report to its limit, and building the array of
 * every match made counting a fifth of a natal report's time.
 */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let kind: number;
    if (code < 128) kind = ASCII_CLASS[code]!;
    else if (code === 0x2019) kind = 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      kind = LETTER_OR_DIGIT.test(text.slice(i, i + 2)) ? 1 : 0;
      i++;
    } else kind = LETTER_OR_DIGIT.test(text[i]!) ? 1 : 0;
    if (inWord) inWord = kind !== 0;
    else if (kind === 1) {
      count++;
      inWord = true;
    }
  }
  return count;
}

/** Sentences of a markdown report, headings excluded; used by the variety bench and tests. */
export function sentences(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/u))
    .map((s) =>
      s
        .replace(/^[-*]\s+/, '')
        .replace(/\*\*/g, '')
        .trim()
        .toLowerCase(),
    )
    .filter((s) => s.length > 0);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Replaces each whole-word mention of `phrase` in a report's prose (in any case) with what
 * `replace` returns, leaving headings and the quoted question in the asker's own words. `tail`, a
 * pattern that may follow the phrase, is matched with it and passed on when it was said ("things
 * … are" reads as one thing once shortened); `before` is the prose ahead of the mention.
 */
export function replaceInProse(
  markdown: string,
  phrase: string,
  replace: (said: string, tail: string | undefined, before: string) => string,
  tail?: string,
): string {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\b${escaped}\\b${tail ? `(${tail})?` : ''}`, 'gi');
  return markdown
    .split(/(“[^”]*”|^#.*$)/m)
    .map((part, k) =>
      k % 2 === 1
        ? part
        : part.replace(pattern, (said: string, ...rest: unknown[]) =>
            replace(
              said,
              tail ? (rest[0] as string | undefined) : undefined,
              part.slice(0, rest[rest.length - 2] as number),
            ),
          ),
    )
    .join('');
}

/** "a, b and c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "three": small counts read better as words. */
export function cardinal(n: number): string {
  const words = [
    'no',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ];
  return words[n] ?? String(n);
}

export function ordinal(n: number): string {
  const words = [
    'zeroth',
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
  ];
  return words[n] ?? `${n}th`;
}

/** "a bold" / "an intuitive": the indefinite article for the word that follows. */
export function aOrAn(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * The sentences of a plain paragraph, so an authored text can be shortened a whole sentence at a
 * time; a German sentence may open with an umlaut or „ and close with “ or ….
 */
export function sentencesOf(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?…“])\s+(?=[A-ZÄÖÜ„“"‘'])/u)
    .filter((s) => s.length > 0);
}

/**
 * The authored tables use typographic apostrophes and the composers plain ones (in names: "Ana's");
 * a report keeps to one style.
 */
export function plainApostrophes(text: string): string {
  return text.replaceAll('’', "'");
}

/** English month names, for dates written out without the cost of Intl.DateTimeFormat. */
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Whether a subject takes "do" and "hang" rather than "does" and "hangs": "they", "you and your
 * sister", "your parents" ("What your parents does", review r23). A singular "they" named by its
 * noun ("your partner") stays singular.
 */
export const takesPluralVerb = (subject: string): boolean =>
  /^(they|we)$|^(you|they|we) and\b/i.test(subject) ||
  /\b(parents|children|kids|siblings|brothers|sisters|friends|colleagues|coworkers|in-laws|grandparents|neighbours|neighbors|sons|daughters|twins|finances|savings|studies|exams|plans|affairs|debts|dreams|bills|loans|results|worries|fears|problems|troubles|feelings)$/i.test(
    subject,
  );

/** Whether two texts share a run of `n` words in a row (case and punctuation aside). */
export function sharesWordRun(a: string, b: string, n: number): boolean {
  // A "|" in either text stands for words left out on purpose: no run reaches across it.
  const runs = (text: string) =>
    text
      .toLowerCase()
      .split('|')
      .flatMap((part) => {
        const w = part.match(/[\p{L}\p{N}’']+/gu) ?? [];
        return w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' '));
      });
  const seen = new Set(runs(a));
  return runs(b).some((run) => seen.has(run));
}
