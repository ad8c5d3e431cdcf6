import { describe, expect, it } from 'vitest';
import { composeLifePath } from './lifepath-report';

describe('life path review w', () => {
  it('does not call a karmic debt one method’s alone when the letters added straight through reach it too', () => {
    // FATIMA's vowels (A, I, A) make 11, HADDAD's (A, A) 2: kept whole, 11 + 2 = 13; added one by
    // one, 1 + 9 + 1 + 1 + 1 = 13 as well. Only reducing FATIMA to 2 misses it.
    const md = composeLifePath({
      firstName: 'Fatima',
      lastName: 'Haddad',
      birthDate: '1966-02-28',
      now: new Date('2026-11-29T12:00:00Z'),
    }).markdown;
    expect(md).toMatch(/passes through 13/);
    expect(md).not.toMatch(/at once misses|any other count misses/);
  });
});
