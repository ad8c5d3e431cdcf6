import { describe, expect, it } from 'vitest';
import { NUMBER_TEXT } from './content/numbers';
import { paragraphs } from './__fixtures__/paragraphs';
import { InputError } from './errors';
import { composeLifePath } from './lifepath-report';
import { maxNameRepeats, repeatedFourGrams } from './__fixtures__/prose';

describe('life path report', () => {
  it('stays within 500-1,000 words over many names and dates', () => {
    const names = [
      ['Mary Lynn', 'Bryant'],
      ['Peter Paul', 'Rubens'],
      ['Zoë Ann', 'Kellerman'],
      ['Bob', 'Stone'],
      ['Yolanda', 'Murray'],
    ];
    for (let i = 0; i < 400; i++) {
      const [first, last] = names[i % names.length]!;
      const date = new Date(Date.UTC(1920 + (i % 90), (i * 7) % 12, 1 + ((i * 13) % 28)))
        .toISOString()
        .slice(0, 10);
      const r = composeLifePath({ firstName: first!, lastName: last!, birthDate: date });
      expect(r.wordCount).toBeGreaterThanOrEqual(500);
      expect(r.wordCount).toBeLessThanOrEqual(1000);
    }
  });

  it('shows the three numbers with their reduction chains and a number in every paragraph', () => {
    const r = composeLifePath({ firstName: 'Mary Lynn', lastName: 'Bryant', birthDate: '1990-05-14' });
    expect(r.markdown).toContain('### Life Path 11/2');
    expect(r.markdown).toContain('### Destiny 4');
    expect(r.markdown).toContain('### Soul Urge 5');
    expect(r.markdown).toContain('5 + 5 + 1 = 11/2');
    expect(r.markdown).toContain('3 + 2 + 8 = 13 -> 4');
    for (const p of paragraphs(r.markdown)) expect(/\d/.test(p), p).toBe(true);
    expect(
      composeLifePath({ firstName: 'Mary Lynn', lastName: 'Bryant', birthDate: '1990-05-14' }).markdown,
    ).toBe(r.markdown);
  });

  it('rejects names without letters and impossible dates', () => {
    const err = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof InputError ? `${e.field}:${e.code}` : String(e);
      }
      return 'none';
    };
    expect(err(() => composeLifePath({ firstName: '!!!', lastName: 'Smith', birthDate: '1990-01-01' }))).toBe(
      'firstName:no_letters',
    );
    expect(err(() => composeLifePath({ firstName: 'Ann', lastName: '', birthDate: '1990-01-01' }))).toBe(
      'lastName:required',
    );
    expect(err(() => composeLifePath({ firstName: 'Ann', lastName: 'Lee', birthDate: '1990-02-30' }))).toBe(
      'birthDate:invalid_date',
    );
    expect(err(() => composeLifePath({ firstName: 'Анна', lastName: 'Ли', birthDate: '1990-02-03' }))).toBe(
      'firstName:no_letters',
    );
  });

  it("names each number once or twice per paragraph and does not repeat a number's text when it recurs", () => {
    for (let i = 0; i < 200; i++) {
      const date = new Date(Date.UTC(1930 + (i % 80), (i * 5) % 12, 1 + ((i * 11) % 28)))
        .toISOString()
        .slice(0, 10);
      const r = composeLifePath({
        firstName: ['Ana', 'Bob', 'Yolanda'][i % 3]!,
        lastName: 'Stone',
        birthDate: date,
      });
      expect(maxNameRepeats(r.markdown, 'number').count).toBeLessThanOrEqual(2);
      expect(repeatedFourGrams(r.markdown, ['Ana', 'Bob', 'Yolanda', 'Stone']).share).toBeLessThan(0.1);
    }
    // Bob Stone's Destiny comes from the name alone; some day of 1990 gives the same Life Path.
    let found = false;
    for (let d = 1; d <= 28 * 12 && !found; d++) {
      const r = composeLifePath({
        firstName: 'Bob',
        lastName: 'Stone',
        birthDate: `1990-${String(1 + Math.floor((d - 1) / 28)).padStart(2, '0')}-${String(1 + ((d - 1) % 28)).padStart(2, '0')}`,
      });
      const { lifePath, destiny } = r.facts.profile;
      if (lifePath.value === destiny.value) {
        found = true;
        // The Destiny section says the number recurs and does not repeat its description.
        const section = r.markdown.split('### Destiny')[1]!.split('###')[0]!;
        expect(section).toMatch(/(your|the) Life Path number/i);
        expect(section).not.toContain(NUMBER_TEXT[destiny.value].essence);
      }
    }
    expect(found).toBe(true);
  });
});
