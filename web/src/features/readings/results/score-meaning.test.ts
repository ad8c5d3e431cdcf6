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
