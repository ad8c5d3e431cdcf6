// Review B of batch r19 (three cards): the past describes and never orders, verdicts are plain and
// never firm beside an all-reversed spread, the step fits the matter asked, and one court card at
// most is the person asked about.
import { describe, expect, it } from 'vitest';
import { section, seriesReadings } from './__fixtures__/tarot-draws';

const threeCard = (question: string, n = 40) => seriesReadings('r19b', question, n, ['three-card']);
const pastOf = (md: string) => md.split('### Past:')[1]?.split('\n### ')[0] ?? '';

describe('a past card', () => {
  it('tells what happened, with no instruction tied to the matter', () => {
    for (const question of [
      'Should I adopt a dog?',
      'Is my new colleague trustworthy?',
      'Should I go back to university at 40?',
    ])
      for (const md of threeCard(question))
        expect(pastOf(md), question).not.toMatch(
          /(For|As for) [^,.]+, (stop|hold|check|ask|take|let|keep|be|turn|share|guard|give|look|trust)\b/,
        );
  });
});

describe('the verdict', () => {
  it('is said plainly, and never firm when every card is reversed', () => {
    let allReversed = 0;
    for (const question of ['Should I go back to university at 40?', 'Will I get the promotion?'])
      for (const md of threeCard(question, 80)) {
        expect(md).not.toMatch(/(lean|Leaning) (yes|no), (clearly|fairly)/);
        const heads = [...md.matchAll(/^### \w+: .*$/gm)].map((m) => m[0]);
        if (heads.length !== 3 || !heads.every((h) => h.endsWith('(reversed)'))) continue;
        const answer = section(md, 'Your Answer');
        if (!/^\*\*Leaning/.test(answer.trim())) continue;
        allReversed++;
        expect(answer).toMatch(/^\s*\*\*Leaning (yes|no), but not strongly/);
      }
    expect(allReversed).toBeGreaterThan(0);
  });
});

describe('the step', () => {
  it('on a colleague’s trust is a way to judge it, never a favour done for them', () => {
    for (const md of threeCard('Is my new colleague trustworthy?'))
      expect(section(md, 'Your Answer')).not.toMatch(/practical load|before they have to ask|let me know/);
  });

  it('on a dog is never a card’s line for another matter', () => {
    for (const md of threeCard('Should I adopt a dog?'))
      expect(section(md, 'Your Answer')).not.toMatch(/early years|someone from your past|old friend/);
  });

  it('never tells someone asked about to be confided in as a partner', () => {
    for (const md of threeCard('Does she have feelings for me?')) {
      expect(md).not.toMatch(/your partner/);
      expect(section(md, 'Your Answer')).toMatch(
        /(What is in your hands|The part that is yours): .*\b(her|she)\b/,
      );
    }
  });
});

describe('court cards', () => {
  it('read one court card at most as the ex', () => {
    let both = 0;
    for (const md of threeCard('Will my ex and I get back together?', 120)) {
      const courts = [...md.matchAll(/^### (Past|Future): (Page|Knight|Queen|King) of/gm)];
      if (courts.length < 2) continue;
      both++;
      const said = (md.match(/may well (be|stand for) your ex|the other person as they were then/g) ?? [])
        .length;
      expect(said, md).toBeLessThanOrEqual(1);
    }
    expect(both).toBeGreaterThan(0);
  });
});
