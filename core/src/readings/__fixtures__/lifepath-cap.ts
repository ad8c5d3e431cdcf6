import { countWords } from '../text';

/**
 * A life path report's cap: 1,200 words besides the paragraph on methods that part on a master
 * number (issue 27), and the sentences on a name number that is a master number by one way of
 * adding the letters only (review d), which the composer owes the client and does not count
 * against the reading.
 */
export const capOf = (markdown: string) =>
  1200 +
  countWords(/^\*\*(?:Where the methods part|Wo die Methoden auseinandergehen)\.\*\*.*$/m.exec(markdown)?.[0] ?? '') +
  countWords(
    (markdown.match(/Your (?:Destiny|Soul Urge|Personality) depends on how [^.]*\./g) ?? []).join(' '),
  );
