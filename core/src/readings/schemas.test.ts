import { describe, expect, it } from 'vitest';
import {
  celticCrossRequestSchema,
  compatibilityRequestSchema,
  lifePathRequestSchema,
  natalRequestSchema,
  threeCardRequestSchema,
} from './schemas';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('request schemas', () => {
  it('enforce the spec limits on questions and names', () => {
    expect(threeCardRequestSchema.parse({ firstName: ' Ana ', question: ' Why? ' })).toEqual({
      firstName: 'Ana',
      question: 'Why?',
    });
    expect(issues(threeCardRequestSchema.safeParse({ firstName: '42', question: 'w '.repeat(301) }))).toEqual(
      ['firstName: firstName must contain letters', 'question: question must be at most 300 words'],
    );
    expect(threeCardRequestSchema.safeParse({ firstName: 'A', question: 'w '.repeat(300) }).success).toBe(
      true,
    );
    expect(issues(celticCrossRequestSchema.safeParse({ firstName: 'A', question: 'x'.repeat(501) }))).toEqual(
      ['question: question must be at most 500 characters'],
    );
    expect(issues(celticCrossRequestSchema.safeParse({ firstName: 'A', question: '' }))).toEqual([
      'question: question is required',
    ]);
  });

  it('refuse a life path name with a digit or a symbol, which numerology cannot count', () => {
    expect(
      issues(
        lifePathRequestSchema.safeParse({ firstName: 'Nora 2', lastName: 'Lind!', birthDate: '1990-01-02' }),
      ),
    ).toEqual([
      'firstName: firstName may contain only letters, spaces, hyphens and apostrophes: numerology counts letters, not digits or symbols',
      'lastName: lastName may contain only letters, spaces, hyphens and apostrophes: numerology counts letters, not digits or symbols',
    ]);
    expect(
      issues(lifePathRequestSchema.safeParse({ firstName: '42', lastName: 'Lind', birthDate: '1990-01-02' })),
    ).toEqual(['firstName: firstName must contain letters']);
    expect(
      lifePathRequestSchema.safeParse({ firstName: 'Zoë-Ann', lastName: "O'Brien", birthDate: '1990-01-02' })
        .success,
    ).toBe(true);
  });

  it('reject impossible or out-of-range dates and bad times', () => {
    expect(
      issues(lifePathRequestSchema.safeParse({ firstName: 'A', lastName: 'B', birthDate: '1990-02-30' }))[0],
    ).toMatch(/^birthDate: .*not a real calendar date/);
    expect(
      issues(lifePathRequestSchema.safeParse({ firstName: 'A', lastName: 'B', birthDate: '1899-12-31' })),
    ).toEqual(['birthDate: birthDate must be in 1900 or later']);
    expect(
      issues(lifePathRequestSchema.safeParse({ firstName: 'A', lastName: 'B', birthDate: '2999-01-01' })),
    ).toEqual(['birthDate: birthDate cannot be in the future']);
    const person = {
      firstName: 'A',
      lastName: 'B',
      birthDate: '1990-01-02',
      birthTime: '25:00',
      city: 'Berlin',
      country: 'DE',
    };
    expect(issues(natalRequestSchema.safeParse(person))[0]).toMatch(/^birthTime/);
    expect(natalRequestSchema.parse({ ...person, birthTime: '' }).birthTime).toBeNull();
    expect(
      issues(
        compatibilityRequestSchema.safeParse({ person1: { ...person, birthTime: '07:05' }, person2: {} }),
      ).length,
    ).toBe(5);
  });
});
