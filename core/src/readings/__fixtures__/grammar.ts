// Focused grammar checks for composed tarot prose, shared by the grammar test and
// `npm run bench:readings`: empty or unfilled slots, doubled words, "a"/"an" before the wrong
// sound, and subject-verb agreement faults a frame can cause. Card names are masked first, so
// "the Two of Cups is" and "Death" are never read as faults.
import { DECK } from '../../tarot/deck';

const CARD_NAMES = new RegExp(
  `\\b(?:${DECK.map((c) => c.name.replace(/^The /, '')).sort((a, b) => b.length - a.length).join('|')})\\b`,
  'g',
);

/** Words after "a" that start with a vowel letter but a consonant sound. */
const A_BEFORE_VOWEL_LETTER = /^(one|once|uni|use|usu|uto|eu|ewe|ufo|ura)/i;
/** Words after "an" that start with a consonant letter but a vowel sound. */
const AN_BEFORE_CONSONANT_LETTER = /^(hour|honest|honou?r|heir|herb)/i;

const SLOT_FAULTS: [RegExp, string][] = [
  [/\b(undefined|null|NaN)\b|\$\{|\{[a-z]+\}/, 'unfilled slot'],
  [/\s[,.;:!?]|,,|;;|::|(?<!\.)\.\.(?!\.)|\(\s*\)|[,;:]\s*[.!?]$/, 'empty slot or stray punctuation'],
  [/ {2,}/, 'double space'],
  // A matter with a "you" of its own set in a slot that has one: "the ground you came to you and your daughter from".
  [/\byou (\w+ ){1,2}(to|from|into|under|for) you and (your|\p{Lu})/u, 'second "you" in a slot'],
];

const AGREEMENT_FAULTS: RegExp[] = [
  /\b(?<!\b(in|of|on|to|with|from|for|at|by|about) )(it|he|she|this card|the card) (are|were|have)\b/i,
  /(^|[.;:] )(you|they|we) (is|was|has)\b/i,
  /\bI (is|are|has)\b/,
  /\b(finances|studies|surroundings|hopes|fears|cards|reversals|family and home|home and family) (is|was|has)\b/i,
  /\bthere (is|was) (two|three|four|five|six|seven|eight|nine|ten|many|several)\b/i,
  /\b(two|three|four|five|six|seven|eight|nine|ten|both) (cards|people|things) (is|was|has)\b/i,
  /\ba (\w+ )?(cards|people|things) (is|are)\b/i,
  /\b(is|are|was|were) (is|are|was|were)\b/i,
  // Two subjects joined by "and", or a plural noun, before a singular verb: "drive and ambition
  // stays", "material concerns stays".
  /\b(?!(?:this|that|it|he|she|one|each|which|who|what|everything|nothing|something)\b)\w+ and \w+ (stays|remains|sits|lies|stands)\b/i,
  /\b(concerns|matters|feelings|thoughts|words|decisions|ambitions|themes|cards|suits) (stays|remains|sits|lies|stands)\b/i,
];

/** What is wrong with one sentence, as short labels; empty when nothing is. */
export function grammarFaults(sentence: string): string[] {
  const faults: string[] = [];
  const s = sentence.trim();
  if (s === '') return ['empty sentence'];
  for (const [re, label] of SLOT_FAULTS) if (re.test(s)) faults.push(label);
  const masked = s.replace(CARD_NAMES, 'Cardname');
  const doubled = /\b(\w+)\s+\1\b/i.exec(masked);
  if (doubled && !/^(that|had|is)$/i.test(doubled[1]!)) faults.push(`doubled word "${doubled[1]}"`);
  for (const m of masked.matchAll(/\b(a|an)\s+([\w’'-]+)/gi)) {
    const [, article, word] = m;
    const vowel = /^[aeiou]/i.test(word!);
    if (article!.toLowerCase() === 'a' && vowel && !A_BEFORE_VOWEL_LETTER.test(word!))
      faults.push(`"a ${word}"`);
    if (article!.toLowerCase() === 'an' && !vowel && !AN_BEFORE_CONSONANT_LETTER.test(word!))
      faults.push(`"an ${word}"`);
  }
  for (const re of AGREEMENT_FAULTS) {
    const m = re.exec(masked);
    if (m) faults.push(`agreement "${m[0]}"`);
  }
  if (!/^[\p{Lu}\d“"*(]/u.test(s)) faults.push('starts without a capital');
  if (!/[.!?”"*:)]$/u.test(s)) faults.push('ends without a stop');
  return faults;
}

/** The prose sentences of a markdown reading (headings left out), in their original case. */
export function proseSentences(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .flatMap((line) => line.split(/(?<=[.!?”])\s+(?=[\p{Lu}“*])/u))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
