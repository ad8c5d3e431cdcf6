import { describe, expect, it } from 'vitest';
import { chooseVoice } from './speech';

const voice = (voiceURI: string, lang: string, isDefault = false) => ({ voiceURI, lang, default: isDefault });
const VOICES = [
  voice('en-gb', 'en-GB', true),
  voice('en-us', 'en-US'),
  voice('de-at', 'de-AT'),
  voice('de-de', 'de-DE'),
  voice('de-ch', 'de_CH'),
];

describe('chooseVoice', () => {
  it('speaks a German reading with a German voice, the German one of Germany first', () => {
    expect(chooseVoice(VOICES, 'de', null)?.voiceURI).toBe('de-de');
    expect(chooseVoice([voice('de-at', 'de-AT'), voice('de-ch', 'de_CH')], 'de', null)?.voiceURI).toBe(
      'de-at',
    );
  });

  it('takes the browser’s default voice when it speaks the language', () => {
    expect(chooseVoice(VOICES, 'en', null)?.voiceURI).toBe('en-gb');
    expect(chooseVoice([...VOICES, voice('de-ch-default', 'de-CH', true)], 'de', null)?.voiceURI).toBe(
      'de-ch-default',
    );
  });

  it('keeps the voice the reader chose, and leaves the default when no voice speaks the language', () => {
    expect(chooseVoice(VOICES, 'de', 'en-us')?.voiceURI).toBe('en-us');
    expect(chooseVoice(VOICES, 'de', 'gone')?.voiceURI).toBe('de-de');
    expect(chooseVoice(VOICES.slice(0, 2), 'de', null)).toBeNull();
    expect(chooseVoice([], 'de', null)).toBeNull();
  });
});
