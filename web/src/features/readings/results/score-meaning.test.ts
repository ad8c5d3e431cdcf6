import { describe, expect, it } from 'vitest';
import { scoreMeaning } from './score-meaning';

describe('scoreMeaning', () => {
  it('explains an Important score for the two people by name, with the band it sits in', () => {
    const text = scoreMeaning(12, ['Ada', 'Grace'], 2);
    expect(text).toContain('Ada and Grace score 12 from 2 scoring ties');
    expect(text).toContain('“Important” (10 to 14)');
    expect(text).toContain('feel each other’s influence');
  });

  it('names the open-ended top band and a single tie', () => {
    expect(scoreMeaning(31, ['A', 'B'], 1)).toContain(
      'from one scoring tie, in the band the scale calls “Rare Exceptional” (30 or more)',
    );
  });
});

describe('the score and its ties in German', () => {
  it('words the band, the ties and each contact in German, with German genitives', async () => {
    const { activateLanguage } = await import('@/i18n/i18n');
    const { hitText, possessive } = await import('./score-meaning');
    await activateLanguage('de');
    try {
      expect(scoreMeaning(12, ['Ada', 'Grace'], 1)).toContain(
        'Ada und Grace erreichen 12 Punkte aus einer wertenden Verbindung, im Bereich, den die Skala „Bedeutend“ nennt (10 bis 14)',
      );
      expect(scoreMeaning(31, ['A', 'B'], 3)).toContain('aus 3 wertenden Verbindungen');
      expect(possessive('Hans')).toBe('Hans’');
      expect(hitText({ p1_name: 'Sun', p2_name: 'Moon', aspect: 'trine' }, ['John', 'Yoko'])).toBe(
        'Johns Sonne im Trigon zu Yokos Mond',
      );
    } finally {
      await activateLanguage('en');
    }
  });
});
