// What no German reading may hold, for its tests and for `npm run bench:readings`: an English
// word, a slot left empty, a word said twice, a sentence opening in lower case.
export const GERMAN_FAULTS: [string, RegExp][] = [
  ['English word', /(?<![\p{L}])(the|and|of|you|your|reversed|upright|card)(?![\p{L}])/iu],
  ['empty slot', /undefined|null|NaN|\s[,.:]|\(\s*\)|::|\.\./u],
  // "die die Waage" is a relative pronoun and an article, which German allows.
  ['doubled word', /(?<![\p{L}])(?!(?:die|der|das) )(\p{L}{2,}) \1(?![\p{L}])/iu],
  ['lower-case sentence start', /[.!?] [a-zäöü]/u],
];

/** The asker's own words, quoted as asked whatever their language, are left out of the checks. */
export const withoutQuotedWords = (text: string) => text.replace(/„[^“]*“/gu, '„…“');

/** The kinds of fault a German text holds. */
export const germanFaults = (text: string): string[] =>
  GERMAN_FAULTS.filter(([, re]) => re.test(withoutQuotedWords(text))).map(([kind]) => kind);
