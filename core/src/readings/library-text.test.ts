import { describe, expect, it } from 'vitest';
import { librarySearchText, librarySubtitle } from './library-text';

describe('library card text', () => {
  it('shows the question, or whom a reading without one is for', () => {
    expect(librarySubtitle({ question: 'Will it rain?', firstName: 'Cara' })).toBe('Will it rain?');
    expect(librarySubtitle({ question: null, firstName: 'Cara2' })).toBe('For Cara2');
    expect(librarySubtitle({ question: null, firstName: null })).toBeNull();
  });

  it('names both people of a compatibility reading, and search finds the partner', () => {
    const reading = { question: null, firstName: 'Nora', partnerName: 'Tomás' };
    expect(librarySubtitle(reading)).toBe('For Nora & Tomás');
    expect(librarySearchText({ appName: 'Compatibility', ...reading })).toContain('tomás');
  });

  it('searches what the card shows, so "For Cara2" finds the reading for Cara2', () => {
    const text = librarySearchText({ appName: 'Natal Birth Chart', question: null, firstName: 'Cara2' });
    expect(text).toContain('for cara2');
    expect(text).toContain('natal birth chart');
  });
});
