import { describe, expect, it } from 'vitest';
import { composeLifePath } from './lifepath-report';
import { countWords } from './text';

import { capOf } from './__fixtures__/lifepath-cap';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('German life path, review u', () => {
  it('says once that a master Life Path asks for its root on a larger scale, and keeps within 1,200 words', () => {
    // Life Path 22/4 and Birthday 11/2: the road's paragraph has said what the 22 asks for.
    const { markdown } = composeLifePath({
      firstName: 'Oscar',
      lastName: 'Mensah',
      birthDate: '2006-03-29',
      now: NOW,
      language: 'de',
    });
    expect(markdown.match(/die 22 verlangt die Disziplin der 4/gi) ?? []).toHaveLength(0);
    expect(markdown).toContain('die 11 verlangt die Geduld und das Taktgefühl der 2 in größerem Maßstab.');
    expect(countWords(markdown)).toBeLessThanOrEqual(capOf(markdown));
  });

  it('keeps a report with three kept-whole debts within 1,200 words by leaving out the methods’ agreement', () => {
    // bench:readings found this German report at 1,217 words.
    const { markdown } = composeLifePath({
      firstName: 'Jonas',
      lastName: 'Kowalski',
      birthDate: '1931-12-29',
      now: new Date('2026-06-01T12:00:00Z'),
      language: 'de',
    });
    expect(countWords(markdown)).toBeLessThanOrEqual(capOf(markdown));
    expect(markdown).toContain('Als 11 ganz belassen, gibt KOWALSKI deiner Ausdruckszahl ihre 16');
  });
});
