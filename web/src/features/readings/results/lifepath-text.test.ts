import { describe, expect, it } from 'vitest';
import { inlineText } from '../markdown/markdown';
import { lifePathLines, reductionChain } from './lifepath-text';

const summary = (text: string) =>
  lifePathLines(text).map((l) => `${l.type}${'level' in l ? l.level : ''}:${inlineText(l.text)}`);

describe('lifePathLines', () => {
  it('drops blank lines and reads headings, sub-headings and paragraphs', () => {
    expect(
      summary('# Reading\n\n## Overview\n\n\n**Strengths**\nYou are **steady** and kind.\n### Life Path 7'),
    ).toEqual([
      'heading2:Reading',
      'heading2:Overview',
      'subheading:Strengths',
      'paragraph:You are steady and kind.',
      'heading3:Life Path 7',
    ]);
  });

  it('treats a line with two bold parts as a paragraph', () => {
    expect(summary('**Sun** and **Moon**')).toEqual(['paragraph:Sun and Moon']);
  });

  it('gives no lines for empty text, so the page shows its empty message', () => {
    expect(lifePathLines('')).toEqual([]);
    expect(lifePathLines('  \n\n ')).toEqual([]);
    expect(lifePathLines(null)).toEqual([]);
  });

  it('writes reduction chains with the arrow the number cards use, never broken across lines', () => {
    expect(reductionChain('1990 -> 19 -> 10 -> 1')).toBe('1990\u00a0→\u00a019\u00a0→\u00a010\u00a0→\u00a01');
    expect(summary('Life Path: 1990 -> 19 -> 10 -> 1.')).toEqual([
      'paragraph:Life Path: 1990\u00a0→\u00a019\u00a0→\u00a010\u00a0→\u00a01.',
    ]);
  });
});
