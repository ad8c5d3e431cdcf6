import { describe, expect, it } from 'vitest';
import { keepUnfixed } from './form-errors';

describe('keepUnfixed', () => {
  it('drops the error of a field that is now valid and keeps the others', () => {
    expect(
      keepUnfixed<'name' | 'question'>(
        { name: 'Name is required.', question: 'Your question is required.' },
        { question: 'Your question is required.' },
      ),
    ).toEqual({ question: 'Your question is required.' });
  });

  it('updates a flagged field to its current message and never flags a new one', () => {
    expect(
      keepUnfixed<'date' | 'city'>(
        { date: 'Choose the day.' },
        { date: 'March has no day 31.', city: 'Required.' },
      ),
    ).toEqual({ date: 'March has no day 31.' });
  });
});
