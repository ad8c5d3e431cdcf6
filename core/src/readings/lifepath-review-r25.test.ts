// Two astrologers' review (r25) of the life path report: each test fails on the text it replaced.
import { describe, expect, it } from 'vitest';
import { composeLifePath } from './lifepath-report';

const yearSection = (md: string) => md.split(/^## /m).find((s) => s.includes('### Personal Year'))!;

describe('life path review r25', () => {
  it('closes the Personal Year on the year to plan by when the year is nearly over', () => {
    // Ruby's Personal Year 1, read on 26 November: "It opens a new nine-year cycle … What you
    // plant now grows through the next eight years", with five weeks of the year left.
    const late = composeLifePath({
      firstName: 'Ruby',
      lastName: 'Chen',
      birthDate: '1984-07-29',
      now: new Date('2026-11-26T12:00:00Z'),
    });
    // Since review r27 set g the section leads with the coming year and closes on the one ending.
    expect(yearSection(late.markdown)).toMatch(/^### Personal Year \d+ in 2027/m);
    expect(yearSection(late.markdown)).toMatch(/(2026|Personal Year \d+, [^.]*)[^.]*\.\s*$/);
    expect(yearSection(late.markdown)).not.toMatch(/nearly over, plan by/);
    const june = composeLifePath({
      firstName: 'Ruby',
      lastName: 'Chen',
      birthDate: '1984-07-29',
      now: new Date('2026-06-01T12:00:00Z'),
    });
    expect(yearSection(june.markdown)).not.toMatch(/nearly over/);
    const de = composeLifePath({
      firstName: 'Ruby',
      lastName: 'Chen',
      birthDate: '1984-07-29',
      now: new Date('2026-12-02T12:00:00Z'),
      language: 'de',
    });
    expect(de.markdown).toMatch(
      /Da 2026 fast vorbei ist, plane schon für 2027, dein Persönliches Jahr \d+\./,
    );
  });
});
