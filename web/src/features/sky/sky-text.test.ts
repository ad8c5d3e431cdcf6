import { describe, expect, it } from 'vitest';
import type { TransitView } from '@orrery/core/api/sky';
import { activateLanguage } from '@/i18n/i18n';
import { bodyName, monthIn, phaseLabel, shiftMonth, spanFractions, transitWindowText } from './sky-text';

const transit: TransitView = {
  body: 'Saturn',
  point: 'Sun',
  aspect: 'square',
  family: 'tense',
  title: 'Saturn square your Sun',
  text: '',
  weight: 20,
  applying: true,
  enterAt: '2026-11-28T10:00:00Z',
  exactAt: ['2026-12-03T14:20:00Z'],
  leaveAt: '2026-12-09T10:00:00Z',
};

describe('sky text', () => {
  it('writes a transit window in the zone asked for', () => {
    expect(transitWindowText(transit, 'UTC', 'en-GB')).toBe(
      'Exact on 3 December at 14:20, in orb 28 November to 9 December',
    );
    expect(transitWindowText({ ...transit, exactAt: [], enterAt: null }, 'Asia/Tokyo', 'en-GB')).toBe(
      'Turning back before it is exact, in orb until 9 December',
    );
  });

  it('places a window on the timeline, clipped to its span', () => {
    const from = Date.parse('2026-11-25T00:00:00Z');
    const to = from + 30 * 86_400_000;
    const f = spanFractions(transit, from, to);
    expect(f.start).toBeCloseTo(3.42 / 30, 2);
    expect(f.exact[0]).toBeCloseTo(8.6 / 30, 2);
    expect(spanFractions({ ...transit, enterAt: null, leaveAt: null }, from, to)).toMatchObject({
      start: 0,
      end: 1,
    });
  });

  it('steps months across the year and reads this month in a zone', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(monthIn('Pacific/Honolulu', new Date('2026-12-01T06:00:00Z'))).toBe('2026-11');
  });

  it('writes the window, the phases and the bodies in German for a German reader', async () => {
    await activateLanguage('de');
    try {
      expect(transitWindowText(transit, 'UTC', 'de-DE')).toBe(
        'Genau am 3. Dezember um 14:20, im Orbis vom 28. November bis zum 9. Dezember',
      );
      expect(transitWindowText({ ...transit, exactAt: [], enterAt: null }, 'UTC', 'de-DE')).toBe(
        'Ohne exakten Aspekt, im Orbis bis zum 9. Dezember',
      );
      expect(phaseLabel('Balsamic')).toBe('Abnehmende Sichel');
      expect(bodyName('Neptune')).toBe('Neptun');
      expect(bodyName('True_Node')).toBe('Mondknoten');
    } finally {
      await activateLanguage('en');
    }
  });
});
