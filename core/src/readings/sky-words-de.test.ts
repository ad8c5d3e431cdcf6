import { describe, expect, it } from 'vitest';
import { contractDe } from './sky-words-de';

describe('contractDe', () => {
  it('contracts a preposition with a point’s article and leaves a relative clause whole (review de-6)', () => {
    expect(contractDe('im Trigon zu der Sonne, zu dem Mond und von dem Mars')).toBe(
      'im Trigon zur Sonne, zum Mond und vom Mars',
    );
    expect(contractDe('die Aufgabe, zu der du dich gerufen fühlst')).toBe(
      'die Aufgabe, zu der du dich gerufen fühlst',
    );
    expect(contractDe('der Ort, von dem ihr träumt')).toBe('der Ort, von dem ihr träumt');
  });
});
