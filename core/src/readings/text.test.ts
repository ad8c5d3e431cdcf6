import { describe, expect, it } from 'vitest';
import { Chooser, countWords, neutralise, quoteUserText, sentences } from './text';

describe('text helpers', () => {
  it('neutralises markup in user text', () => {
    expect(neutralise('a <b>c</b>\n## d *e* [f](g) | h')).toBe(
      'a ＜b＞c＜/b＞ \\#\\# d \\*e\\* \\[f\\](g) \\| h',
    );
    expect(neutralise('  Zoë   O’Brien ')).toBe('Zoë O’Brien');
    expect(quoteUserText('one two three four', 2)).toBe('one two…');
  });

  it('counts words and splits sentences without headings', () => {
    expect(countWords("It's a well-known 3-card spread.")).toBe(5);
    expect(sentences('# Title\n\nOne. Two!\n- Three?')).toEqual(['one.', 'two!', 'three?']);
  });

  it('counts words as the word pattern does, in any script', () => {
    // Report lengths, limits and the bench all rest on this count; the hand scan must agree with
    // the pattern it replaced on apostrophes, dashes, accents, other scripts and astral letters.
    const pattern = (t: string) => (t.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
    for (const text of [
      'Zoë’s café — Größe und Übermaß',
      "'quoted' -dash- –en– don’t rock'n'roll 1990-05-14",
      '中文 ١٢ 𝒜𝒷 😀 a_b ʼx «y»',
      '',
      '   ',
    ])
      expect(countWords(text)).toBe(pattern(text));
    expect(countWords('Zoë’s café — Größe')).toBe(3);
  });

  it('chooses deterministically and spreads choices across keys', () => {
    const a = new Chooser('reading-1');
    expect(a.pick('slot', ['x', 'y', 'z'])).toBe(new Chooser('reading-1').pick('slot', ['x', 'y', 'z']));
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[new Chooser(`r${i}`).index('slot', 3)]!++;
    for (const n of counts) expect(n).toBeGreaterThan(900);
    expect(new Set(a.pickSome('s', [1, 2, 3, 4], 3)).size).toBe(3);
  });
});
