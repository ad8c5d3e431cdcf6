// The life path page's text rules: blank lines are dropped, heading lines become section
// headings, lines fully wrapped in ** become sub-headings and every other line is a paragraph.
// "# ", "## " and "### " lines are all headings, so no line shows its Markdown marks as text.
import { parseInline, type Inline } from '../markdown/markdown';

export type LifePathLine =
  | { type: 'heading'; level: 2 | 3; text: Inline[] }
  | { type: 'subheading'; text: Inline[] }
  | { type: 'paragraph'; text: Inline[] };

const SUBHEADING = /^\*\*(?!\*)(.+?)\*\*$/;

/**
 * A reduction chain as people read it: "1990 → 19 → 10 → 1". The stored text writes "->"; the
 * arrows get non-breaking spaces so a chain never splits across lines ("19 -" / "> 10").
 */
export function reductionChain(text: string): string {
  return text.replace(/\s*->\s*/g, '\u00a0→\u00a0');
}

export function lifePathLines(text: string | null | undefined): LifePathLine[] {
  const lines: LifePathLine[] = [];
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = reductionChain(raw.trim());
    if (!line) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      lines.push({ type: 'heading', level: heading[1]!.length <= 2 ? 2 : 3, text: parseInline(heading[2]!) });
      continue;
    }
    const sub = SUBHEADING.exec(line);
    // "**a** and **b**" is a paragraph with two bold words, not a sub-heading.
    if (sub && !sub[1]!.includes('**')) {
      lines.push({ type: 'subheading', text: parseInline(sub[1]!) });
      continue;
    }
    lines.push({ type: 'paragraph', text: parseInline(line) });
  }
  return lines;
}
