// Focused grammar checks for composed reports, shared by the tests and `npm run bench:readings`:
// the faults a composer that joins authored sentences and slot values can make. Each check finds
// a fault a reader hears aloud; none needs a dictionary.

export interface GrammarFault {
  kind: 'empty slot' | 'doubled word' | 'article' | 'agreement' | 'number in prose';
  excerpt: string;
}

/** Words after which "an" is right although they start with a consonant letter, or "a" though a vowel. */
const AN_BEFORE = /^(hour|honest|honou?r|heir|8|11|18|80)/i;
const A_BEFORE = /^(one|once|uni(?!n)|use|usu|eu|ewe|u[bcfkrst][aeiou])/i;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Lines of prose: headings, bold labels and list markers are not read as sentences. */
function proseLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.replace(/^[-*]\s+/, '').replace(/\*\*[^*]+\*\*(\s*\([^)]*\))?:?/g, ''));
}

const excerpt = (line: string, at: number) => line.slice(Math.max(0, at - 40), at + 40);

export function grammarFaults(markdown: string): GrammarFault[] {
  const out: GrammarFault[] = [];
  for (const line of proseLines(markdown)) {
    for (const m of line.matchAll(/\{[A-Za-z]*\}|\bundefined\b|\bnull\b|\bNaN\b|\[object|\s[,.;:](?!\d)|\(\s*\)|,\s*,|\s{2,}\S/g))
      out.push({ kind: 'empty slot', excerpt: excerpt(line, m.index) });
    const words = [...line.matchAll(WORD)];
    for (let i = 1; i < words.length; i++) {
      const prev = words[i - 1]!;
      const cur = words[i]!;
      const between = line.slice(prev.index + prev[0].length, cur.index);
      if (between.trim() === '' && prev[0].toLowerCase() === cur[0].toLowerCase() && !/^(that|had)$/i.test(cur[0]))
        out.push({ kind: 'doubled word', excerpt: excerpt(line, cur.index) });
      if (between.trim() !== '') continue;
      const article = prev[0].toLowerCase();
      const next = cur[0];
      if (article === 'a' && /^[aeiou]/i.test(next) && !A_BEFORE.test(next))
        out.push({ kind: 'article', excerpt: excerpt(line, prev.index) });
      if (article === 'an' && (!/^[aeiou]/i.test(next) || A_BEFORE.test(next)) && !AN_BEFORE.test(next))
        out.push({ kind: 'article', excerpt: excerpt(line, prev.index) });
    }
    // Agreement the composers can get wrong when a list fills a subject slot.
    for (const m of line.matchAll(
      /(?:\b(?:both|all three|all four|planets)|(?:^|[.:;] )(?:The )?[A-Z][a-z]+ and (?:the )?[A-Z][a-z]+) (?:is|was|has|sits|leads|opposes|squares|forms|touches)\b|\b(?:one planet|it) (?:are|were|have)\b|\b\w+'s (?:feelings|words|ideals) (?:is|presses|finds|meets|favours)\b|\bboth\b[^.]*\b(?:three|four|five)\b planets/g,
    ))
      out.push({ kind: 'agreement', excerpt: excerpt(line, m.index) });
    // Degrees and counts are written with units ("1°", "one planet"); "at 1 degrees" is a slot fault.
    for (const m of line.matchAll(/\b1 degrees\b|\b\d+ (?:planets|points) share\b|\b\d{4}-\d{2}-\d{2}\b/g))
      out.push({ kind: 'number in prose', excerpt: excerpt(line, m.index) });
  }
  return out;
}
