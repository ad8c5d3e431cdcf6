// A small Markdown reader for the reports: headings, paragraphs, lists, block quotes, bold,
// italic and code. It produces a tree of plain strings that Markdown.tsx turns into React
// elements, so user text inside a report (names, questions) can only ever become text nodes:
// there is no HTML path at all. Links keep their words and drop their targets.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string };

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type Block =
  | { type: 'heading'; level: HeadingLevel; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' };

const ESCAPABLE = /[!-/:-@[-`{-~]/;

function pushText(out: Inline[], text: string): void {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** Index of the closing delimiter, skipping escaped characters; -1 when there is none. */
function findClose(source: string, from: number, delimiter: string): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') {
      i++;
      continue;
    }
    if (source.startsWith(delimiter, i)) {
      // A single * must not close on the first half of a **.
      if (delimiter.length === 1 && source[i + 1] === delimiter && delimiter !== '`') {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\' && i + 1 < source.length && ESCAPABLE.test(source[i + 1]!)) {
      pushText(out, source[i + 1]!);
      i += 2;
      continue;
    }
    if (ch === '`') {
      const close = findClose(source, i + 1, '`');
      if (close > i + 1) {
        out.push({ type: 'code', text: source.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && source[i + 1] === ch) {
      const delimiter = ch + ch;
      const close = findClose(source, i + 2, delimiter);
      if (close > i + 2) {
        out.push({ type: 'strong', children: parseInline(source.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
    }
    // Underscores inside words (snake_case) are not emphasis.
    if ((ch === '*' || (ch === '_' && !isWordChar(source[i - 1]))) && source[i + 1] !== ' ') {
      const close = findClose(source, i + 1, ch);
      if (close > i + 1 && !(ch === '_' && isWordChar(source[close + 1]))) {
        out.push({ type: 'em', children: parseInline(source.slice(i + 1, close)) });
        i = close + 1;
        continue;
      }
    }
    if (ch === '[') {
      const link = /^\[([^\]\\]*(?:\\.[^\]\\]*)*)\]\((?:[^()]|\([^()]*\))*\)/.exec(source.slice(i));
      if (link) {
        for (const node of parseInline(link[1]!)) {
          if (node.type === 'text') pushText(out, node.text);
          else out.push(node);
        }
        i += link[0].length;
        continue;
      }
    }
    pushText(out, ch);
    i++;
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let quote: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (quote.length) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    quote = [];
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as HeadingLevel,
        children: parseInline(heading[2]!),
      });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      blocks.push({ type: 'rule' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = bullet ? null : ORDERED.exec(line);
    const item = bullet ?? ordered;
    if (item) {
      const isOrdered = ordered !== null;
      if (!list || list.ordered !== isOrdered) {
        flush();
        list = { ordered: isOrdered, items: [] };
      }
      list.items.push(item[1]!);
      continue;
    }
    if (line.startsWith('>')) {
      if (!quote.length) flush();
      quote.push(line.replace(/^>\s?/, ''));
      continue;
    }
    if (list) {
      // A continuation line belongs to the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (quote.length) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** The words of an inline tree, for labels and tests. */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((n) => (n.type === 'text' || n.type === 'code' ? n.text : inlineText(n.children)))
    .join('');
}
